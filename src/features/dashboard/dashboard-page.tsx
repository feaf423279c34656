// The dashboard: what an HR administrator looks at first. One call (GET /dashboard) answers every
// card the user's permissions allow; a card the answer leaves out is not shown. Each card's title links to the
// list behind it.
import { useText } from '../../i18n/text.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { ApprovalsCard } from './cards/approvals-card.tsx';
import { AttendanceCard } from './cards/attendance-card.tsx';
import { HeadcountCard } from './cards/headcount-card.tsx';
import { HolidaysCard } from './cards/holidays-card.tsx';
import { MonthCard } from './cards/month-card.tsx';
import { OutCard } from './cards/out-card.tsx';
import { PayrollCard } from './cards/payroll-card.tsx';
import { ProbationsCard } from './cards/probations-card.tsx';
import { CountersStrip } from './counters-strip.tsx';

export default function DashboardPage() {
  const { data, isLoading, error } = useDashboard();
  const ctx = useCommandContext();
  const d = data?.data.data;
  const t = useText();
  return (
    <section>
      <PageHeader title={t('page./')} />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('dashboard.loadFailed')}
        </p>
      ) : null}
      {isLoading && !d ? <p className="text-sm text-slate-700 dark:text-slate-300">{t('shell.loading')}</p> : null}
      {d ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {d.approvals ? <ApprovalsCard data={d.approvals} /> : null}
          {d.attendance ? <AttendanceCard data={d.attendance} /> : null}
          {d.out ? <OutCard data={d.out} today={d.today} calendar={ctx.permissions.has('calendar:read')} /> : null}
          {d.overtime || d.leave ? <MonthCard overtime={d.overtime} leave={d.leave} /> : null}
          {d.holidays ? <HolidaysCard data={d.holidays} /> : null}
          {d.probations ? (
            <ProbationsCard data={d.probations} today={d.today} canEdit={ctx.permissions.has('employee:update')} />
          ) : null}
          {d.headcount ? <HeadcountCard data={d.headcount} /> : null}
          {d.payroll ? <PayrollCard data={d.payroll} /> : null}
        </div>
      ) : null}
      {d ? <CountersStrip counts={d} /> : null}
      {/* The keys are named as printed on them, in every language. */}
      <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
        {t('dashboard.tipPress')} <kbd className="rounded border px-1 font-mono">{'Ctrl'}</kbd> +{' '}
        <kbd className="rounded border px-1 font-mono">K</kbd> {t('dashboard.tipPalette')}{' '}
        <kbd className="rounded border px-1 font-mono">?</kbd> {t('dashboard.tipShortcuts')}
      </p>
    </section>
  );
}
