// The date picker's calendar: a WAI-ARIA date-picker dialog (APG "Date Picker Dialog"), loaded the first time a
// calendar opens. The month is a grid of 42 days, Monday first, with one Tab stop on the day in focus: arrows
// move a day or a week, Home/End the week's ends, PageUp/PageDown a month (with Shift a year), Enter or Space
// picks the day, Escape closes; both hand focus back to the button that opened it. Tab stays in the dialog.
import { monthGrid, moveByKey } from '../lib/month-grid.ts';
import { addMonthsToDate as addMonths, dayLabel, monthLabel, monthOf, WEEKDAYS } from '../../contract/dates.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { shownLanguage } from '../i18n/current.ts';
import { useText } from '../i18n/text.ts';
import { businessToday, formatBusinessDate, formatMonth, khmerWeekdayShort, weekdayOf } from '../lib/time.ts';

// In Khmer the month and weekday names are the catalogue's, digits Latin (as src/lib/time.ts writes dates).
/** The calendar's words for a month, a day and the weekday columns (Monday first), in the language on screen. */
function calendarWords() {
  if (shownLanguage() !== 'km') {
    return { month: monthLabel, day: dayLabel, weekdays: WEEKDAYS.map((d) => ({ full: d, short: d.slice(0, 2) })) };
  }
  return {
    month: (month: string) => formatMonth(month.slice(0, 7)),
    day: (date: string) => `${weekdayOf(date)} ${formatBusinessDate(date)}`,
    // 1 January 2001 was a Monday.
    weekdays: WEEKDAYS.map((_, i) => ({
      full: weekdayOf(`2001-01-0${i + 1}`),
      short: khmerWeekdayShort((i + 1) % 7),
    })),
  };
}

export interface DatePickerCalendarProps {
  label: string;
  /** The date in the field (YYYY-MM-DD) or ''. */
  value: string;
  min?: string;
  max?: string;
  /** The button that opened it: a click on it toggles rather than counting as a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
  onPick: (date: string) => void;
  /** `returnFocus`: Escape gives focus back to the button; a click elsewhere leaves it where it went. */
  onClose: (returnFocus: boolean) => void;
}

const clamp = (date: string, min?: string, max?: string) => (min && date < min ? min : max && date > max ? max : date);

const NAV =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700';

export default function DatePickerCalendar({
  label,
  value,
  min,
  max,
  toggle,
  onPick,
  onClose,
}: DatePickerCalendarProps) {
  const t = useText();
  const words = calendarWords();
  const today = businessToday();
  const [focused, setFocused] = useState(() => clamp(value || today, min, max));
  const rootRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the day in focus when it moved by a key (or the calendar just opened), not by the month buttons.
  const moveFocus = useRef(true);
  const headingId = useId();
  const allowed = (date: string) => !(min && date < min) && !(max && date > max);
  const days = monthGrid(monthOf(focused));
  const month = monthOf(focused);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const outside = (e: MouseEvent) => {
      const target = e.target as Node;
      if (rootRef.current?.contains(target) || toggle.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose, toggle]);

  const go = (date: string) => {
    moveFocus.current = true;
    setFocused(date);
  };

  const onGridKey = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (allowed(focused)) onPick(focused);
      return;
    }
    const shifted =
      e.shiftKey && (e.key === 'PageUp' || e.key === 'PageDown')
        ? addMonths(focused, e.key === 'PageUp' ? -12 : 12)
        : e.shiftKey
          ? null
          : moveByKey(focused, e.key);
    if (!shifted) return;
    e.preventDefault();
    e.stopPropagation();
    go(shifted);
  };

  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      // Handled here: the dialog around the field (Headless UI) leaves an event whose default is prevented alone.
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
      return;
    }
    if (e.key !== 'Tab') return;
    const stops = [...(rootRef.current?.querySelectorAll<HTMLElement>('button, [tabindex="0"]') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    e.preventDefault();
    const next = (at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
    stops[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('ui.chooseDate', { label })}
      onKeyDown={onDialogKey}
      className="absolute top-full right-0 z-50 mt-1 w-72 rounded-lg border border-slate-300 bg-white p-3 text-slate-900 shadow-xl dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={NAV}
          aria-label={t('common.previousMonth')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} aria-live="polite" className="text-sm font-semibold">
          {words.month(month)}
        </h2>
        <button
          type="button"
          className={NAV}
          aria-label={t('common.nextMonth')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        className="w-full border-collapse text-center text-sm"
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {words.weekdays.map((d) => (
              <th
                key={d.full}
                scope="col"
                abbr={d.full}
                className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-300"
              >
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, w) => (
            <tr key={w}>
              {days.slice(w * 7, w * 7 + 7).map((date) => {
                const inMonth = monthOf(date) === month;
                const ok = allowed(date);
                return (
                  <td
                    key={date}
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={words.day(date)}
                    aria-selected={date === value ? true : undefined}
                    aria-current={date === today ? 'date' : undefined}
                    aria-disabled={ok ? undefined : true}
                    onClick={() => {
                      if (ok) onPick(date);
                    }}
                    className={`h-8 w-8 cursor-pointer rounded-md tabular-nums focus:outline-2 focus:outline-blue-700 ${
                      date === value
                        ? 'bg-blue-700 font-semibold text-white'
                        : !ok
                          ? 'cursor-not-allowed text-slate-400 line-through dark:text-slate-500'
                          : inMonth
                            ? 'hover:bg-slate-200 dark:hover:bg-slate-700'
                            : 'text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-700'
                    } ${date === today && date !== value ? 'underline decoration-2 underline-offset-2' : ''}`}
                  >
                    {Number(date.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
