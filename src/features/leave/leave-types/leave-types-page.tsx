// /leave/types: every leave type with whether it is paid, its days per year, carry-over limit and whether a
// request needs an attachment. c adds a type; e or Enter edits the focused one.
import type { LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLeaveTypes } from '../../../lib/leave/get-leave-types.ts';
import { leaveTypeEntity } from '../leave-entities.ts';
import { LeaveTabs } from '../../../ui/leave-tabs.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';

const columns: Column<LeaveTypeItem>[] = [
  {
    header: 'Name',
    width: 'minmax(10rem, 1.5fr)',
    cell: (t) => <OneLine text={t.name} className="font-medium" />,
  },
  { header: 'Paid', width: '6rem', cell: (t) => (t.paid ? 'Paid' : 'Unpaid') },
  { header: 'Days per year', width: '8rem', cell: (t) => t.days_per_year },
  { header: 'Carry-over limit', width: '9rem', cell: (t) => t.carry_over_limit },
  { header: 'Needs attachment', width: '9rem', cell: (t) => (t.needs_attachment ? 'Yes' : 'No') },
  {
    header: 'Action',
    width: 'minmax(9rem, 1fr)',
    cardLabel: false,
    cell: (t) => <RowActions entity={leaveTypeEntity(t)} />,
  },
];

export default function LeaveTypesPage() {
  const { data, isLoading, error } = useLeaveTypes();
  return (
    <section>
      <LeaveTabs />
      <PageHeader title="Leave Types">
        <Toolbar group="Leave types" />
      </PageHeader>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          The leave types could not be loaded.
        </p>
      ) : null}
      <DataTable
        label="Leave types"
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(t) => t.id}
        toEntity={leaveTypeEntity}
        onOpen={(t) => void runCommand('leaveType.edit', leaveTypeEntity(t), 'shortcut')}
      />
    </section>
  );
}
