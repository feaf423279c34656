// The calendar's date math, on plain YYYY-MM-DD text (never through the browser's time zone): the month grid of
// 42 days (six weeks from the Monday on or before the 1st, whatever weekday the month starts on), the grid's
// keys (arrows, Home/End of the week, PageUp/PageDown a month, clamped to the month's last day), and the dates
// the palette understands ("25 Dec", "25/12/2026", "2026-12-25", "tomorrow", "next friday").
export const GRID_DAYS = 42;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const MONTHS = [
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
];
/** Monday first: the working week. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

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

/** 'November 2026' for '2026-11' or a day of it. */
export function monthLabel(monthOrDate: string): string {
  const [y, m] = monthOrDate.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

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

const monthIndex = (word: string) => {
  const w = word.toLowerCase();
  if (w.length < 3) return -1;
  return MONTHS.findIndex((m) => m.toLowerCase().startsWith(w));
};
const weekdayOf = (word: string) => {
  const w = word.toLowerCase();
  if (w.length < 3) return -1;
  return WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(w));
};

/** The next occurrence of a month and day on or after today (this year, else next year). */
function nextOccurrence(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = iso(y, month, day);
    if (isRealDate(date) && date >= today) return date;
  }
  return null;
}

/**
 * A date typed into the palette, relative to `today`: YYYY-MM-DD, DD/MM/YYYY (SPEC.md section 9), "25 Dec",
 * "Dec 25", "25 December 2026", "today", "tomorrow", "yesterday", a weekday ("fri", "next friday": the next
 * one after today). Null when it is not a date.
 */
export function parseDateText(text: string, today: string): string | null {
  const t = text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
  if (!t) return null;
  if (t === 'today') return today;
  if (t === 'tomorrow') return addDays(today, 1);
  if (t === 'yesterday') return addDays(today, -1);
  if (DATE_PATTERN.test(t)) return isRealDate(t) ? t : null;
  let m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) {
    const date = iso(Number(m[3]), Number(m[2]), Number(m[1]));
    return isRealDate(date) ? date : null;
  }
  m = /^(?:next )?([a-z]+)$/.exec(t);
  if (m && weekdayOf(m[1]) >= 0) {
    const ahead = (weekdayOf(m[1]) - weekdayIndex(today) + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)(?: (\d{4}))?$/.exec(t) ?? null;
  const swapped = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?(?: (\d{4}))?$/.exec(t);
  const [day, word, year] = m ? [m[1], m[2], m[3]] : swapped ? [swapped[2], swapped[1], swapped[3]] : [];
  if (!day || !word) return null;
  const month = monthIndex(word) + 1;
  if (month < 1) return null;
  if (year) {
    const date = iso(Number(year), month, Number(day));
    return isRealDate(date) ? date : null;
  }
  return nextOccurrence(month, Number(day), today);
}
