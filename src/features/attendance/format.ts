// Attendance figures as the pages and the sheet say them.
import { textNow } from '../../i18n/text.ts';
import { formatWallTime } from '../../lib/time.ts';

/** 485 → "8h 05m"; null → "-". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '-';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return textNow('attendance.hoursMinutes', { hours: h, minutes: String(m).padStart(2, '0') });
}

/** 12 → "12 min"; 0 → "-". */
export const formatLateness = (minutes: number): string =>
  minutes > 0 ? textNow('attendance.minutes', { count: minutes }) : '-';

/** 9.5 days → "9.5"; whole numbers plain. */
export const formatDays = (days: number): string => (Number.isInteger(days) ? String(days) : days.toFixed(1));

/** 5,025 minutes → "83.8" hours. */
export const formatHours = (minutes: number): string => (minutes / 60).toFixed(1);

/** A Phnom Penh wall-clock "17:30" as the console shows times: "05:30PM"; null → null. */
export const formatLocalTime = (hhmm: string | null): string | null => (hhmm ? formatWallTime(hhmm) : null);
