// The preview of a month: its totals, the warnings (a month without any punch; no salary, no bank account, a
// negative net, which refuses generation; absent all month, attendance pay while absent), and the differences from last month, one row per employee whose pay moved or who warns, with the
// reasons; "Show every employee" lists all. Employees paid last month and not this one are listed as left.
import { formatChange, formatUsd } from '../../../contract/money.ts';
import { formatRiel } from './money.ts';
import { useState } from 'react';
import type { PreviewData, PreviewRow } from '../../../contract/api/payroll.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { OneLine } from '../../ui/two-lines.tsx';
import { formatMonth } from '../../lib/time.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { isDifference, REASON_LABEL, WARNING_LABEL, warningCounts } from './change-labels.ts';

const previewEntity = (r: PreviewRow) => ({ kind: 'employee', id: r.employee_id, name: r.employee_name });

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700">
      <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

const columnsOf = (t: Text): Column<PreviewRow>[] => [
  {
    header: t('common.employee'),
    width: 'minmax(11rem, 1.5fr)',
    cell: (r) => (
      <span className="block truncate" title={`${r.employee_name} ${r.staff_id}`}>
        <span className="font-medium">{r.employee_name}</span>{' '}
        <span className="text-xs text-slate-600 dark:text-slate-300">{r.staff_id}</span>
      </span>
    ),
  },
  {
    header: t('payroll.preview.lastMonth'),
    width: '8rem',
    kind: 'money',
    cell: (r) => (r.previous_net_pay === null ? '-' : formatUsd(r.previous_net_pay)),
  },
  { header: t('payroll.netPay'), width: '8rem', kind: 'money', cell: (r) => formatUsd(r.net_pay) },
  {
    header: t('payroll.change'),
    width: '8rem',
    kind: 'money',
    cell: (r) => (
      <span
        className={`${r.change_cents < 0 ? 'text-red-700 dark:text-red-300' : r.change_cents > 0 ? 'text-green-800 dark:text-green-300' : ''}`}
      >
        {formatChange(r.change_cents)}
      </span>
    ),
  },
  {
    header: t('payroll.preview.reasons'),
    width: 'minmax(10rem, 1.5fr)',
    cell: (r) => <OneLine text={r.reasons.map((x) => t(REASON_LABEL[x])).join(', ') || '-'} />,
  },
  {
    header: t('payroll.preview.warnings'),
    width: 'minmax(8rem, 1fr)',
    cell: (r) =>
      r.warnings.length ? (
        <OneLine
          text={r.warnings.map((w) => t(WARNING_LABEL[w])).join(', ')}
          className="font-medium text-amber-900 dark:text-amber-200"
        />
      ) : (
        '-'
      ),
  },
];

export function PreviewView({ data }: { data: PreviewData }) {
  const t = useText();
  const [everyone, setEveryone] = useState(false);
  const differences = data.rows.filter(isDifference);
  const rows = everyone ? data.rows : differences;
  const warnings = warningCounts(data.rows);
  const anyWarning = warnings.length > 0 || data.month_warnings.length > 0;
  const since = data.previous_month ? formatMonth(data.previous_month) : null;
  return (
    <div className="mb-4">
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={t('payroll.headcount')}>{data.headcount}</Figure>
        <Figure label={t('payroll.gross')}>{formatUsd(data.gross_cents)}</Figure>
        <Figure label={t('payroll.net')}>{formatUsd(data.net_cents)}</Figure>
        <Figure label={t('payroll.taxOnSalary')}>{formatUsd(data.tax_cents)}</Figure>
        <Figure label={t('payroll.employerContributions')}>{formatUsd(data.employer_cents)}</Figure>
        <Figure label={t('payroll.exchangeRate')}>{formatRiel(data.exchange_rate)}</Figure>
      </dl>

      {/* Announced politely once a preview arrives: what HR would otherwise generate past without seeing. */}
      <section
        aria-labelledby={anyWarning ? 'preview-warnings' : undefined}
        aria-live="polite"
        className={
          anyWarning
            ? 'mb-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950'
            : undefined
        }
      >
        {anyWarning ? (
          <>
            <h2 id="preview-warnings" className="mb-1 font-semibold">
              {t('payroll.preview.warnings')}
            </h2>
            <ul className="list-disc pl-5">
              {data.month_warnings.map((w) => (
                <li key={w.code} className="font-medium">
                  {w.message}
                </li>
              ))}
              {warnings.map(([w, n]) => {
                const names = data.rows.filter((r) => r.warnings.includes(w)).map((r) => r.employee_name);
                return (
                  <li key={w}>
                    {t('payroll.preview.warningCount', { warning: t(WARNING_LABEL[w]), count: n })} (
                    {names.slice(0, 5).join(', ')}
                    {n > 5 ? ', …' : ''})
                    {/* Who exactly is what HR fixes before generating: every name, one key away. */}
                    {n > 5 ? (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-blue-800 underline dark:text-blue-300">
                          {t('payroll.preview.showAll', { count: n })}
                        </summary>
                        <p className="mt-1">{names.join(', ')}</p>
                      </details>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>

      <h2 className="mb-1 text-base font-semibold">
        {since ? t('payroll.preview.differencesFrom', { month: since }) : t('payroll.preview.noEarlier')}
      </h2>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t('payroll.preview.changed', { changed: differences.length, total: data.rows.length })}
      </p>
      <CheckboxField
        label={t('payroll.preview.showEveryone')}
        checked={everyone}
        onChange={(e) => setEveryone(e.target.checked)}
      />
      <DataTable
        label={since ? t('payroll.preview.differencesFrom', { month: since }) : t('common.employees')}
        columns={columnsOf(t)}
        rows={rows}
        loading={false}
        rowKey={(r) => r.employee_id}
        toEntity={previewEntity}
        minWidth="56rem"
        height="min(50vh, 460px)"
      />
      {data.left.length ? (
        <section aria-labelledby="preview-left" className="mt-4 text-sm">
          <h2 id="preview-left" className="mb-1 font-semibold">
            {since ? t('payroll.preview.leftSince', { month: since }) : t('payroll.preview.leftSinceLastMonth')}
          </h2>
          <ul className="list-disc pl-5">
            {data.left.map((l) => (
              <li key={l.employee_id}>
                {t('payroll.preview.wasPaid', { name: l.employee_name, amount: formatUsd(l.previous_net_pay) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
