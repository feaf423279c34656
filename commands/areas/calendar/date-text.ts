import {
  addDays,
  DATE_PATTERN,
  isoDate as iso,
  isRealDate,
  MONTH_NAMES as MONTHS,
  WEEKDAYS,
  weekdayIndex,
} from '../../../contract/dates.ts';
// The dates the palette understands ("25 Dec", "25/12/2026", "2026-12-25", "tomorrow", "next friday"), in a
// module of their own: the palette loads it when a date is first typed, not with the first screen.

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
 * one after today). Null when it is not a date.
 */
export function parseDateText(text: string, today: string): string | null {
  const t = text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
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
