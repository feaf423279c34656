// A month as people read it ("November 2026" for '2026-11'): the palette, the close dialog, the calendar, the
// date formatters and the server's refusals name a month the same way. Plain text, no time zone.
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
