// This month's approved overtime hours and leave days (either, as the caller's permissions allow).
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, CardLink, muted } from '../card.tsx';
import { useText } from '../../../i18n/text.ts';
import { formatMonth } from '../../../lib/time.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';

export function MonthCard({ overtime, leave }: Pick<DashboardData, 'overtime' | 'leave'>) {
  const month = (overtime ?? leave)!.month;
  const t = useText();
  return (
    <Card title={t('dashboard.thisMonth', { month: formatMonth(month) })}>
      <dl className="grid grid-cols-2 gap-2">
        {overtime ? (
          <div className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
            <dt className="text-xs text-slate-700 dark:text-slate-300">
              <CardLink to={{ href: REQUEST_KIND_META.overtime.route }}>{t('dashboard.overtimeHours')}</CardLink>
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{overtime.hours.toLocaleString('en')}</dd>
            <dd className={muted}>{t('dashboard.approvedRequests', { count: overtime.requests })}</dd>
          </div>
        ) : null}
        {leave ? (
          <div className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
            <dt className="text-xs text-slate-700 dark:text-slate-300">
              <CardLink to={{ href: REQUEST_KIND_META.leave.route }}>{t('dashboard.leaveDays')}</CardLink>
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{leave.days.toLocaleString('en')}</dd>
            <dd className={muted}>{t('dashboard.approvedRequests', { count: leave.requests })}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
