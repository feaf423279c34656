// What each day of the grid shows, from one range answer: holidays first, then company events, then leave
// (approved before pending). An event over several days sits on each of them; a leave sits on its working days
// only (a weekend or holiday inside it is not a day off taken). Also what a screen reader hears for a day.
import type { CalendarData, CalendarLeave } from '../../../contract/api/calendar.ts';
import type { CalendarEventItem } from '../../../contract/api/requests-holidays.ts';
import { addDays, dayLabel } from '../../../commands/areas/calendar/calendar-dates.ts';
import { isWorkingDay } from '../../../contract/working-days.ts';

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
  for (const leave of data.leave ?? []) {
    for (
      let d = leave.start_date < first ? first : leave.start_date;
      d <= leave.end_date && d <= last;
      d = addDays(d, 1)
    )
      if (isWorkingDay(d, holidays)) add(d, { type: 'leave', key: `l${leave.id}`, leave });
  }
  for (const list of out.values()) list.sort((a, b) => rank(a) - rank(b));
  return out;
}

/** "Morning" / "Afternoon" when the leave takes only half of this day. */
export function halfOf(leave: CalendarLeave, day: string): string | null {
  if (day === leave.start_date && leave.start_half) return 'Afternoon';
  if (day === leave.end_date && leave.end_half) return 'Morning';
  return null;
}

export const leaveStatusLabel = (leave: CalendarLeave) => (leave.status === 'approve' ? 'Approved' : 'Pending');

/** "Wednesday, 25 November 2026, today. Holiday: Water Festival. 2 out (1 pending)." */
export function daySummary(day: string, entries: readonly DayEntry[], today: string): string {
  const parts = [`${dayLabel(day)}${day === today ? ', today' : ''}.`];
  const holidays = entries.filter((e) => e.type === 'holiday').map((e) => (e.type === 'holiday' ? e.event.title : ''));
  const events = entries.filter((e) => e.type === 'event').map((e) => (e.type === 'event' ? e.event.title : ''));
  const leave = entries.flatMap((e) => (e.type === 'leave' ? [e.leave] : []));
  if (holidays.length) parts.push(`Holiday: ${holidays.join(', ')}.`);
  if (events.length) parts.push(`${events.length === 1 ? 'Event' : 'Events'}: ${events.join(', ')}.`);
  if (leave.length) {
    const pending = leave.filter((l) => l.status === 'pending').length;
    parts.push(`${leave.length} out${pending ? ` (${pending} pending)` : ''}.`);
  }
  return parts.join(' ');
}
