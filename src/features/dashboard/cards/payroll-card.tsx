// Payroll cost (gross pay and the employer's contributions) of the last runs: a line for the eye, a table for
// screen readers.
import { formatUsdWhole } from '../../../../contract/money.ts';
import { lazy, Suspense } from 'react';
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { useText } from '../../../i18n/text.ts';
import { formatMonth } from '../../../lib/time.ts';
import { Card, Empty, muted } from '../card.tsx';
import { PAYROLL_ROUTE } from '../../../../commands/areas/payroll/payroll-commands.ts';

const PayrollChart = lazy(() => import('./payroll-chart.tsx'));

export function PayrollCard({ data }: { data: NonNullable<DashboardData['payroll']> }) {
  const runs = data.runs;
  const last = runs.at(-1);
  const t = useText();
  return (
    <Card
      title={runs.length > 1 ? t('dashboard.payrollCostRuns', { count: runs.length }) : t('dashboard.payrollCost')}
      to={{ href: PAYROLL_ROUTE }}
    >
      {!last ? (
        <Empty>{t('dashboard.noPayrollRun')}</Empty>
      ) : (
        <>
          <p className={muted}>
            {t('dashboard.payrollLast', {
              month: formatMonth(last.month),
              cost: formatUsdWhole(last.cost_cents),
              count: last.headcount.toLocaleString('en'),
            })}
          </p>
          <Suspense fallback={<div className="h-52" />}>
            <PayrollChart rows={runs.map((r) => ({ month: r.month, cost: r.cost_cents }))} name={t('dashboard.cost')} />
          </Suspense>
          {/* A table is never narrower than its cells: a 1px sr-only wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>{t('dashboard.payrollCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('common.month')}</th>
                  <th scope="col">{t('dashboard.cost')}</th>
                  <th scope="col">{t('dashboard.netPay')}</th>
                  <th scope="col">{t('common.employees')}</th>
                  <th scope="col">{t('common.status')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{formatMonth(r.month)}</th>
                    <td>{formatUsdWhole(r.cost_cents)}</td>
                    <td>{formatUsdWhole(r.net_cents)}</td>
                    <td>{r.headcount}</td>
                    <td>{r.status === 'approved' ? t('dashboard.approved') : t('dashboard.draft')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
