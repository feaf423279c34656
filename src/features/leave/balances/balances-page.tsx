// /leave/balances: every current employee's balance of every leave type, read from their ledgers (balance,
// pending, booked, available, usable from), filtered by department, leave type and employee. a or Enter adjusts
// the focused balance, l opens its ledger. Read today, or as of a day (?on=YYYY-MM-DD, the palette's "Leave
// balance on…" or the On field): the heading says the day, and the ledger and an adjustment are read on it.
import { useSearchParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { isRealDate } from '../../../../contract/dates.ts';
import type { LeaveBalanceItem } from '../../../../contract/api/leave.ts';
import { useText, type Text } from '../../../i18n/text.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { useDepartmentOptions } from '../../../lib/department-options.ts';
import { useCommandContext } from '../../../lib/use-command-context.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { businessToday, formatBusinessDateNumeric } from '../../../lib/time.ts';
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
import { OneLine } from '../../../ui/two-lines.tsx';

// Filters and page survive opening the adjust dialog and coming back from another page.
const view = proxy({ page: 1, q: '', department_id: '', leave_type_id: '' });

function setFilter(key: 'q' | 'department_id' | 'leave_type_id', value: string) {
  view[key] = value;
  view.page = 1;
}

const num = (n: number) => <span className="tabular-nums">{n}</span>;
const columns = (t: Text, on: string | null): Column<LeaveBalanceItem>[] => [
  {
    header: t('common.employee'),
    width: 'minmax(11rem, 1.6fr)',
    cell: (b) => (
      <span className="block truncate" title={`${b.employee.full_name} ${b.employee.staff_id}`}>
        <span className="font-medium">{b.employee.full_name}</span>{' '}
        <span className="text-xs text-slate-600 dark:text-slate-300">{b.employee.staff_id}</span>
      </span>
    ),
  },
  {
    header: t('leave.leaveType'),
    width: 'minmax(8rem, 1fr)',
    cell: (b) => <OneLine text={b.leave_type.name} />,
  },
  { header: t('leave.balance'), width: '5.5rem', cell: (b) => num(b.balance) },
  { header: t('leave.pending'), width: '5.5rem', cell: (b) => num(b.pending) },
  { header: t('leave.booked'), width: '5.5rem', cell: (b) => num(b.booked) },
  {
    header: t('leave.available'),
    width: '6.5rem',
    cell: (b) => <span className="font-semibold tabular-nums">{b.available}</span>,
  },
  { header: t('leave.usableFrom'), width: '7rem', cell: (b) => formatBusinessDateNumeric(b.usable_from) },
  {
    header: t('leave.action'),
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
  const t = useText();
  const v = useSnapshot(view);
  const [params, setParams] = useSearchParams();
  const on = onOf(params);
  const onText = on ? formatBusinessDateNumeric(on) : '';
  const { permissions } = useCommandContext();
  const canReadDepartments = permissions.has('department:read');
  const departments = useDepartmentOptions(canReadDepartments);
  const types = useLeaveTypes();
  const q = useDebounced(v.q.trim(), 250);
  const { data, isLoading, error } = useLeaveBalances({
    on: on ?? businessToday(),
    page: v.page,
    q,
    department_id: Number(v.department_id) || undefined,
    leave_type_id: Number(v.leave_type_id) || undefined,
  });

  return (
    <section>
      <LeaveTabs />
      <PageHeader title={on ? t('leave.balancesOn', { date: onText }) : t('page./leave/balances')}>
        <Toolbar group="Leave balances" />
      </PageHeader>
      <FilterDisclosure
        role="search"
        aria-label={t('leave.balancesFilters')}
        panelClassName="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]"
        active={activeCount([v.department_id, v.leave_type_id, v.q, on ?? ''])}
      >
        <DatePicker
          label={t('leave.onFilter')}
          value={on ?? ''}
          onChange={(date) => {
            view.page = 1;
            setParams(date ? { on: date } : {});
          }}
        />
        {canReadDepartments ? (
          <SelectField
            label={t('common.department')}
            placeholder={t('common.allDepartments')}
            options={departments.options}
            value={v.department_id}
            onChange={(e) => setFilter('department_id', e.target.value)}
          />
        ) : null}
        <SelectField
          label={t('leave.leaveType')}
          placeholder={t('leave.allLeaveTypes')}
          options={(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={v.leave_type_id}
          onChange={(e) => setFilter('leave_type_id', e.target.value)}
        />
        <TextField
          label={t('common.employee')}
          type="search"
          placeholder={t('common.nameOrStaffId')}
          autoComplete="off"
          maxLength={100}
          value={v.q}
          onChange={(e) => setFilter('q', e.target.value)}
        />
      </FilterDisclosure>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('leave.balancesFailed')}
        </p>
      ) : null}
      <DataTable
        label={on ? t('leave.balancesOnTable', { date: onText }) : t('leave.balancesToday')}
        columns={columns(t, on)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(b) => `${b.employee.id}:${b.leave_type.id}`}
        toEntity={(b) => balanceEntity(b, on ?? undefined)}
        onOpen={(b) => void runCommand('leaveBalance.adjust', balanceEntity(b, on ?? undefined), 'shortcut')}
      />
      <Pagination label={t('leave.balancesPages')} meta={data?.metadata} onPage={(p) => (view.page = p)} />
    </section>
  );
}
