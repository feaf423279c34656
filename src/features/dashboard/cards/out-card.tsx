// Who is out: approved leave today and this week. Behind it, the leave list filtered to today's approved leave
// (the requests area's "Who is out today" command sets those filters).
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { requestCommandId } from '../../../../commands/areas/requests/request-commands.ts';
import { Card, CardLink, Empty, muted } from '../card.tsx';
import { dateRange } from '../format.ts';
import { useText } from '../../../i18n/text.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';

type Out = NonNullable<DashboardData['out']>;

function People({ label, people, total }: { label: string; people: Out['week']; total: number }) {
  const t = useText();
  return (
    <div>
      <h3 className="text-sm font-medium">
        {label} ({total})
      </h3>
      {people.length === 0 ? (
        <Empty>{t('dashboard.nobody')}</Empty>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {people.map((p) => (
            <li key={p.request_id} className="flex min-w-0 flex-wrap justify-between gap-x-2">
              <span className="truncate font-medium">{p.employee.full_name}</span>
              <span className={muted}>
                {p.leave_type}, {dateRange(p.start_date, p.end_date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OutCard({ data, today, calendar }: { data: Out; today: string; calendar: boolean }) {
  const outToday = data.week.filter((p) => p.start_date <= today && p.end_date >= today);
  const laterThisWeek = data.week.filter((p) => !(p.start_date <= today && p.end_date >= today));
  const t = useText();
  return (
    <Card
      title={t('dashboard.whoIsOut')}
      to={{ href: REQUEST_KIND_META.leave.route, command: requestCommandId('leave', 'outToday') }}
    >
      <People label={t('common.today')} people={outToday} total={data.today_total} />
      <People
        label={t('dashboard.alsoThisWeek', { range: dateRange(data.week_from, data.week_to) })}
        people={laterThisWeek}
        total={data.week_total - data.today_total}
      />
      {calendar ? (
        <CardLink to={{ href: `/calendar?date=${today}&day=open` }} className="text-sm underline">
          {t('dashboard.todayOnCalendar')}
        </CardLink>
      ) : null}
    </Card>
  );
}
