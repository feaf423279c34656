// Payroll cost (gross pay and the employer's contributions) of the last runs: a line for the eye, a table for
// screen readers.
import { formatUsdWhole } from '../../../../contract/money.ts';
import { monthLabel } from '../../../../contract/dates.ts';
import { lazy, Suspense } from 'react';
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, Empty, muted } from '../card.tsx';
import { PAYROLL_ROUTE } from '../../../../commands/areas/payroll/payroll-commands.ts';

const PayrollChart = lazy(() => import('./payroll-chart.tsx'));

export function PayrollCard({ data }: { data: NonNullable<DashboardData['payroll']> }) {
  const runs = data.runs;
  const last = runs.at(-1);
  return (
    <Card
      title={runs.length > 1 ? `Payroll cost, last ${runs.length} runs` : 'Payroll cost'}
      to={{ href: PAYROLL_ROUTE }}
    >
      {!last ? (
        <Empty>No payroll run yet.</Empty>
      ) : (
        <>
          <p className={muted}>
            {monthLabel(last.month)}: {formatUsdWhole(last.cost_cents)} for {last.headcount.toLocaleString('en')}{' '}
            employees
          </p>
          <Suspense fallback={<div className="h-52" />}>
            <PayrollChart rows={runs.map((r) => ({ month: r.month, cost: r.cost_cents }))} />
          </Suspense>
          {/* A table is never narrower than its cells: a 1px sr-only wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>Payroll cost by month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Cost</th>
                  <th scope="col">Net pay</th>
                  <th scope="col">Employees</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{monthLabel(r.month)}</th>
                    <td>{formatUsdWhole(r.cost_cents)}</td>
                    <td>{formatUsdWhole(r.net_cents)}</td>
                    <td>{r.headcount}</td>
                    <td>{r.status === 'approved' ? 'Approved' : 'Draft'}</td>
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
