// /leave/balances: every current employee's balance of every leave type for a year (entitled, carried over,
// adjustment, taken, pending, remaining), filtered by department, leave type and employee. a or Enter adjusts
// the focused balance, l opens its ledger. Read as of a day (?on=YYYY-MM-DD, the palette's "Leave balance on…"
// or the On field), the year is that day's, the heading says the day, each row shows its ledger's balance on it
// and the ledger opens on it.
import { useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { isRealDate } from '../../../../contract/dates.ts';
import { LEAVE_LEDGER_TEXT as T } from '../../../../contract/messages.ts';
import type { LeaveBalanceItem } from '../../../../contract/api/requests-leave.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { useDepartmentOptions } from '../../../lib/department-options.ts';
import { useCommandContext } from '../../../lib/use-command-context.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { RowActions, Toolbar } from '../../../ui/command-buttons.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { activeCount, FilterDisclosure } from '../../../ui/filter-disclosure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useLeaveBalances } from '../../../lib/leave/get-leave-balances.ts';
import { useLeaveTypes } from '../../../lib/leave/get-leave-types.ts';
import { balanceEntity } from '../leave-entities.ts';
import { LeaveTabs } from '../../../ui/leave-tabs.tsx';
import { currentYear, YearSelect } from '../../../ui/year-select.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';
import { BalanceOnCell } from './balance-on-cell.tsx';

// Filters and page survive opening the adjust dialog and coming back from another page.
const view = proxy({ year: currentYear(), page: 1, q: '', department_id: '', leave_type_id: '' });

function setFilter(key: 'q' | 'department_id' | 'leave_type_id', value: string) {
  view[key] = value;
  view.page = 1;
}

const num = (n: number) => <span className="tabular-nums">{n}</span>;

const yearColumns = (on: string | null): Column<LeaveBalanceItem>[] => [
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
  // Read as of a day, the row makes room for the ledger's balance on it: what the year's entitlement is made of is
  // in the ledger the row opens.
  ...(on
    ? []
    : [
        { header: 'Carried over', width: '6.5rem', cell: (b: LeaveBalanceItem) => num(b.carried_over) },
        { header: 'Adjustment', width: '6.5rem', cell: (b: LeaveBalanceItem) => num(b.adjustment) },
      ]),
  { header: 'Taken', width: '5rem', cell: (b) => num(b.taken) },
  { header: 'Pending', width: '5.5rem', cell: (b) => num(b.pending) },
  {
    header: 'Remaining',
    width: '6.5rem',
    cell: (b) => <span className="font-semibold tabular-nums">{b.remaining}</span>,
  },
  ...(on
    ? [
        {
          header: T.balanceOnColumn(formatBusinessDateNumeric(on)),
          width: '7.5rem',
          cell: (b: LeaveBalanceItem) => (
            <BalanceOnCell employeeId={b.employee.id} leaveTypeId={b.leave_type.id} on={on} />
          ),
        },
      ]
    : []),
  {
    header: 'Action',
    width: '9rem',
    cardLabel: false,
    cell: (b) => <RowActions entity={balanceEntity(b, on ?? undefined)} />,
  },
];

/** The day the address asks the balances to be read on, if it is a real date. */
const onOf = (params: URLSearchParams) => {
  const on = params.get('on') ?? '';
  return isRealDate(on) ? on : null;
};

export default function BalancesPage() {
  const v = useSnapshot(view);
  const [params, setParams] = useSearchParams();
  const on = onOf(params);
  const year = on ? Number(on.slice(0, 4)) : v.year;
  const onText = on ? formatBusinessDateNumeric(on) : '';
  const { permissions } = useCommandContext();
  const canReadDepartments = permissions.has('department:read');
  const departments = useDepartmentOptions(canReadDepartments);
  const types = useLeaveTypes();
  const q = useDebounced(v.q.trim(), 250);
  const { data, isLoading, error } = useLeaveBalances({
    year,
    page: v.page,
    q,
    department_id: Number(v.department_id) || undefined,
    leave_type_id: Number(v.leave_type_id) || undefined,
  });

  return (
    <section>
      <LeaveTabs />
      <PageHeader title={on ? T.balancesOn(onText) : 'Leave Balances'}>
        <Toolbar group="Leave balances" />
      </PageHeader>
      <FilterDisclosure
        role="search"
        aria-label="Leave balances"
        panelClassName="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[7rem_10rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]"
        active={activeCount([v.department_id, v.leave_type_id, v.q, on ?? ''])}
      >
        <YearSelect
          value={year}
          onChange={(y) => {
            view.year = y;
            view.page = 1;
            // A year chosen is read as a year again: the day it was read on belongs to another.
            if (on) setParams({});
          }}
        />
        <DatePicker
          label={T.onFilter}
          value={on ?? ''}
          onChange={(date) => {
            view.page = 1;
            setParams(date ? { on: date } : {});
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
        label={on ? T.balancesOnTable(onText) : `Leave balances in ${year}`}
        columns={yearColumns(on)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(b) => `${b.employee.id}:${b.leave_type.id}`}
        toEntity={(b) => balanceEntity(b, on ?? undefined)}
        onOpen={(b) => void runCommand('leaveBalance.adjust', balanceEntity(b), 'shortcut')}
      />
      <Pagination label="Leave balances pages" meta={data?.metadata} onPage={(p) => (view.page = p)} />
    </section>
  );
}
