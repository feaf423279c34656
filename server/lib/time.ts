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
export const BUSINESS_UTC_OFFSET_HOURS = 7;
export const BUSINESS_UTC_OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;

const DAY_MS = 86_400_000;

/** Minutes since midnight of an HH:mm time. */
export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Midnight (Phnom Penh) of a business date, as epoch milliseconds. */
export const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS;

/** UTC ISO of a Phnom Penh wall-clock time (HH:mm) on a business date. */
export const localToUtc = (date: string, time: string) =>
  new Date(dayStartMs(date) + minutesOfTime(time) * 60_000).toISOString();

/** HH:mm (Phnom Penh) of a UTC ISO timestamp. */
export const localTimeOf = (iso: string) =>
  new Date(Date.parse(iso) + BUSINESS_UTC_OFFSET_MS).toISOString().slice(11, 16);

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
