// Business dates (project dates, leave days, holidays) are calendar dates (YYYY-MM-DD), not instants: shown
// as DD MMM YYYY (SPEC.md section 9) without any time-zone shift; "today" is today in Asia/Phnom_Penh.
import { DISPLAY_TZ } from './time.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatBusinessDate(value: string | null | undefined): string {
  const m = value ? DATE.exec(value) : null;
  if (!m) return '-';
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** 'Monday' for 2026-06-15; a dash for no date or a malformed one. */
export function weekdayOf(value: string | null | undefined): string {
  if (!value || !DATE.test(value)) return '-';
  return WEEKDAYS[new Date(`${value}T00:00:00Z`).getUTCDay()];
}

/** Today's date in Asia/Phnom_Penh, as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
