import {
  addDays,
  DATE_PATTERN,
  isoDate as iso,
  isRealDate,
  MONTH_NAMES as MONTHS,
  WEEKDAYS,
  weekdayIndex,
} from '../../../contract/dates.ts';
import { KHMER_MONTHS, KHMER_WEEKDAYS } from '../../../contract/khmer-names.ts';
// The dates the palette understands ("25 Dec", "25/12/2026", "2026-12-25", "tomorrow", "next friday", and the same in
// Khmer: "25 ធ្នូ", "25 វិច្ឆ", "ថ្ងៃស្អែក", "ថ្ងៃសុក្រក្រោយ"), in a module of their own: the palette loads it when a date is first
// typed, not with the first screen.

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

const KHMER = /[\u1780-\u17ff]/;
const KHMER_DIGIT_ZERO = 0x17e0;
// Khmer words of a date and the English ones the reading below knows. Khmer writes a phrase without spaces
// ("ថ្ងៃសុក្រក្រោយ", next Friday), so each word is found wherever it stands. ក្រោយ and បន្ទាប់ ("after", "next")
// follow the day they make the next one; ថ្ងៃ ("day"), ថ្ងៃទី (its number), ខែ ("month") and ឆ្នាំ ("year") only
// frame a date.
const KHMER_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['ថ្ងៃនេះ', 'today'],
  ['ស្អែក', 'tomorrow'],
  ['ម្សិលមិញ', 'yesterday'],
  ...KHMER_MONTHS.map((name, i) => [name, MONTHS[i]] as const),
  // Sunday first there, Monday first here.
  ...KHMER_WEEKDAYS.map((name, i) => [name, WEEKDAYS[(i + 6) % 7]] as const),
];
const KHMER_NEXT = /ក្រោយ|បន្ទាប់/;
const KHMER_FRAME = /ថ្ងៃទី|ថ្ងៃ|ខែ|ឆ្នាំ/g;
const KHMER_RUN = /[\u1780-\u17ff]+/g;

/** A month by the start of its Khmer name ("វិច្ឆ" → November), as "nov" is read in English: at least three
 * characters, and a start only one month has. */
function khmerMonthStart(word: string): string {
  if ([...word].length < 3) return word;
  const months = KHMER_MONTHS.flatMap((name, i) => (name.startsWith(word) ? [MONTHS[i]] : []));
  return months.length === 1 ? ` ${months[0].toLowerCase()} ` : word;
}

/** A typed date's Khmer words (and Khmer digits) said as the English reading takes them: "ថ្ងៃពុធ 25 វិច្ឆិកា 2026"
 * → "wednesday 25 november 2026", "សុក្រក្រោយ" → "next friday". Text without Khmer is left as it is. */
export function dateWordsInEnglish(text: string): string {
  if (!KHMER.test(text)) return text;
  let t = text.replace(/[០-៩]/g, (d) => String(d.charCodeAt(0) - KHMER_DIGIT_ZERO));
  const next = KHMER_NEXT.test(t);
  t = t.split(KHMER_NEXT).join(' ');
  for (const [khmer, english] of KHMER_WORDS) t = t.replaceAll(khmer, ` ${english.toLowerCase()} `);
  t = t.replace(KHMER_FRAME, ' ').replace(KHMER_RUN, khmerMonthStart).replace(/\s+/g, ' ').trim();
  return next ? `next ${t}` : t;
}

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
 * A date typed into the palette, relative to `today`: YYYY-MM-DD, DD/MM/YYYY, "25 Dec",
 * "Dec 25", "25 December 2026", "today", "tomorrow", "yesterday", a weekday ("fri", "next friday": the next
 * one after today), in English or in Khmer. Null when it is not a date.
 */
export function parseDateText(text: string, today: string): string | null {
  const words = dateWordsInEnglish(text.trim().toLowerCase()).replace(/,/g, ' ').replace(/\s+/g, ' ');
  // A day as the screen writes it starts with its weekday ("Wednesday, 25 November 2026"): the date says it all.
  const t = words.replace(/^([a-z]+) (?=\d)/, (weekday, name: string) => (weekdayOf(name) >= 0 ? '' : weekday));
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
