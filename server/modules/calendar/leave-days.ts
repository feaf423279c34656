// Who is out on each working day of a range, from every leave span touching it: each day's counts in full, and
// which leave to list, the first `perDay` of each day in the grid's order (approved before pending, then by first
// day and id). A weekend or holiday inside a leave is not a day off taken (contract/working-days.ts), so it
// neither counts nor lists. Pure, so the rule is tested without a database.
import type { CalendarLeaveDay } from '../../../contract/api/calendar.ts';
import { isWorkingDay } from '../../../contract/working-days.ts';

export interface LeaveSpan {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
}

export interface LeaveByDay {
  /** The working days someone is out on, in date order. */
  days: CalendarLeaveDay[];
  /** The ids of the leave to list. */
  listed: Set<number>;
  /** Some day has more leave than it lists. */
  capped: boolean;
}

// Plain comparison of the ISO dates, not localeCompare: a month's grid sorts thousands of spans per call.
const byGridOrder = (a: LeaveSpan, b: LeaveSpan) =>
  Number(a.status !== 'approve') - Number(b.status !== 'approve') ||
  (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id);

/** `dates`: the range's days in order; spans outside it are ignored. */
export function leaveByDay(
  spans: readonly LeaveSpan[],
  dates: readonly string[],
  holidays: ReadonlySet<string>,
  perDay: number,
): LeaveByDay {
  const n = dates.length;
  const index = new Map(dates.map((d, i) => [d, i]));
  const working = dates.map((d) => isWorkingDay(d, holidays));
  const approved = new Array<number>(n).fill(0);
  const pending = new Array<number>(n).fill(0);
  const kept = new Array<number>(n).fill(0);
  const listed = new Set<number>();
  for (const span of [...spans].sort(byGridOrder)) {
    if (n === 0 || span.end_date < dates[0] || span.start_date > dates[n - 1]) continue;
    const first = span.start_date <= dates[0] ? 0 : index.get(span.start_date)!;
    const last = span.end_date >= dates[n - 1] ? n - 1 : index.get(span.end_date)!;
    for (let i = first; i <= last; i++) {
      if (!working[i]) continue;
      if (span.status === 'approve') approved[i]++;
      else pending[i]++;
      if (kept[i] < perDay) {
        kept[i]++;
        listed.add(span.id);
      }
    }
  }
  const days: CalendarLeaveDay[] = [];
  let capped = false;
  for (let i = 0; i < n; i++) {
    const out = approved[i] + pending[i];
    if (out === 0) continue;
    days.push({ date: dates[i], approved: approved[i], pending: pending[i] });
    if (out > kept[i]) capped = true;
  }
  return { days, listed, capped };
}
