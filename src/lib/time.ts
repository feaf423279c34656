// Every date the user reads is in Asia/Phnom_Penh (SPEC.md sections 1 and 9), whatever the browser's zone.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const DISPLAY_TZ = 'Asia/Phnom_Penh';
const EMPTY = '-';

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value == null || value === '') return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.tz(DISPLAY_TZ).format(pattern) : EMPTY;
}

/** 21 Nov 2026 */
export const formatDate = (v: DateInput) => format(v, 'DD MMM YYYY');
/** 21/11/2026 */
export const formatDateNumeric = (v: DateInput) => format(v, 'DD/MM/YYYY');
/** 04:05PM */
export const formatTime = (v: DateInput) => format(v, 'hh:mmA');
/** 21/11/2026 04:05PM */
export const formatDateTime = (v: DateInput) => format(v, 'DD/MM/YYYY hh:mmA');
/** Saturday, 21st November 2026 04:05:09 pm — the header clock. */
export const formatClock = (v: DateInput) => format(v, 'dddd, Do MMMM YYYY hh:mm:ss a');

/** 'just now' under 60 s, then 5m, 3h, 12d (under 30 days), 2mo (SPEC.md section 9). */
export function relativeTime(value: DateInput, now: number = Date.now()): string {
  if (value == null || value === '') return EMPTY;
  const t = dayjs(value);
  if (!t.isValid()) return EMPTY;
  const seconds = Math.max(0, Math.floor((now - t.valueOf()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d`;
  return `${Math.floor(days / 30)}mo`;
}
