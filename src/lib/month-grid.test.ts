import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../contract/dates.ts';
import { GRID_DAYS, monthGrid, moveByKey } from './month-grid.ts';

// One month starting on each weekday, Monday (index 0) to Sunday (6), including a February of 28 days that
// starts on a Monday (exactly four weeks) and a 31-day month starting on a Sunday (six weeks of its own).
const BY_FIRST_WEEKDAY: Record<number, string> = {
  0: '2027-02', // Monday, 28 days
  1: '2026-12', // Tuesday
  2: '2026-04', // Wednesday
  3: '2026-01', // Thursday
  4: '2026-05', // Friday
  5: '2026-08', // Saturday
  6: '2026-03', // Sunday, 31 days
};

describe('the month grid', () => {
  it.each(Object.entries(BY_FIRST_WEEKDAY))(
    'has 42 days from a Monday when the 1st is weekday %s',
    (weekday, month) => {
      const first = `${month}-01`;
      expect(weekdayIndex(first)).toBe(Number(weekday));
      const days = monthGrid(month);
      expect(days).toHaveLength(GRID_DAYS);
      expect(weekdayIndex(days[0])).toBe(0);
      // The 1st sits in the first week, at its weekday's column.
      expect(days.indexOf(first)).toBe(Number(weekday));
      // Consecutive days, no gaps or repeats, and every day of the month is there.
      for (let i = 1; i < days.length; i++) expect(Date.parse(days[i]) - Date.parse(days[i - 1])).toBe(86_400_000);
      const inMonth = days.filter((d) => d.startsWith(month));
      expect(inMonth[0]).toBe(first);
      expect(inMonth.length).toBe(
        new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate(),
      );
    },
  );

  it('shows the whole previous week for a month starting on a Monday and spills into the next month', () => {
    const days = monthGrid('2027-02');
    expect(days[0]).toBe('2027-02-01');
    expect(days.slice(28)).toEqual(Array.from({ length: 14 }, (_, i) => `2027-03-${String(i + 1).padStart(2, '0')}`));
    expect(monthGrid('2026-03')[0]).toBe('2026-02-23');
  });
});

describe('the grid keys', () => {
  it('move a day, a week, to the week ends and by a month, clamped to the month end', () => {
    const wed = '2026-11-25';
    expect(moveByKey(wed, 'ArrowLeft')).toBe('2026-11-24');
    expect(moveByKey(wed, 'ArrowRight')).toBe('2026-11-26');
    expect(moveByKey(wed, 'ArrowUp')).toBe('2026-11-18');
    expect(moveByKey(wed, 'ArrowDown')).toBe('2026-12-02');
    expect(moveByKey(wed, 'Home')).toBe('2026-11-23');
    expect(moveByKey(wed, 'End')).toBe('2026-11-29');
    expect(moveByKey('2026-11-23', 'Home')).toBe('2026-11-23');
    expect(moveByKey('2026-11-29', 'End')).toBe('2026-11-29');
    expect(moveByKey(wed, 'PageUp')).toBe('2026-10-25');
    expect(moveByKey(wed, 'PageDown')).toBe('2026-12-25');
    expect(moveByKey('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveByKey('2028-03-31', 'PageUp')).toBe('2028-02-29');
    expect(moveByKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(moveByKey('2027-01-15', 'PageUp')).toBe('2026-12-15');
    expect(moveByKey(wed, 'a')).toBeNull();
  });
});
