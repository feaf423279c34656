// Headcount by department: a bar chart for the eye and a table for screen readers; the departments behind it.
import { lazy, Suspense } from 'react';
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, Empty } from '../card.tsx';
import { DEPARTMENT_ROUTES } from '../../../../commands/areas/departments/department-commands.ts';

const HeadcountChart = lazy(() => import('./headcount-chart.tsx'));

const NO_DEPARTMENT = 'No department';

export function HeadcountCard({ data }: { data: NonNullable<DashboardData['headcount']> }) {
  const rows = data.departments.map((d) => ({ name: d.department?.name ?? NO_DEPARTMENT, count: d.count }));
  return (
    <Card
      title={`Headcount by department (${data.total.toLocaleString('en')})`}
      to={{ href: DEPARTMENT_ROUTES.list.path }}
    >
      {rows.length === 0 ? (
        <Empty>No active employees.</Empty>
      ) : (
        <>
          <Suspense fallback={<div style={{ height: 32 * rows.length + 40 }} />}>
            <HeadcountChart rows={rows} />
          </Suspense>
          {/* A table is never narrower than its cells: a 1px sr-only wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>Active employees by department</caption>
              <thead>
                <tr>
                  <th scope="col">Department</th>
                  <th scope="col">Employees</th>
                </tr>
              </thead>
              <tbody>
                {data.departments.map((d) => (
                  <tr key={d.department?.id ?? 0}>
                    <th scope="row">{d.department?.name ?? NO_DEPARTMENT}</th>
                    <td>{d.count}</td>
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
