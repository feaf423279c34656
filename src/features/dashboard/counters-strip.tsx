// The console's own counts (accounts, roles, your unread notifications), below the day's cards.
import type { DashboardData } from '../../../contract/api/dashboard.ts';

const COUNTERS = [
  { key: 'users', label: 'Users' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'roles', label: 'Roles' },
  { key: 'unreadNotifications', label: 'Unread notifications' },
] as const;

export function CountersStrip({ counts }: { counts: Pick<DashboardData, (typeof COUNTERS)[number]['key']> }) {
  return (
    <dl aria-label="Console" className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {COUNTERS.map((c) => (
        <div key={c.key} className="flex gap-1">
          <dt>{c.label}:</dt>
          <dd className="font-semibold tabular-nums">{counts[c.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
