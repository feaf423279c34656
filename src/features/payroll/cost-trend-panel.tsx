// The 12-month cost trend on the runs tab: the chart (loaded on demand) for the eye, and the same figures as a
// table that screen readers read instead (the chart is hidden from them).
import { formatUsd } from '../../../contract/money.ts';
import { lazy, Suspense } from 'react';
import { useText } from '../../i18n/text.ts';
import type { TrendPoint } from './cost-trend.ts';

const CostTrendChart = lazy(() => import('./cost-trend-chart.tsx'));

export function CostTrendPanel({ points }: { points: TrendPoint[] }) {
  const t = useText();
  if (points.length === 0) return null;
  return (
    <section
      aria-labelledby="payroll-trend"
      className="mb-6 rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="payroll-trend" className="mb-2 text-base font-semibold">
        {t('payroll.trend.title')}
      </h2>
      <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-blue-700" /> {t('payroll.employerCost')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-green-700" /> {t('payroll.netPay')}
        </span>
      </p>
      <div aria-hidden="true" className="h-[220px] text-slate-700 dark:text-slate-300">
        <Suspense fallback={null}>
          <CostTrendChart points={points} />
        </Suspense>
      </div>
      {/* A table is never narrower than its cells: a 1px sr-only wrapper keeps it from widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('payroll.trend.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('common.month')}</th>
              <th scope="col">{t('payroll.employerCost')}</th>
              <th scope="col">{t('payroll.grossPay')}</th>
              <th scope="col">{t('payroll.netPay')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{p.label}</th>
                <td>{p.run ? formatUsd(p.run.employer_cost_cents) : t('payroll.trend.noRun')}</td>
                <td>{p.run ? formatUsd(p.run.gross_cents) : t('payroll.trend.noRun')}</td>
                <td>{p.run ? formatUsd(p.run.net_cents) : t('payroll.trend.noRun')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
