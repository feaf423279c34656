// The pay lines tab (permission `deduction`): every earning and deduction with its amount, who it is for and
// when, filtered by employee and month; Add pay line, and Edit / Delete on each row (the registry's commands).
import { formatUsd } from '../../../contract/money.ts';
import { MONTH_PATTERN } from '../../../contract/dates.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { useState } from 'react';
import type { PayLineItem } from '../../../contract/api/payroll.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { OneLine, TwoLines } from '../../ui/two-lines.tsx';
import { Button } from '../../ui/button.tsx';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { isVisible } from '../../../commands/visibility.ts';
import { registry } from '../../../commands/all-commands.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { usePayLines } from './api/payroll-api.ts';
import { formatPercent } from './money.ts';
import { payLineEntity, payLineMonthEntity } from './payroll-entities.ts';

const LIMIT = 50;

/** "Oct 2026", "Oct 2026 – Dec 2026", "From Oct 2026". */
export function payLineMonths(t: Text, p: Pick<PayLineItem, 'from_month' | 'to_month'>): string {
  if (p.to_month === p.from_month) return formatMonth(p.from_month);
  if (p.to_month === null) return t('payroll.lines.from', { month: formatMonth(p.from_month) });
  return `${formatMonth(p.from_month)} – ${formatMonth(p.to_month)}`;
}

const columnsOf = (t: Text): Column<PayLineItem>[] => [
  {
    header: t('common.name'),
    width: 'minmax(10rem, 1.4fr)',
    cell: (p) => (
      <TwoLines
        first={p.name}
        second={p.adjusts ? t('payroll.lines.corrects', { month: formatMonth(p.adjusts.month) }) : null}
      />
    ),
  },
  {
    header: t('payroll.lines.kind'),
    width: '7rem',
    cell: (p) => (p.kind === 'earning' ? t('payroll.lines.earning') : t('payroll.lines.deduction')),
  },
  {
    header: t('common.amount'),
    width: '9rem',
    kind: 'money',
    cell: (p) =>
      p.percent_bp != null
        ? t('payroll.lines.ofBase', { percent: formatPercent(p.percent_bp) })
        : formatUsd(p.amount_cents ?? 0),
  },
  {
    header: t('payroll.lines.taxable'),
    width: '5.5rem',
    cell: (p) => (p.taxable ? t('payroll.lines.yes') : t('payroll.lines.no')),
  },
  {
    header: t('payroll.lines.for'),
    width: 'minmax(9rem, 1fr)',
    cell: (p) => <OneLine text={p.employee?.name ?? t('payroll.lines.everyone')} />,
  },
  { header: t('payroll.lines.when'), width: 'minmax(10rem, 1.2fr)', cell: (p) => payLineMonths(t, p) },
  {
    header: t('payroll.lines.action'),
    width: 'minmax(9rem, 1fr)',
    cardLabel: false,
    cell: (p) => <RowActions entity={payLineEntity(p)} />,
  },
];

export function PayLinesTab() {
  const ctx = useCommandContext();
  const t = useText();
  const [page, setPage] = useState(1);
  const [employee, setEmployee] = useState<PersonOption | null>(null);
  const [month, setMonth] = useState('');
  const { data, isLoading, error } = usePayLines({
    page,
    limit: LIMIT,
    employee_id: employee?.id,
    month: MONTH_PATTERN.test(month) ? month : undefined,
  });
  // The import goes into the month filtered on, else the month still running.
  const importMonth = MONTH_PATTERN.test(month) ? month : businessToday().slice(0, 7);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
        <FilterDisclosure
          role="search"
          aria-label={t('payroll.tab.lines')}
          className="flex-1"
          panelClassName="grid gap-x-4 sm:grid-cols-2 md:max-w-2xl"
          active={activeCount([employee, month])}
        >
          <EmployeePicker
            label={t('common.employee')}
            hint={t('payroll.lines.employeeHint')}
            value={employee}
            onChange={(p) => {
              setEmployee(p);
              setPage(1);
            }}
          />
          <TextField
            label={t('payroll.lines.appliesIn')}
            type="month"
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setPage(1);
            }}
          />
        </FilterDisclosure>
        <div className="mb-4 flex gap-2">
          {isVisible(registry.get('payLine.import')!, ctx) ? (
            <Button onClick={() => void runCommand('payLine.import', payLineMonthEntity(importMonth), 'button')}>
              {t('payroll.lines.importFor', { month: formatMonth(importMonth) })}
            </Button>
          ) : null}
          <Toolbar group="Pay lines" />
        </div>
      </div>
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('payroll.lines.failed') : data ? t('payroll.lines.count', { count: data.metadata.total }) : ''}
      </p>
      <DataTable
        label={t('payroll.tab.lines')}
        columns={columnsOf(t)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(p) => p.id}
        toEntity={payLineEntity}
        minWidth="62rem"
        onOpen={(p) => void runCommand('payLine.edit', payLineEntity(p), 'shortcut')}
      />
      <Pagination label={t('payroll.lines.pages')} meta={data?.metadata} onPage={setPage} />
    </>
  );
}
