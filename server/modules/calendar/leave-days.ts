// Who is out on each working day of a range, from every leave touching it: each day's counts in full, and which
// leave to list, the first `perDay` of each day in the grid's order (approved before pending, then by first day
// and id). A weekend or holiday inside a leave is not a day off taken (contract/working-days.ts), so it neither
// counts nor lists. Pure, so the rule is tested without a database.
import type { CalendarLeaveDay } from '../../../contract/api/calendar.ts';
import { isWorkingDay } from '../../../contract/working-days.ts';
import type { LeaveGroup } from './repository.ts';

interface LeaveSpan {
  id: number;
  status: string;
  start_date: string;
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

/** `dates`: the range's days in order; leave outside it is ignored. */
export function leaveByDay(
  groups: readonly LeaveGroup[],
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
  /** The range's columns a group covers, or null outside it. */
  const columnsOf = (g: LeaveGroup) =>
    n === 0 || g.end_date < dates[0] || g.start_date > dates[n - 1]
      ? null
      : {
          first: g.start_date <= dates[0] ? 0 : index.get(g.start_date)!,
          last: g.end_date >= dates[n - 1] ? n - 1 : index.get(g.end_date)!,
        };
  const listable: (LeaveSpan & { first: number; last: number })[] = [];
  for (const group of groups) {
    const columns = columnsOf(group);
    if (!columns) continue;
    const counts = group.status === 'approve' ? approved : pending;
    for (let i = columns.first; i <= columns.last; i++) if (working[i]) counts[i] += group.count;
    for (const id of group.ids.slice(0, perDay))
      listable.push({ id, status: group.status, start_date: group.start_date, ...columns });
  }
  for (const span of listable.sort(byGridOrder)) {
    for (let i = span.first; i <= span.last; i++) {
      if (!working[i] || kept[i] >= perDay) continue;
      kept[i]++;
      listed.add(span.id);
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
