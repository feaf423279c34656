import { currentTime } from './clock.ts';

// Display formatting on the server (exports): DD/MM/YYYY hh:mmA in Asia/Phnom_Penh, like the web app.
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Phnom_Penh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}${String(p.dayPeriod).toUpperCase()}`;
}

/** Asia/Phnom_Penh is UTC+7 all year (no daylight saving), so its date is UTC's, seven hours on. */
export const BUSINESS_UTC_OFFSET_MS = 7 * 3_600_000;

const DAY_MS = 86_400_000;

/** The business day `ms` (epoch milliseconds) falls on, as a day number: it turns at 17:00 UTC. */
export const businessDay = (ms: number) => Math.floor((ms + BUSINESS_UTC_OFFSET_MS) / DAY_MS);

/** The last day asked for and its date: most calls in a row fall on the same day. */
let last = { day: Number.NaN, date: '' };

/** Today's date (YYYY-MM-DD) where the business is: attendance days, probation and leave use it. Every list
 * request asks, so it is arithmetic rather than Intl, and the date string is made once a day. */
export function businessToday(now: Date = currentTime()): string {
  const day = businessDay(now.getTime());
  if (day !== last.day) last = { day, date: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  return last.date;
}
