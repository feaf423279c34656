// The calendar's date math, on plain YYYY-MM-DD text (never through the browser's time zone): the month grid of
// 42 days (six weeks from the Monday on or before the 1st, whatever weekday the month starts on), the grid's
// keys (arrows, Home/End of the week, PageUp/PageDown a month, clamped to the month's last day); the dates the
// palette understands are in date-text.ts. Month names are the contract's, one list for every screen.
import { MONTH_NAMES as MONTHS } from '../../../contract/month-label.ts';

export { MONTH_NAMES as MONTHS, monthLabel } from '../../../contract/month-label.ts';
export const GRID_DAYS = 42;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Monday first: the working week. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same day `months` later (or earlier), on the month's last day when it has fewer days. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The 42 days the month's grid shows, Monday first. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

export const monthOf = (date: string) => date.slice(0, 7);

/** 'Wednesday, 25 November 2026'. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${WEEKDAYS[weekdayIndex(date)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** '25 Nov 2026' (SPEC.md section 9: DD MMM YYYY). */
export function shortDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${pad(d)} ${MONTHS[m - 1].slice(0, 3)} ${y}`;
}

/** Where a key moves the grid's focused day; null for a key the grid does not handle. */
export function moveByKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** A day as an entity id: 20261125. */
export const dateId = (date: string) => Number(date.replace(/-/g, ''));
export const dateOfId = (id: number) => iso(Math.floor(id / 10000), Math.floor(id / 100) % 100, id % 100);
