// Who is out: approved leave today and this week. Behind it, the leave list filtered to today's approved leave
// (the requests area's "Who is out today" command sets those filters).
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { requestCommandId } from '../../../../commands/areas/requests/request-commands.ts';
import { Card, Empty, muted } from '../card.tsx';
import { dateRange } from '../format.ts';

type Out = NonNullable<DashboardData['out']>;

function People({ label, people, total }: { label: string; people: Out['week']; total: number }) {
  return (
    <div>
      <h3 className="text-sm font-medium">
        {label} ({total})
      </h3>
      {people.length === 0 ? (
        <Empty>Nobody.</Empty>
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

export function OutCard({ data, today }: { data: Out; today: string }) {
  const outToday = data.week.filter((p) => p.start_date <= today && p.end_date >= today);
  const laterThisWeek = data.week.filter((p) => !(p.start_date <= today && p.end_date >= today));
  return (
    <Card title="Who is out" to={{ href: '/leave', command: requestCommandId('leave', 'outToday') }}>
      <People label="Today" people={outToday} total={data.today_total} />
      <People
        label={`Also this week (${dateRange(data.week_from, data.week_to)})`}
        people={laterThisWeek}
        total={data.week_total - data.today_total}
      />
    </Card>
  );
}
