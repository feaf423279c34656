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

const businessDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) where the business is: attendance days, probation and leave use it. */
export function businessToday(now: Date = currentTime()): string {
  return businessDate.format(now);
}
