// The month as a WAI-ARIA grid (a <table role="grid">): six weeks of seven days, always 42 cells, Monday first.
// One Tab stop (a roving tabindex on the day in focus); the arrows move a day or a week, Home/End go to the
// week's ends, PageUp/PageDown a month (the caller follows into the new month), Enter or Space opens the day.
// Cells are keyed by position, so the focused element survives a month change and focus follows the new day
// without timers. Each day shows its holidays, events and leave (pending dashed and marked, not by colour
// alone), then "+N more".
import { moveByKey } from '../../lib/month-grid.ts';
import { monthOf } from '../../../contract/dates.ts';
import { useText } from '../../i18n/text.ts';
import { weekdayNames } from '../../lib/time.ts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { VISIBLE_ENTRIES, daySummary, halfOf, hiddenEntries, type DayEntry, type DayOut } from './day-entries.ts';

export interface MonthGridProps {
  /** The 42 days shown. */
  days: readonly string[];
  /** The day in focus; its month is the one shown. */
  focused: string;
  today: string;
  entries: ReadonlyMap<string, readonly DayEntry[]>;
  /** How many are out each day (more than a cell lists). */
  out: ReadonlyMap<string, DayOut>;
  label: string;
  describedBy?: string;
  onMove: (date: string) => void;
  onOpen: (date: string) => void;
}

// A day is about 50 px wide on a phone: there a name wraps (breaking anywhere) rather than being cut to "✓ …";
// from the sm width up it stays on one line.
const CHIP = 'block rounded px-1 text-xs leading-4 wrap-anywhere sm:truncate sm:leading-5';

function Chip({ entry, day }: { entry: DayEntry; day: string }) {
  if (entry.type === 'holiday')
    return (
      <span className={`${CHIP} bg-rose-100 font-medium text-rose-900 dark:bg-rose-950 dark:text-rose-100`}>
        <span aria-hidden="true">★ </span>
        {entry.event.title}
      </span>
    );
  if (entry.type === 'event')
    return (
      <span className={`${CHIP} bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100`}>{entry.event.title}</span>
    );
  const half = halfOf(entry.leave, day);
  const pending = entry.leave.status === 'pending';
  return (
    <span
      className={`${CHIP} border ${
        pending
          ? 'border-dashed border-amber-700 italic text-amber-950 dark:border-amber-300 dark:text-amber-100'
          : 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
      }`}
    >
      <span aria-hidden="true">{pending ? '? ' : '✓ '}</span>
      {entry.leave.employee.name}
      {half ? <span aria-hidden="true"> ½</span> : null}
    </span>
  );
}

export function MonthGrid({ days, focused, today, entries, out, label, describedBy, onMove, onOpen }: MonthGridProps) {
  const t = useText();
  const tableRef = useRef<HTMLTableElement>(null);
  const month = monthOf(focused);
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));

  // The day the keys act on: moved at once by each key, before the page has shown it (keys typed quickly —
  // ArrowRight then Enter — act on the day the user moved to, not on the one still on screen). A new `focused`
  // from the page (the address, `t`, a click) takes over.
  const current = useRef(focused);
  const shown = useRef(focused);
  if (shown.current !== focused) shown.current = current.current = focused;

  const focusCell = (date: string) => tableRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();

  // The page shows the day (another month, or `t`): focus follows when it was in the grid already.
  useEffect(() => {
    const table = tableRef.current;
    if (table?.contains(document.activeElement)) focusCell(focused);
  }, [focused]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (!(e.target as HTMLElement).closest('[data-date]')) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(current.current);
      return;
    }
    const next = moveByKey(current.current, e.key);
    if (!next) return;
    e.preventDefault();
    current.current = next;
    // A day of the month on screen takes focus now; one of another month once that month is shown.
    if (monthOf(next) === month) focusCell(next);
    onMove(next);
  };

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={7}
      aria-colcount={7}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse text-sm"
    >
      <thead>
        <tr aria-rowindex={1}>
          {weekdayNames().map((d, i) => (
            <th
              key={d.name}
              scope="col"
              aria-colindex={i + 1}
              className="border border-slate-300 bg-slate-100 py-1 text-xs font-semibold dark:border-slate-700 dark:bg-slate-800"
            >
              <abbr title={d.name} className="no-underline">
                {d.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w} aria-rowindex={w + 2}>
            {week.map((day, i) => {
              const list = entries.get(day) ?? [];
              const outside = monthOf(day) !== month;
              const more = hiddenEntries(list, out.get(day));
              const weekend = i >= 5;
              return (
                <td
                  key={w * 7 + i}
                  role="gridcell"
                  data-date={day}
                  aria-colindex={i + 1}
                  aria-selected={day === focused}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={daySummary(day, list, today, out.get(day), t)}
                  tabIndex={day === focused ? 0 : -1}
                  onFocus={() => day !== focused && onMove(day)}
                  onClick={() => onMove(day)}
                  onDoubleClick={() => onOpen(day)}
                  className={`h-28 cursor-default border border-slate-300 p-1 align-top outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600 dark:border-slate-700 dark:focus-visible:ring-indigo-300 ${
                    outside
                      ? 'bg-slate-50 text-slate-600 dark:bg-slate-950 dark:text-slate-300'
                      : weekend
                        ? 'bg-slate-50 dark:bg-slate-900'
                        : 'bg-white dark:bg-slate-900'
                  } ${day === focused ? 'ring-2 ring-inset ring-indigo-600 dark:ring-indigo-300' : ''}`}
                >
                  <span
                    aria-hidden="true"
                    className={`mb-0.5 inline-block min-w-6 rounded-full px-1 text-center text-xs font-semibold ${
                      day === today ? 'bg-indigo-700 text-white dark:bg-indigo-300 dark:text-slate-950' : ''
                    }`}
                  >
                    {Number(day.slice(8))}
                  </span>
                  <span aria-hidden="true" className="flex flex-col gap-0.5">
                    {list.slice(0, VISIBLE_ENTRIES).map((entry) => (
                      <Chip key={entry.key} entry={entry} day={day} />
                    ))}
                    {/* A click opens the day; the keyboard's way is Enter on the cell (the cell's name says the count). */}
                    {more > 0 ? (
                      <span className="cursor-pointer px-1 text-xs font-medium underline" onClick={() => onOpen(day)}>
                        {t('calendar.more', { count: more })}
                      </span>
                    ) : null}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
