// /calendar: the month grid (?date=YYYY-MM-DD is the day in focus, 'today' or none for today; &day=open opens
// that day's panel, as "Who is out today" and "Who is out on…" do). Holidays, company events and leave in one
// call per month view; filters by department, team, office and kind.
import { monthGrid } from '../../lib/month-grid.ts';
import { addMonthsToDate as addMonths, isRealDate, monthOf } from '../../../contract/dates.ts';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CALENDAR_KIND_NAMES } from '../../../contract/calendar-labels.ts';
import { dateEntity } from '../../../commands/areas/calendar/calendar-commands.ts';
import { useText } from '../../i18n/text.ts';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { Toolbar } from '../../ui/command-buttons.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { OrganisationSelects } from '../../ui/organisation-selects.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useCalendarRange } from './api/calendar-api.ts';
import { entriesByDay, kindText, outByDay } from './day-entries.ts';
import { MonthGrid } from './month-grid.tsx';
import {
  calendarView,
  hasCalendarFilters,
  NO_CALENDAR_FILTERS,
  rangeQuery,
  type CalendarFilters,
} from './view-state.ts';

const yearEntity = (date: string) => ({ kind: 'calendarYear', id: Number(date.slice(0, 4)), name: date.slice(0, 4) });

function setFilter<K extends keyof CalendarFilters>(key: K, value: CalendarFilters[K]) {
  calendarView.filters[key] = value;
}

function Legend({ id }: { id: string }) {
  const t = useText();
  const item = 'inline-flex items-center gap-1';
  return (
    <p id={id} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      <span className={item}>
        <span className="rounded bg-rose-100 px-1 text-rose-900 dark:bg-rose-950 dark:text-rose-100">
          {t('calendar.legendHoliday')}
        </span>
        {t('calendar.legendHolidayText')}
      </span>
      <span className={item}>
        <span className="rounded bg-sky-100 px-1 text-sky-950 dark:bg-sky-950 dark:text-sky-100">
          {t('calendar.legendEvent')}
        </span>
        {t('calendar.legendEventText')}
      </span>
      <span className={item}>
        <span className="rounded border border-emerald-700 px-1 dark:border-emerald-400">
          {t('calendar.legendApproved')}
        </span>
        {t('calendar.legendApprovedText')}
      </span>
      <span className={item}>
        <span className="rounded border border-dashed border-amber-700 px-1 italic dark:border-amber-300">
          {t('calendar.legendPending')}
        </span>
        {t('calendar.legendPendingText')}
      </span>
      <span className={item}>{t('calendar.legendHalf')}</span>
    </p>
  );
}

export default function CalendarPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const view = useSnapshot(calendarView);
  const ctx = useCommandContext();
  const today = businessToday();
  const asked = params.get('date');
  const focused = asked && isRealDate(asked) ? asked : today;
  const openDay = params.get('day') === 'open';
  const keysId = useId();
  const legendId = useId();
  const headingId = useId();

  // The commands read the day in focus ("Add event" starts on it).
  useEffect(() => {
    calendarView.date = focused;
    return () => void (calendarView.date = '');
  }, [focused]);

  // What the day panel asked for (edit, delete, add an event), once it has closed.
  const { dialog } = useSnapshot(ui);
  useEffect(() => {
    const next = view.next;
    if (dialog || !next) return;
    calendarView.next = null;
    void runCommand(next.id, next.arg, 'button');
  }, [dialog, view.next]);

  // "Who is out on…": the day's panel opens once, and the address keeps only the day.
  useEffect(() => {
    if (!openDay) return;
    setParams({ date: focused }, { replace: true });
    ctx.openDialog('calendar.day', dateEntity(focused));
  }, [openDay, focused, setParams, ctx]);

  const days = monthGrid(monthOf(focused));
  const { data, error, isLoading } = useCalendarRange(rangeQuery(days[0], days[days.length - 1], view.filters));
  const shown = data?.data.from === days[0] ? data.data : undefined;
  const entries = entriesByDay(days, shown);
  const out = outByDay(days, shown);
  const go = (date: string) => setParams({ date }, { replace: true });
  const canSeeLeave = ctx.permissions.has('leaveRequest:read');

  return (
    <section>
      <PageHeader title={t('page./calendar')}>
        <Toolbar group="Calendar" />
      </PageHeader>
      <FilterDisclosure
        role="search"
        aria-label={t('calendar.filters')}
        panelClassName="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-4"
        active={activeCount(Object.values(view.filters))}
      >
        <OrganisationSelects value={view.filters} onChange={setFilter} />
        <SelectField
          label={t('calendar.kind')}
          placeholder={t('calendar.allKinds')}
          options={CALENDAR_KIND_NAMES.filter((k) => k !== 'leave' || canSeeLeave).map((k) => ({
            value: k,
            label: kindText(t, k),
          }))}
          value={view.filters.kind}
          onChange={(e) => setFilter('kind', e.target.value as CalendarFilters['kind'])}
        />
      </FilterDisclosure>
      {hasCalendarFilters(view.filters) ? (
        <Button size="sm" className="mb-2" onClick={() => (calendarView.filters = { ...NO_CALENDAR_FILTERS })}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => go(addMonths(focused, -1))} aria-label={t('common.previousMonth')}>
          {t('calendar.previous')}
        </Button>
        <Button size="sm" onClick={() => go(addMonths(focused, 1))} aria-label={t('common.nextMonth')}>
          {t('calendar.next')}
        </Button>
        <Button size="sm" onClick={() => go(today)}>
          {t('common.today')}
        </Button>
        <h2 id={headingId} className="ml-2 text-lg font-semibold" aria-live="polite">
          {formatMonth(focused)}
        </h2>
        {ctx.permissions.has('calendar:create') ? (
          <Button
            size="sm"
            className="ml-auto"
            onClick={() => void runCommand('calendar.addPublicHolidays', yearEntity(focused), 'button')}
          >
            {t('calendar.addHolidaysOf', { year: focused.slice(0, 4) })}
          </Button>
        ) : null}
      </div>
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('calendar.loadFailed') : isLoading ? t('calendar.loading') : ''}
        {!canSeeLeave ? ` ${t('calendar.leaveHidden')}` : ''}
      </p>
      <p id={keysId} className="sr-only">
        {t('calendar.keys')}
      </p>
      <div className="overflow-x-auto" aria-busy={isLoading || undefined}>
        <MonthGrid
          days={days}
          focused={focused}
          today={today}
          entries={entries}
          out={out}
          label={formatMonth(focused)}
          describedBy={`${keysId} ${legendId}`}
          onMove={go}
          onOpen={(date) => {
            go(date);
            calendarView.date = date;
            void runCommand('calendar.openDay', undefined, 'shortcut');
          }}
        />
      </div>
      <Legend id={legendId} />
    </section>
  );
}
