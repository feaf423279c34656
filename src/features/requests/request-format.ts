// How request values read. Dates of requests are calendar days and times are wall-clock times in Asia/Phnom_Penh
// already: they are reformatted, never shifted through a time zone.
import { textNow } from '../../i18n/text.ts';
import { formatBusinessDate, formatBusinessDateNumeric, formatWallTime } from '../../lib/time.ts';

/** A request's day reads DD MMM YYYY in details and summaries, DD/MM/YYYY in a list's cells (beside the Filed
 * moment), and its times hh:mmA, through the app's one set of formatters. */
export const formatDay = formatBusinessDate;
export const formatDayCell = formatBusinessDateNumeric;
export const formatClock = formatWallTime;

export const formatDays = (n: number) => textNow('requests.dayCount', { count: n });
export const formatHours = (n: number) => textNow('requests.hourCount', { count: n });

/** "12 May 2026 (afternoon) – 14 May 2026 (morning)" (in a list: "12/05/2026 (afternoon) – …"): a half day
 * starts at midday or ends at midday. */
export function leaveDates(
  r: {
    start_date: string;
    end_date: string;
    start_half: boolean;
    end_half: boolean;
  },
  day: (iso: string) => string = formatDay,
): string {
  const afternoon = r.start_half ? textNow('requests.afternoonMark') : '';
  const morning = r.end_half ? textNow('requests.morningMark') : '';
  const start = `${day(r.start_date)}${afternoon}`;
  if (r.start_date === r.end_date) return r.end_half ? `${day(r.end_date)}${morning}` : start;
  return `${start} – ${day(r.end_date)}${morning}`;
}

/** "06:00PM – 08:00PM", or the hours when only those were given. */
export function overtimeSpan(r: { start_time: string | null; end_time: string | null; hours: number }): string {
  return r.start_time && r.end_time
    ? `${formatClock(r.start_time)} – ${formatClock(r.end_time)}`
    : formatHours(r.hours);
}
