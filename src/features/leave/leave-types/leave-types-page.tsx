// /leave/types: every leave type with whether it is paid, its days per year, carry-over limit and whether a
// request needs an attachment. c adds a type; e or Enter edits the focused one.
import type { LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { useText, type Text } from '../../../i18n/text.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLeaveTypes } from '../../../lib/leave/get-leave-types.ts';
import { leaveTypeEntity } from '../leave-entities.ts';
import { LeaveTabs } from '../../../ui/leave-tabs.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';

const columnsOf = (t: Text): Column<LeaveTypeItem>[] => [
  {
    header: t('common.name'),
    width: 'minmax(10rem, 1.5fr)',
    cell: (lt) => <OneLine text={lt.name} className="font-medium" />,
  },
  { header: t('leave.paid'), width: '6rem', cell: (lt) => (lt.paid ? t('leave.paid') : t('leave.unpaid')) },
  { header: t('leave.daysPerYear'), width: '8rem', cell: (lt) => lt.days_per_year },
  { header: t('leave.carryOverLimit'), width: '9rem', cell: (lt) => lt.carry_over_limit },
  {
    header: t('leave.needsAttachment'),
    width: '9rem',
    cell: (lt) => (lt.needs_attachment ? t('leave.attachmentNeeded') : t('leave.attachmentNotNeeded')),
  },
  {
    header: t('leave.action'),
    width: 'minmax(9rem, 1fr)',
    cardLabel: false,
    cell: (lt) => <RowActions entity={leaveTypeEntity(lt)} />,
  },
];

export default function LeaveTypesPage() {
  const t = useText();
  const { data, isLoading, error } = useLeaveTypes();
  return (
    <section>
      <LeaveTabs />
      <PageHeader title={t('page./leave/types')}>
        <Toolbar group="Leave types" />
      </PageHeader>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('leave.typesFailed')}
        </p>
      ) : null}
      <DataTable
        label={t('leave.typesTable')}
        columns={columnsOf(t)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(lt) => lt.id}
        toEntity={leaveTypeEntity}
        onOpen={(lt) => void runCommand('leaveType.edit', leaveTypeEntity(lt), 'shortcut')}
      />
    </section>
  );
}
