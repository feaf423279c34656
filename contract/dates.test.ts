import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  datesBetween,
  daysBetween,
  dayLabel,
  isoWeekday,
  isRealDate,
  lastDayOf,
  monthLabel,
  shortDayLabel,
} from './dates.ts';

describe('calendar dates as text', () => {
  it('steps days across months, leap days and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-25', '2027-01-05')).toBe(11);
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('steps months, a day of a month clamped to its last day', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToDate('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonthsToDate('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-11-25', -11)).toBe('2025-12-25');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('knows a real date and a weekday', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
  });

  it('names a month and a day', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-11-25')).toBe('November 2026');
    expect(dayLabel('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(shortDayLabel('2027-01-05')).toBe('05 Jan 2027');
  });
});
