// The next public holidays, with the holiday list behind it; each holiday opens its month in the calendar.
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { formatBusinessDate, weekdayOf } from '../../../lib/time.ts';
import { useText } from '../../../i18n/text.ts';
import { Card, CardLink, Empty, muted } from '../card.tsx';
import { LEAVE_ROUTES } from '../../../../commands/areas/leave/leave-commands.ts';

export function HolidaysCard({ data }: { data: NonNullable<DashboardData['holidays']> }) {
  const t = useText();
  return (
    <Card title={t('dashboard.upcomingHolidays')} to={{ href: LEAVE_ROUTES.holidays.path }}>
      {data.items.length === 0 ? (
        <Empty>{t('dashboard.noHolidays')}</Empty>
      ) : (
        <ul className="space-y-1 text-sm">
          {data.items.map((h) => (
            <li key={h.id} className="flex min-w-0 flex-wrap justify-between gap-x-2">
              <CardLink to={{ href: `/calendar?date=${h.date}` }} className="truncate font-medium underline">
                {h.title}
              </CardLink>
              <span className={muted}>
                {weekdayOf(h.date)}, {formatBusinessDate(h.date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
