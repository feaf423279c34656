// What each day of the grid shows, from one range answer: holidays first, then company events, then leave
// (approved before pending). An event over several days sits on each of them; a leave sits on its working days
// only (a weekend or holiday inside it is not a day off taken). The answer lists the first few people out on a
// day and counts them all (leave_days): "+N more" and what a screen reader hears for a day come from the counts.
import { addDays } from '../../../contract/dates.ts';
import type { CalendarKindName } from '../../../contract/calendar-labels.ts';
import type { CalendarData, CalendarLeave } from '../../../contract/api/calendar.ts';
import type { CalendarEventItem } from '../../../contract/api/calendar-events.ts';
import { isWorkingDay } from '../../../contract/working-days.ts';
import { textNow, type Text } from '../../i18n/text.ts';
import { formatLongDay } from '../../lib/time.ts';

export type DayEntry =
  | { type: 'holiday'; key: string; event: CalendarEventItem }
  | { type: 'event'; key: string; event: CalendarEventItem }
  | { type: 'leave'; key: string; leave: CalendarLeave };

/** A day's cell shows this many entries, then "+N more". */
export const VISIBLE_ENTRIES = 3;

const rank = (e: DayEntry) =>
  e.type === 'holiday' ? 0 : e.type === 'event' ? 1 : e.leave.status === 'approve' ? 2 : 3;

export function entriesByDay(days: readonly string[], data: CalendarData | undefined): Map<string, DayEntry[]> {
  const out = new Map<string, DayEntry[]>(days.map((d) => [d, []]));
  if (!data) return out;
  const first = days[0];
  const last = days[days.length - 1];
  const add = (day: string, entry: DayEntry) => out.get(day)?.push(entry);
  const holidays = new Set(data.events.filter((e) => e.kind === 'holiday').map((e) => e.event_date));
  for (const event of data.events) {
    const type = event.kind === 'holiday' ? 'holiday' : 'event';
    const end = event.end_date ?? event.event_date;
    for (let d = event.event_date < first ? first : event.event_date; d <= end && d <= last; d = addDays(d, 1))
      add(d, { type, key: `e${event.id}`, event });
  }
  // The server's counts say which days are leave days (it knows the holidays even when the kind filter hides them).
  const counted = data.leave_days ? new Set(data.leave_days.map((d) => d.date)) : null;
  for (const leave of data.leave ?? []) {
    for (
      let d = leave.start_date < first ? first : leave.start_date;
      d <= leave.end_date && d <= last;
      d = addDays(d, 1)
    )
      if (counted ? counted.has(d) : isWorkingDay(d, holidays)) add(d, { type: 'leave', key: `l${leave.id}`, leave });
  }
  for (const list of out.values()) list.sort((a, b) => rank(a) - rank(b));
  return out;
}

export interface DayOut {
  approved: number;
  pending: number;
}

/** How many are out each day: the answer's counts (everyone, listed or not), else the leave it lists. */
export function outByDay(days: readonly string[], data: CalendarData | undefined): Map<string, DayOut> {
  const out = new Map<string, DayOut>();
  if (data?.leave_days) {
    for (const d of data.leave_days) out.set(d.date, { approved: d.approved, pending: d.pending });
    return out;
  }
  for (const [day, list] of entriesByDay(days, data)) {
    const leave = list.flatMap((e) => (e.type === 'leave' ? [e.leave] : []));
    if (leave.length) {
      const pending = leave.filter((l) => l.status === 'pending').length;
      out.set(day, { approved: leave.length - pending, pending });
    }
  }
  return out;
}

/** Entries a day has beyond those its cell shows: the listed holidays and events, and everyone out. */
export function hiddenEntries(entries: readonly DayEntry[], out: DayOut | undefined): number {
  const others = entries.filter((e) => e.type !== 'leave').length;
  const leave = out ? out.approved + out.pending : entries.length - others;
  return Math.max(0, others + leave - VISIBLE_ENTRIES);
}

/** "Morning" / "Afternoon" when the leave takes only half of this day. */
export function halfOf(leave: CalendarLeave, day: string, t: Text = textNow): string | null {
  if (day === leave.start_date && leave.start_half) return t('calendar.afternoon');
  if (day === leave.end_date && leave.end_half) return t('calendar.morning');
  return null;
}

export const leaveStatusLabel = (leave: CalendarLeave, t: Text = textNow) =>
  t(leave.status === 'approve' ? 'calendar.approved' : 'calendar.pending');

/** A kind of entry as the screens name it ("Public holiday"). */
export const kindText = (t: Text, kind: CalendarKindName) => t(`calendar.kind.${kind}`);

/** "Wednesday, 25 November 2026, today. Holiday: Water Festival. 2 out (1 pending)." */
export function daySummary(
  day: string,
  entries: readonly DayEntry[],
  today: string,
  out?: DayOut,
  t: Text = textNow,
): string {
  const parts = [t(day === today ? 'calendar.dayToday' : 'calendar.day', { day: formatLongDay(day) })];
  const holidays = entries.filter((e) => e.type === 'holiday').map((e) => (e.type === 'holiday' ? e.event.title : ''));
  const events = entries.filter((e) => e.type === 'event').map((e) => (e.type === 'event' ? e.event.title : ''));
  if (holidays.length) parts.push(t('calendar.holidays', { names: holidays.join(', ') }));
  if (events.length) parts.push(t('calendar.events', { count: events.length, names: events.join(', ') }));
  if (out && out.approved + out.pending > 0) {
    const count = out.approved + out.pending;
    parts.push(out.pending ? t('calendar.outPending', { count, pending: out.pending }) : t('calendar.out', { count }));
  }
  return parts.join(' ');
}
