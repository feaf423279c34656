// What a date field reads and writes: DD/MM/YYYY, while the form keeps YYYY-MM-DD for the
// API. Loaded with the date picker (lazy pages and dialogs), never with the first screen.
import { isoDate as iso, isRealDate, MONTH_NAMES as MONTHS } from '../../contract/dates.ts';
import { formatBusinessDate } from './time.ts';

export const DATE_TEXT_FORMAT = 'DD/MM/YYYY';
export const DATE_TEXT_ERROR = {
  format: 'Enter the date as DD/MM/YYYY, e.g. 25/11/2026.',
  month: (m: number) => `There is no month ${m}: enter the date as DD/MM/YYYY.`,
  year: 'Enter a year from 1900 to 2199.',
  day: (text: string, month: number, year: number, days: number) =>
    `${text} is not a date: ${MONTHS[month - 1]} ${year} has ${days} days.`,
  min: (min: string) => `Pick a date on or after ${formatBusinessDate(min)}.`,
  max: (max: string) => `Pick a date on or before ${formatBusinessDate(max)}.`,
} as const;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TEXT = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/** 2026-11-25 → 25/11/2026; '' stays ''; text that is not a stored date is shown as it is. */
export function toDateText(value: string | null | undefined): string {
  const m = value ? ISO.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

export type DateTextResult = { date: string; error?: undefined } | { date?: undefined; error: string };

/**
 * A typed date: "25/11/2026" (also 1/2/2026, 25-11-2026, 25.11.2026, 25112026) → { date: '2026-11-25' };
 * blank → { date: '' }; anything else → { error } saying what is wrong, checked against `min` and `max`
 * (YYYY-MM-DD) when given.
 */
export function readDateText(text: string, bounds: { min?: string; max?: string } = {}): DateTextResult {
  const t = text.trim();
  if (!t) return { date: '' };
  const m = TEXT.exec(t) ?? DIGITS.exec(t);
  if (!m) return { error: DATE_TEXT_ERROR.format };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return { error: DATE_TEXT_ERROR.month(month) };
  if (year < 1900 || year > 2199) return { error: DATE_TEXT_ERROR.year };
  const date = iso(year, month, day);
  if (day < 1 || !isRealDate(date)) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { error: DATE_TEXT_ERROR.day(toDateText(date), month, year, days) };
  }
  if (bounds.min && date < bounds.min) return { error: DATE_TEXT_ERROR.min(bounds.min) };
  if (bounds.max && date > bounds.max) return { error: DATE_TEXT_ERROR.max(bounds.max) };
  return { date };
}
