// Headcount by department: a bar chart for the eye and a table for screen readers; the departments behind it.
import { lazy, Suspense } from 'react';
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { useText } from '../../../i18n/text.ts';
import { Card, Empty } from '../card.tsx';
import { DEPARTMENT_ROUTES } from '../../../../commands/areas/departments/department-commands.ts';

const HeadcountChart = lazy(() => import('./headcount-chart.tsx'));

export function HeadcountCard({ data }: { data: NonNullable<DashboardData['headcount']> }) {
  const t = useText();
  const noDepartment = t('dashboard.noDepartment');
  const rows = data.departments.map((d) => ({ name: d.department?.name ?? noDepartment, count: d.count }));
  return (
    <Card
      title={t('dashboard.headcount', { count: data.total.toLocaleString('en') })}
      to={{ href: DEPARTMENT_ROUTES.list.path }}
    >
      {rows.length === 0 ? (
        <Empty>{t('dashboard.noActiveEmployees')}</Empty>
      ) : (
        <>
          <Suspense fallback={<div style={{ height: 32 * rows.length + 40 }} />}>
            <HeadcountChart rows={rows} name={t('common.employees')} />
          </Suspense>
          {/* A table is never narrower than its cells: a 1px sr-only wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>{t('dashboard.headcountCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('common.department')}</th>
                  <th scope="col">{t('common.employees')}</th>
                </tr>
              </thead>
              <tbody>
                {data.departments.map((d) => (
                  <tr key={d.department?.id ?? 0}>
                    <th scope="row">{d.department?.name ?? noDepartment}</th>
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
