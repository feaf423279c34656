// Every date the user reads is in Asia/Phnom_Penh (SPEC.md sections 1 and 9), whatever the browser's zone. The
// browser's own Intl does the zone arithmetic, so no date library sits in the first screen's JavaScript.
export const DISPLAY_TZ = 'Asia/Phnom_Penh';
const EMPTY = '-';

type DateInput = string | number | Date | null | undefined;

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

const zoned = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TZ,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'long',
  hourCycle: 'h23',
});

interface Parts {
  year: string;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

/** The moment's calendar parts in the display zone; null for a missing or broken value. */
function partsOf(value: DateInput): Parts | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(zoned.formatToParts(date).map((x) => [x.type, x.value]));
  return {
    year: p.year,
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: p.weekday,
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const hour12 = (h: number) => two(h % 12 === 0 ? 12 : h % 12);
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

function format(value: DateInput, write: (p: Parts) => string): string {
  const p = partsOf(value);
  return p ? write(p) : EMPTY;
}

/** 21 Nov 2026 */
export const formatDate = (v: DateInput) =>
  format(v, (p) => `${two(p.day)} ${MONTHS[p.month - 1].slice(0, 3)} ${p.year}`);
/** 21/11/2026 */
export const formatDateNumeric = (v: DateInput) => format(v, (p) => `${two(p.day)}/${two(p.month)}/${p.year}`);
/** 04:05PM */
export const formatTime = (v: DateInput) =>
  format(v, (p) => `${hour12(p.hour)}:${two(p.minute)}${p.hour < 12 ? 'AM' : 'PM'}`);
/** 21/11/2026 04:05PM */
export const formatDateTime = (v: DateInput) =>
  format(
    v,
    (p) => `${two(p.day)}/${two(p.month)}/${p.year} ${hour12(p.hour)}:${two(p.minute)}${p.hour < 12 ? 'AM' : 'PM'}`,
  );
/** Saturday, 21st November 2026 04:05:09 pm — the header clock. */
export const formatClock = (v: DateInput) =>
  format(
    v,
    (p) =>
      `${p.weekday}, ${ordinal(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${hour12(p.hour)}:${two(p.minute)}:${two(p.second)} ${p.hour < 12 ? 'am' : 'pm'}`,
  );

/** 'just now' under 60 s, then 5m, 3h, 12d (under 30 days), 2mo (SPEC.md section 9). */
export function relativeTime(value: DateInput, now: number = Date.now()): string {
  if (value == null || value === '') return EMPTY;
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(t)) return EMPTY;
  const seconds = Math.max(0, Math.floor((now - t) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d`;
  return `${Math.floor(days / 30)}mo`;
}
