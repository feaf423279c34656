// The months the palette's month pickers understand, in one place: every picker (the attendance sheet, closing and
// reopening, generating payroll, a payroll run, importing pay lines) filters its months through `monthMatches`.
import { addMonths, monthLabel } from '../contract/dates.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month a word names ("oct", "october"; three letters at least), 1-12, else 0. */
function monthOfWord(word: string): number {
  if (word.length < 3) return 0;
  for (let m = 1; m <= 12; m += 1) {
    if (
      monthLabel(`2000-${pad(m)}`)
        .toLowerCase()
        .startsWith(word)
    )
      return m;
  }
  return 0;
}

const ofParts = (year: string, month: number) => (month >= 1 && month <= 12 ? `${year}-${pad(month)}` : null);

/**
 * A whole month typed into a picker, as YYYY-MM: "2026-10", "10/2026", "10-2026", "oct 2026", "October 2026",
 * "2026 oct". Null when it names no one month (a month without its year, a partial word, anything else).
 */
export function parseMonthText(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/[,.]/g, ' ').replace(/\s+/g, ' ');
  let m = /^(\d{4})[-/](\d{1,2})$/.exec(t);
  if (m) return ofParts(m[1], Number(m[2]));
  m = /^(\d{1,2})[-/ ](\d{4})$/.exec(t);
  if (m) return ofParts(m[2], Number(m[1]));
  const words = /^([a-z]+) (\d{4})$/.exec(t) ?? /^(\d{4}) ([a-z]+)$/.exec(t);
  if (!words) return null;
  const [word, year] = /^\d/.test(words[1]) ? [words[2], words[1]] : [words[1], words[2]];
  return ofParts(year, monthOfWord(word));
}

/**
 * Whether a picker's month (YYYY-MM, shown as `name`) answers what was typed: the month it names when it names one,
 * else a part of its name ("ber 2026 (gen"), else each typed word starting a word of its name or its YYYY-MM
 * ("nov", "oct 20", "2026-1"). The name is in the language on screen ("មិថុនា 2026"); its English name answers too,
 * so "june" or "jun 2026" still finds it on a Khmer screen.
 */
export function monthMatches(needle: string, month: string, name: string): boolean {
  if (!needle.trim()) return true;
  const exact = parseMonthText(needle);
  if (exact) return exact === month;
  const typed = needle.trim().toLowerCase();
  // The English name answers too when the name is shown in another language ("nov" finds វិច្ឆិកា 2026).
  const names = [name.toLowerCase(), monthLabel(month).toLowerCase()];
  if (names.some((n) => n.includes(typed))) return true;
  const words = [...names.flatMap((n) => n.split(/[\s()]+/)), month];
  return typed
    .split(/[\s()]+/)
    .filter(Boolean)
    .every((part) => words.some((w) => w.startsWith(part)));
}

/** 202611 for '2026-11': a month as an entity id. */
export const monthId = (month: string): number => Number(month.replace('-', ''));
/** '2026-11' for 202611. */
export const monthOfId = (id: number): string => `${Math.floor(id / 100)}-${pad(id % 100)}`;

/** The months the palette offers, newest first: `ahead` months after `current`, then `current` and `back` before. */
export function monthsAround(current: string, back = 24, ahead = 1): string[] {
  return Array.from({ length: back + ahead + 1 }, (_, i) => addMonths(current, ahead - i));
}
