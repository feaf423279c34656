// A run's statutory totals: what goes to the NSSF (employee and employer shares) and the tax on salary withheld,
// in riel (as computed) and in US dollars (at the run's rate).
import { formatUsd } from '../../../contract/money.ts';
import { formatRiel } from './money.ts';
import { useId } from 'react';
import { useText } from '../../i18n/text.ts';
import { useStatutory } from './api/statutory-api.ts';

const cell = 'px-3 py-1.5';

export function StatutoryTotals({ runId }: { runId: number }) {
  const t = useText();
  const headingId = useId();
  const { data, error } = useStatutory(runId);
  if (error || !data) return null;
  const s = data.data;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="mb-2 text-base font-semibold">
        {t('payroll.statutory.title')}
      </h2>
      {/* Focusable and named, so a keyboard can scroll the amounts into view on a narrow screen. */}
      <div
        role="region"
        aria-label={t('payroll.statutory.amounts')}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-700"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className={cell}>
                {t('payroll.statutory.contribution')}
              </th>
              <th scope="col" className={cell}>
                {t('payroll.statutory.paidBy')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('payroll.statutory.riel')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('payroll.usd')}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.items.map((i) => (
              <tr key={i.code} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className={`${cell} font-normal`}>
                  {t(`payroll.statutory.item.${i.code}`)}
                </th>
                <td className={cell}>
                  {i.paid_by === 'employee' ? t('common.employee') : t('payroll.statutory.employer')}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{formatRiel(i.riel)}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatUsd(i.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr className="border-t border-slate-300 dark:border-slate-700">
              <th scope="row" colSpan={2} className={cell}>
                {t('payroll.statutory.toNssf', { rate: formatRiel(s.nssf_exchange_rate) })}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatRiel(s.nssf_riel)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatUsd(s.nssf_cents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className={cell}>
                {t('payroll.statutory.taxWithheld')}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatRiel(s.tax_riel)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatUsd(s.tax_cents)}</td>
            </tr>
            {s.fbt_riel ? (
              <tr>
                <th scope="row" colSpan={2} className={cell}>
                  {t('payroll.fringeBenefitTax')}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{formatRiel(s.fbt_riel)}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatUsd(s.fbt_cents)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
    </section>
  );
}
