import { PageHeader } from '../../ui/page-header.tsx';
import { useDashboard } from './api/get-dashboard.ts';

const CARDS = [
  { key: 'users', label: 'Users' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'roles', label: 'Roles' },
  { key: 'unreadNotifications', label: 'Unread notifications' },
] as const;

export default function DashboardPage() {
  const { data, isLoading, error } = useDashboard();
  const counts = data?.data.data;
  return (
    <section>
      <PageHeader title="Dashboard" />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The dashboard could not be loaded.
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isLoading || undefined}>
        {CARDS.map((c) => (
          <div
            key={c.key}
            className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">{c.label}</dt>
            <dd className="mt-1 text-3xl font-semibold">
              {counts ? (
                counts[c.key]
              ) : (
                <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-700">
                  <span className="sr-only">Loading</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Tip: press <kbd className="rounded border px-1 font-mono">Ctrl</kbd> +{' '}
        <kbd className="rounded border px-1 font-mono">K</kbd> for the command palette, or{' '}
        <kbd className="rounded border px-1 font-mono">?</kbd> for all shortcuts.
      </p>
    </section>
  );
}
