// The console's own counts (accounts, roles, your unread notifications), below the day's cards.
import type { DashboardData } from '../../../contract/api/dashboard.ts';
import { useText } from '../../i18n/text.ts';

const COUNTERS = [
  { key: 'users', label: 'dashboard.users' },
  { key: 'activeUsers', label: 'dashboard.activeUsers' },
  { key: 'roles', label: 'dashboard.roles' },
  { key: 'unreadNotifications', label: 'dashboard.unreadNotifications' },
] as const;

export function CountersStrip({ counts }: { counts: Pick<DashboardData, (typeof COUNTERS)[number]['key']> }) {
  const t = useText();
  return (
    <dl
      aria-label={t('dashboard.console')}
      className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
    >
      {COUNTERS.map((c) => (
        <div key={c.key} className="flex gap-1">
          <dt>{t('dashboard.counter', { label: t(c.label) })}</dt>
          <dd className="font-semibold tabular-nums">{counts[c.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
