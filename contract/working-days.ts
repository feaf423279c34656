// Leave days: working days only (weekends and public holidays are not counted), in halves, unless the leave type
// counts calendar days (maternity leave: every day of the span). A leave covers
// half-day slots (morning, afternoon), which is also how two leaves are found to overlap. Shared: the server
// counts with it on submit, the leave form previews the same count.
import { WEEKEND_DAYS } from './api/requests.ts';
import { addDays, dayNumber } from './dates.ts';

export function isWorkingDay(iso: string, holidays: ReadonlySet<string>): boolean {
  return !WEEKEND_DAYS.has(new Date(`${iso}T00:00:00Z`).getUTCDay()) && !holidays.has(iso);
}

export interface LeaveSpan {
  start_date: string;
  end_date: string;
  /** The first day starts at midday. */
  start_half: boolean;
  /** The last day ends at midday. */
  end_half: boolean;
}

/** Working days of the span (every day with `calendarDays`), in halves: a half-day flag takes half of its day when
 * that day counts. */
export function leaveDays(span: LeaveSpan, holidays: ReadonlySet<string>, calendarDays = false): number {
  let halves = 0;
  for (let d = span.start_date; d <= span.end_date; d = addDays(d, 1)) {
    if (!calendarDays && !isWorkingDay(d, holidays)) continue;
    let h = 2;
    if (d === span.start_date && span.start_half) h--;
    if (d === span.end_date && span.end_half) h--;
    halves += Math.max(0, h);
  }
  return halves / 2;
}

/** The half-day slots [first, last] a span covers: two per day, morning then afternoon. */
export function slots(span: LeaveSpan): [number, number] {
  return [
    dayNumber(span.start_date) * 2 + (span.start_half ? 1 : 0),
    dayNumber(span.end_date) * 2 + (span.end_half ? 0 : 1),
  ];
}

export function overlaps(a: LeaveSpan, b: LeaveSpan): boolean {
  const [a1, a2] = slots(a);
  const [b1, b2] = slots(b);
  return a1 <= b2 && b1 <= a2;
}
