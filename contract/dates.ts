// Calendar dates (YYYY-MM-DD) and months (YYYY-MM) as plain text, for the web app, the commands and the server:
// stepping a day or a month never goes through a time zone, so the day before 1 March is 28 or 29 February
// whatever the machine's zone. A month reads the same everywhere ("November 2026").
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' for '2026-11' or a day of it. */
export function monthLabel(monthOrDate: string): string {
  const [y, m] = monthOrDate.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-11-05' for (2026, 11, 5). */
export const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Days since 1970-01-01 of a date: two dates' difference in days. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The date `days` after (or before) a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The month `months` after (or before) a YYYY-MM month. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** 28 to 31. */
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same day `months` later (or earlier) of a YYYY-MM-DD date, on the month's last day when it has fewer. */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m] = addMonths(date.slice(0, 7), months).split('-').map(Number);
  return isoDate(y, m, Math.min(Number(date.slice(8, 10)), daysInMonth(y, m)));
}

/** The month (YYYY-MM) of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The last date of a YYYY-MM month. */
export const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

/** A YYYY-MM-DD text that names a day of the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export const isoWeekday = (date: string) => weekdayIndex(date) + 1;

/** Monday first: the working week. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Wednesday, 25 November 2026'. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${WEEKDAYS[weekdayIndex(date)]}, ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** '25 Nov 2026' (DD MMM YYYY). */
export function shortDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${pad(d)} ${MONTH_NAMES[m - 1].slice(0, 3)} ${y}`;
}
