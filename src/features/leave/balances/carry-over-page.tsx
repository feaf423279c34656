// /leave/carry-over?year=YYYY: what the end of a year does to every balance: the days carried into the next
// year, the days lost over the type's carry-over limit on the year's last day, and the day carried days expire
// if they are not taken. Those who lose most come first. A row opens its ledger on the year's last day (Enter
// or the row's Ledger) or is adjusted before the year ends (Adjust).
import { useSearchParams } from 'react-router-dom';
import type { CarryOverRow } from '../../../../contract/api/leave-ledger.ts';
import { useText, type Text } from '../../../i18n/text.ts';
import { runCommand } from '../../../lib/command-runtime.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { RowActions } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { OneLine } from '../../../ui/two-lines.tsx';
import { useCarryOver } from '../api/get-carry-over.ts';
import { balanceEntity } from '../leave-entities.ts';
import { LeaveTabs } from '../../../ui/leave-tabs.tsx';
import { currentYear, YearSelect } from '../../../ui/year-select.tsx';

const yearEnd = (year: number) => `${year}-12-31`;

/** A row as the balance it is: its ledger and its adjustment are the balances page's own commands. */
const rowEntity = (year: number) => (r: CarryOverRow) =>
  balanceEntity(
    {
      employee: { id: r.employee_id, full_name: r.employee_name, staff_id: '' },
      leave_type: { id: r.leave_type_id, name: r.leave_type_name, paid: true },
    },
    yearEnd(year),
  );

const num = (n: number) => <span className="tabular-nums">{n}</span>;

const columnsOf = (t: Text, year: number): Column<CarryOverRow>[] => [
  { header: t('common.employee'), width: 'minmax(10rem, 1.5fr)', cell: (r) => <OneLine text={r.employee_name} /> },
  { header: t('leave.leaveType'), width: 'minmax(8rem, 1fr)', cell: (r) => <OneLine text={r.leave_type_name} /> },
  { header: t('leave.balanceAtYearEnd'), width: '7rem', cell: (r) => num(r.balance_at_year_end) },
  { header: t('leave.carriedOver'), width: '6.5rem', cell: (r) => num(r.carried) },
  {
    header: t('leave.lostAtYearEnd'),
    width: '6.5rem',
    cell: (r) =>
      r.lost > 0 ? (
        <span className="font-semibold text-red-700 tabular-nums dark:text-red-400">{r.lost}</span>
      ) : (
        num(r.lost)
      ),
  },
  { header: t('leave.carriedExpire'), width: '7.5rem', cell: (r) => formatBusinessDateNumeric(r.expires_on) },
  {
    header: t('leave.action'),
    width: '9rem',
    cardLabel: false,
    cell: (r) => <RowActions entity={rowEntity(year)(r)} />,
  },
];

/** Those who lose most first; the rest as the server lists them. */
const byLoss = (rows: readonly CarryOverRow[]) => [...rows].sort((a, b) => b.lost - a.lost);

export default function CarryOverPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : currentYear();
  const { data, isLoading, error } = useCarryOver(year);
  const preview = data?.data;
  const rows = preview ? byLoss(preview.rows) : undefined;
  const losing = rows?.filter((r) => r.lost > 0).length ?? 0;
  const toEntity = rowEntity(year);

  return (
    <section>
      <LeaveTabs />
      <PageHeader title={t('leave.carryOverOf', { year: String(year) })} />
      <div className="mb-3 grid gap-x-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-end">
        <YearSelect value={year} onChange={(y) => setParams({ year: String(y) })} />
        {preview ? (
          <div className="mb-4 text-sm">
            <p>
              {preview.expires_on
                ? t('leave.carryOverIntro', {
                    yearEnd: formatBusinessDateNumeric(yearEnd(year)),
                    expiresOn: formatBusinessDateNumeric(preview.expires_on),
                  })
                : t('leave.carryOverIntroNoExpiry', { yearEnd: formatBusinessDateNumeric(yearEnd(year)) })}
            </p>
            <p className="font-medium">
              {losing
                ? t('leave.carryOverLosers', { count: losing, year: String(year) })
                : t('leave.carryOverNone', { year: String(year) })}
            </p>
          </div>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('leave.carryOverFailed')}
        </p>
      ) : null}
      <DataTable
        label={t('leave.carryOverTable', { year: String(year) })}
        columns={columnsOf(t, year)}
        rows={rows}
        loading={isLoading}
        rowKey={(r) => `${r.employee_id}:${r.leave_type_id}`}
        toEntity={toEntity}
        onOpen={(r) => void runCommand('leaveBalance.ledger', toEntity(r), 'shortcut')}
      />
    </section>
  );
}
