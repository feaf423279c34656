// Probations ending soon (the server's window, 30 days), soonest first; a person links to their record for
// whoever may edit it.
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { formatBusinessDate } from '../../../lib/time.ts';
import { Card, CardLink, Empty, muted } from '../card.tsx';
import { useText } from '../../../i18n/text.ts';
import { daysBetween } from '../../../../contract/dates.ts';
import { EMPLOYEE_ROUTES } from '../../../../commands/areas/employees/employee-commands.ts';

type Probations = NonNullable<DashboardData['probations']>;

export function ProbationsCard({ data, today, canEdit }: { data: Probations; today: string; canEdit: boolean }) {
  const rest = data.total - data.items.length;
  const t = useText();
  return (
    <Card
      title={t('dashboard.probations', { days: data.within_days, count: data.total })}
      to={{ href: EMPLOYEE_ROUTES.list.path }}
    >
      {data.items.length === 0 ? (
        <Empty>{t('dashboard.noProbations', { days: data.within_days })}</Empty>
      ) : (
        <ul className="space-y-1 text-sm">
          {data.items.map((e) => {
            const days = daysBetween(today, e.probation_end_date);
            return (
              <li key={e.id} className="flex min-w-0 flex-wrap justify-between gap-x-2">
                {canEdit ? (
                  <CardLink to={{ href: `/employee/edit/${e.id}` }} className="truncate font-medium underline">
                    {e.full_name}
                  </CardLink>
                ) : (
                  <span className="truncate font-medium">{e.full_name}</span>
                )}
                <span className={muted}>
                  {formatBusinessDate(e.probation_end_date)}{' '}
                  {days === 0 ? t('dashboard.endsToday') : t('dashboard.endsIn', { days })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {rest > 0 ? <p className={muted}>{t('dashboard.andMore', { count: rest })}</p> : null}
    </Card>
  );
}
