// /leave/balances: every current employee's balance of every leave type for a year (entitled, carried over,
// adjustment, taken, pending, remaining), filtered by department, leave type and employee. a or Enter adjusts
// the focused balance.
import { proxy, useSnapshot } from 'valtio';
import type { LeaveBalanceItem } from '../../../../contract/api/requests-leave.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { useDepartmentOptions } from '../../../lib/department-options.ts';
import { useCommandContext } from '../../../lib/use-command-context.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { RowActions } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { activeCount, FilterDisclosure } from '../../../ui/filter-disclosure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useLeaveBalances } from '../api/get-leave-balances.ts';
import { useLeaveTypes } from '../api/get-leave-types.ts';
import { balanceEntity } from '../leave-admin-entities.ts';
import { LeaveTabs } from '../leave-tabs.tsx';
import { currentYear, YearSelect } from '../year-select.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';

// Filters and page survive opening the adjust dialog and coming back from another page.
const view = proxy({ year: currentYear(), page: 1, q: '', department_id: '', leave_type_id: '' });

function setFilter(key: 'q' | 'department_id' | 'leave_type_id', value: string) {
  view[key] = value;
  view.page = 1;
}

const num = (n: number) => <span className="tabular-nums">{n}</span>;

const columns: Column<LeaveBalanceItem>[] = [
  {
    header: 'Employee',
    width: 'minmax(11rem, 1.6fr)',
    cell: (b) => (
      <span className="block truncate" title={`${b.employee.full_name} ${b.employee.staff_id}`}>
        <span className="font-medium">{b.employee.full_name}</span>{' '}
        <span className="text-xs text-slate-600 dark:text-slate-300">{b.employee.staff_id}</span>
      </span>
    ),
  },
  {
    header: 'Leave type',
    width: 'minmax(8rem, 1fr)',
    cell: (b) => <OneLine text={b.leave_type.name} />,
  },
  { header: 'Entitled', width: '5.5rem', cell: (b) => num(b.entitled) },
  { header: 'Carried over', width: '6.5rem', cell: (b) => num(b.carried_over) },
  { header: 'Adjustment', width: '6.5rem', cell: (b) => num(b.adjustment) },
  { header: 'Taken', width: '5rem', cell: (b) => num(b.taken) },
  { header: 'Pending', width: '5.5rem', cell: (b) => num(b.pending) },
  {
    header: 'Remaining',
    width: '6.5rem',
    cell: (b) => <span className="font-semibold tabular-nums">{b.remaining}</span>,
  },
  { header: 'Action', width: '9rem', cardLabel: false, cell: (b) => <RowActions entity={balanceEntity(b)} /> },
];

export default function BalancesPage() {
  const v = useSnapshot(view);
  const { permissions } = useCommandContext();
  const canReadDepartments = permissions.has('department:read');
  const departments = useDepartmentOptions(canReadDepartments);
  const types = useLeaveTypes();
  const q = useDebounced(v.q.trim(), 250);
  const { data, isLoading, error } = useLeaveBalances({
    year: v.year,
    page: v.page,
    q,
    department_id: Number(v.department_id) || undefined,
    leave_type_id: Number(v.leave_type_id) || undefined,
  });

  return (
    <section>
      <LeaveTabs />
      <PageHeader title="Leave Balances" />
      <FilterDisclosure
        role="search"
        aria-label="Leave balances"
        panelClassName="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]"
        active={activeCount([v.department_id, v.leave_type_id, v.q])}
      >
        <YearSelect
          value={v.year}
          onChange={(y) => {
            view.year = y;
            view.page = 1;
          }}
        />
        {canReadDepartments ? (
          <SelectField
            label="Department"
            placeholder="All departments"
            options={departments.options}
            value={v.department_id}
            onChange={(e) => setFilter('department_id', e.target.value)}
          />
        ) : null}
        <SelectField
          label="Leave type"
          placeholder="All leave types"
          options={(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={v.leave_type_id}
          onChange={(e) => setFilter('leave_type_id', e.target.value)}
        />
        <TextField
          label="Employee"
          type="search"
          placeholder="Name or staff ID"
          autoComplete="off"
          maxLength={100}
          value={v.q}
          onChange={(e) => setFilter('q', e.target.value)}
        />
      </FilterDisclosure>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          The balances could not be loaded.
        </p>
      ) : null}
      <DataTable
        label={`Leave balances in ${v.year}`}
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(b) => `${b.employee.id}:${b.leave_type.id}`}
        toEntity={balanceEntity}
        onOpen={(b) => void runCommand('leaveBalance.adjust', balanceEntity(b), 'shortcut')}
      />
      <Pagination label="Leave balances pages" meta={data?.metadata} onPage={(p) => (view.page = p)} />
    </section>
  );
}
