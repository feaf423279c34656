// How every date and time reads on screen: the one set of formatters. The rule (which format where) is in
// README.md: in a table every date is numeric (a day 21/11/2026, a moment 21/11/2026 04:05PM), so a row never
// mixes two ways of writing a date; in sentences, headings and details a day reads 21 Nov 2026. Moments are shown
// in Asia/Phnom_Penh, whatever the browser's zone; the browser's own Intl does the zone arithmetic, so no date library sits in the first screen's
import { dayLabel, MONTH_NAMES as MONTHS, WEEKDAYS as WORK_WEEK } from '../../contract/dates.ts';
import { shownLanguage } from '../i18n/current.ts';
import type { MessageKey } from '../i18n/en.ts';
import { textNow } from '../i18n/text.ts';
// JavaScript. Business dates (leave days, holidays, a join date) are calendar days, YYYY-MM-DD: they are
// reformatted, never shifted through a time zone. What a date field reads and writes is in date-input.ts.

export const DISPLAY_TZ = 'Asia/Phnom_Penh';
const EMPTY = '-';

type DateInput = string | number | Date | null | undefined;

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

// In Khmer, month and weekday names are the catalogue's (Khmer has no short month names: the whole one is written);
// digits stay Latin, as on the rest of the screen (src/i18n/glossary.md). Not Intl's km-KH: a browser whose Intl
// carries no Khmer names (Chromium built with a reduced ICU) writes English ones under it.
const MONTH_KEYS = [
  'common.month.1',
  'common.month.2',
  'common.month.3',
  'common.month.4',
  'common.month.5',
  'common.month.6',
  'common.month.7',
  'common.month.8',
  'common.month.9',
  'common.month.10',
  'common.month.11',
  'common.month.12',
] as const satisfies readonly MessageKey[];
const WEEKDAY_KEYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  long: `common.weekday.${day}` as MessageKey,
  short: `common.weekdayShort.${day}` as MessageKey,
}));
const khmerMonth = (month: number) => textNow(MONTH_KEYS[month - 1]);
const khmerWeekday = (day: number) => textNow(WEEKDAY_KEYS[day].long);
/** A weekday (0 Sunday … 6 Saturday) as a narrow column writes it, in Khmer. */
export const khmerWeekdayShort = (day: number) => textNow(WEEKDAY_KEYS[day].short);

const dayMonthYear = (day: number, month: number, year: number | string) =>
  shownLanguage() === 'km'
    ? `${two(day)} ${khmerMonth(month)} ${year}`
    : `${two(day)} ${MONTHS[month - 1].slice(0, 3)} ${year}`;

/** A moment's day: 21 Nov 2026 */
export const formatDate = (v: DateInput) => format(v, (p) => dayMonthYear(p.day, p.month, p.year));
/** A month (YYYY-MM, or a day of it): November 2026, or Nov 2026 when short; Khmer writes the whole name. */
export function formatMonth(month: string, short = false): string {
  const [year, m] = month.split('-').map(Number);
  if (shownLanguage() === 'km') return `${khmerMonth(m)} ${year}`;
  return `${short ? MONTHS[m - 1].slice(0, 3) : MONTHS[m - 1]} ${year}`;
}
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
/** Saturday, 21st November 2026 04:05:09 pm — the header clock; in Khmer ថ្ងៃសៅរ៍ 21 វិច្ឆិកា 2026 16:05:09. */
export const formatClock = (v: DateInput) =>
  format(v, (p) =>
    shownLanguage() === 'km'
      ? `ថ្ងៃ${khmerWeekday(WEEKDAYS.indexOf(p.weekday))} ${p.day} ${khmerMonth(p.month)} ${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`
      : `${p.weekday}, ${ordinal(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${hour12(p.hour)}:${two(p.minute)}:${two(p.second)} ${p.hour < 12 ? 'am' : 'pm'}`,
  );

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A business date (YYYY-MM-DD) as 21 Nov 2026, with no time-zone shift; a dash for none or a malformed one. */
export function formatBusinessDate(value: string | null | undefined): string {
  const m = value ? BUSINESS_DATE.exec(value) : null;
  return m ? dayMonthYear(Number(m[3]), Number(m[2]), m[1]) : EMPTY;
}

/** A business date (YYYY-MM-DD) as a table writes it, 21/11/2026, with no time-zone shift; a dash for none. */
export function formatBusinessDateNumeric(value: string | null | undefined): string {
  const m = value ? BUSINESS_DATE.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : EMPTY;
}

/** 'Monday' for 2026-06-15; a dash for no date or a malformed one. */
export function weekdayOf(value: string | null | undefined): string {
  if (!value || !BUSINESS_DATE.test(value)) return EMPTY;
  const day = new Date(`${value}T00:00:00Z`).getUTCDay();
  return shownLanguage() === 'km' ? khmerWeekday(day) : WEEKDAYS[day];
}

/** A wall-clock time (HH:MM, already in Asia/Phnom_Penh) as 06:05PM. */
export function formatWallTime(value: string | null | undefined): string {
  const m = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  if (!m) return EMPTY;
  const h = Number(m[1]);
  return `${hour12(h)}:${m[2]}${h < 12 ? 'AM' : 'PM'}`;
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

/** 'just now' under 60 s, then 5m, 3h, 12d (under 30 days), 2mo. */
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

/** A business date in full: Wednesday, 25 November 2026; in Khmer ថ្ងៃពុធ 25 វិច្ឆិកា 2026. */
export function formatLongDay(date: string): string {
  if (shownLanguage() !== 'km') return dayLabel(date);
  const [y, m, d] = date.split('-').map(Number);
  return `ថ្ងៃ${khmerWeekday(new Date(`${date}T00:00:00Z`).getUTCDay())} ${d} ${khmerMonth(m)} ${y}`;
}

/** The working week's days, Monday first, in the language on screen, each with the short name a narrow column
 * takes (Mon; Khmer names have no short form: the whole one). */
export const weekdayNames = (): ReadonlyArray<{ name: string; short: string }> =>
  WORK_WEEK.map((name, i) => {
    if (shownLanguage() !== 'km') return { name, short: name.slice(0, 3) };
    const khmerName = khmerWeekday((i + 1) % 7);
    return { name: khmerName, short: khmerName };
  });
