// How request values read (SPEC.md section 9 formats). Dates of requests are calendar days and times are
// wall-clock times in Asia/Phnom_Penh already: they are reformatted, never shifted through a time zone.
import { formatBusinessDate, formatWallTime } from '../../lib/time.ts';

/** A request's day reads DD MMM YYYY and its times hh:mmA, through the app's one set of formatters. */
export const formatDay = formatBusinessDate;
export const formatClock = formatWallTime;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
export const formatDays = (n: number) => plural(n, 'day');
export const formatHours = (n: number) => plural(n, 'hour');

/** "12 May 2026 (afternoon) – 14 May 2026 (morning)": a half day starts at midday or ends at midday. */
export function leaveDates(r: {
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
}): string {
  const start = `${formatDay(r.start_date)}${r.start_half ? ' (afternoon)' : ''}`;
  if (r.start_date === r.end_date) return r.end_half ? `${formatDay(r.end_date)} (morning)` : start;
  return `${start} – ${formatDay(r.end_date)}${r.end_half ? ' (morning)' : ''}`;
}

/** "06:00PM – 08:00PM", or the hours when only those were given. */
export function overtimeSpan(r: { start_time: string | null; end_time: string | null; hours: number }): string {
  return r.start_time && r.end_time
    ? `${formatClock(r.start_time)} – ${formatClock(r.end_time)}`
    : formatHours(r.hours);
}
