// The pay period: the dates an attendance month covers, named by the month it ends in. With start day 1 it is the
// calendar month; with start day 26, "2026-11" runs 2026-10-26 … 2026-11-25. Attendance closes a period and
// payroll pays it; both read the start day from the company's schedule.
import { addDays, addMonths, lastDayOf } from '../../contract/dates.ts';

/** The first and last date of a period. */
export function periodRange(month: string, startDay: number): { from: string; to: string } {
  if (startDay <= 1) return { from: `${month}-01`, to: lastDayOf(month) };
  const dd = String(startDay).padStart(2, '0');
  return { from: `${addMonths(month, -1)}-${dd}`, to: addDays(`${month}-${dd}`, -1) };
}

/** The period a date falls in. */
export function periodOf(date: string, startDay: number): string {
  const month = date.slice(0, 7);
  return startDay > 1 && Number(date.slice(8, 10)) >= startDay ? addMonths(month, 1) : month;
}
