// Business dates and periods of the attendance pages, as plain text (YYYY-MM-DD, YYYY-MM): stepping a day or a
// month never goes through a time zone, so `[` on 1 March lands on 28 or 29 February whatever the browser's zone.
export { monthLabel } from '../../../contract/month-label.ts';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The month `months` after (or before) a YYYY-MM month. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** 202611 for '2026-11': a month as an entity id. */
export const monthId = (month: string): number => Number(month.replace('-', ''));
/** '2026-11' for 202611. */
export const monthOfId = (id: number): string => `${Math.floor(id / 100)}-${pad(id % 100)}`;

/** The months the palette offers, newest first: `ahead` months after `current`, then `current` and `back` before. */
export function monthsAround(current: string, back = 24, ahead = 1): string[] {
  return Array.from({ length: back + ahead + 1 }, (_, i) => addMonths(current, ahead - i));
}
