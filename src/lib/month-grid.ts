// The month grid the calendar page and the date picker show: 42 days (six weeks from the Monday on or before the
// 1st, whatever weekday the month starts on), and where its keys move the focused day (arrows, Home/End of the
// week, PageUp/PageDown a month, clamped to the month's last day). Plain YYYY-MM-DD text, no time zone.
import { addDays, addMonthsToDate, weekdayIndex } from '../../contract/dates.ts';

export const GRID_DAYS = 42;

/** The 42 days the month's grid shows, Monday first. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

/** Where a key moves the grid's focused day; null for a key the grid does not handle. */
export function moveByKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return addMonthsToDate(date, -1);
    case 'PageDown':
      return addMonthsToDate(date, 1);
    default:
      return null;
  }
}
