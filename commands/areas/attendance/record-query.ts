// What HR types to find a day's attendance record: a day first, then a name or staff id ("yesterday dara",
// "24 nov EMP-000012", "2026-11-24", in Khmer too: "ម្សិលមិញ ដារ៉ា", "24 វិច្ឆិកា"); no day means today. A day always lies in the past: "25 dec" is the last
// 25 December (a record of a day to come does not exist). Weekdays are left out: "Sun" and "Thu" are family names.
import { addDays } from '../../../contract/dates.ts';
import { dateWordsInEnglish, parseDateText } from '../calendar/date-text.ts';

/** The day a text names, on or before today; null when it names none (or only a day to come). */
export function pastDay(text: string, today: string): string | null {
  const t = dateWordsInEnglish(text.trim().toLowerCase());
  if (t === 'today' || t === 'yesterday') return parseDateText(t, today);
  const date = /\d/.test(t) ? parseDateText(t, today) : null;
  if (!date || date <= today) return date;
  // A day and month without its year lands on the next one: the last one is a year before.
  if (/\d{4}/.test(t)) return null;
  const lastYear = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  return parseDateText(lastYear, today) === lastYear ? lastYear : null;
}

/** The day (the longest leading words that name one, up to three) and the rest of what was typed. */
export function recordQuery(text: string, today: string): { date: string; q: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let n = Math.min(3, words.length); n > 0; n -= 1) {
    const date = pastDay(words.slice(0, n).join(' '), today);
    if (date) return { date, q: words.slice(n).join(' ') };
  }
  return { date: today, q: words.join(' ') };
}

/** The last `count` working days before today (ISO weekdays, 1 Monday … 7 Sunday), the latest first: what an
 * empty "Correct attendance…" offers besides today's records. */
export function recentWorkingDays(today: string, workingDays: readonly number[], count = 5): string[] {
  const days: string[] = [];
  if (!workingDays.length) return days;
  for (let d = addDays(today, -1); days.length < count; d = addDays(d, -1)) {
    if (workingDays.includes(new Date(`${d}T00:00:00Z`).getUTCDay() || 7)) days.push(d);
  }
  return days;
}
