import { describe, expect, it } from 'vitest';
import { businessToday, formatBusinessDate, weekdayOf } from './business-date.ts';

describe('formatBusinessDate', () => {
  it('shows a calendar date as DD MMM YYYY, whatever the browser time zone', () => {
    expect(formatBusinessDate('2026-01-01')).toBe('01 Jan 2026');
    expect(formatBusinessDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('shows a dash for no date or a malformed one', () => {
    expect(formatBusinessDate(null)).toBe('-');
    expect(formatBusinessDate('')).toBe('-');
    expect(formatBusinessDate('31/12/2025')).toBe('-');
  });
});

describe('weekdayOf', () => {
  it('names the day of a calendar date', () => {
    expect(weekdayOf('2026-06-15')).toBe('Monday');
    expect(weekdayOf('2026-06-21')).toBe('Sunday');
    expect(weekdayOf('15/06/2026')).toBe('-');
  });
});

describe('businessToday', () => {
  it('is the date in Phnom Penh (UTC+7), not in UTC', () => {
    expect(businessToday(new Date('2026-06-15T16:59:00Z'))).toBe('2026-06-15');
    expect(businessToday(new Date('2026-06-15T17:00:00Z'))).toBe('2026-06-16');
  });
});
