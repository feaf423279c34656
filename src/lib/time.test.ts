import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentIntl } from '../i18n/current.ts';
import {
  businessToday,
  formatBusinessDate,
  formatBusinessDateNumeric,
  formatClock,
  formatDate,
  formatDateNumeric,
  formatDateTime,
  formatTime,
  formatWallTime,
  relativeTime,
  weekdayOf,
} from './time.ts';

// 2026-11-21 09:05:09 UTC is 16:05:09 in Phnom Penh (UTC+7), whatever zone the test machine uses.
const iso = '2026-11-21T09:05:09.000Z';

describe('formatters (Asia/Phnom_Penh)', () => {
  it('formats the four date formats', () => {
    expect(formatDate(iso)).toBe('21 Nov 2026');
    expect(formatDateNumeric(iso)).toBe('21/11/2026');
    expect(formatTime(iso)).toBe('04:05PM');
    expect(formatDateTime(iso)).toBe('21/11/2026 04:05PM');
  });

  it('writes a business date as a table does, DD/MM/YYYY, with no zone shift', () => {
    expect(formatBusinessDateNumeric('2026-11-21')).toBe('21/11/2026');
    expect(formatBusinessDateNumeric('2026-01-05')).toBe('05/01/2026');
    expect(formatBusinessDateNumeric('21/11/2026')).toBe('-');
    expect(formatBusinessDateNumeric(null)).toBe('-');
  });

  it('crosses midnight by the display zone, not UTC', () => {
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 Nov 2026');
  });

  it('formats the header clock with an ordinal and am/pm', () => {
    expect(formatClock(iso)).toBe('Saturday, 21st November 2026 04:05:09 pm');
    expect(formatClock('2026-11-22T01:00:00Z')).toBe('Sunday, 22nd November 2026 08:00:00 am');
  });

  it('pads the day and the 12-hour clock, and gives 11th–13th and noon and midnight their names', () => {
    expect(formatDate('2026-03-04T17:00:00Z')).toBe('05 Mar 2026');
    expect(formatTime('2026-03-04T17:00:00Z')).toBe('12:00AM');
    expect(formatTime('2026-03-04T05:00:00Z')).toBe('12:00PM');
    expect(formatClock('2026-11-11T05:00:00Z')).toBe('Wednesday, 11th November 2026 12:00:00 pm');
    expect(formatClock('2026-11-23T01:00:00Z')).toBe('Monday, 23rd November 2026 08:00:00 am');
    expect(formatDate(Date.parse('2026-01-31T23:00:00Z'))).toBe('01 Feb 2026');
  });

  it('shows a dash for missing or broken values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('relativeTime', () => {
  const now = Date.parse(iso);
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1m'],
    [59 * 60, '59m'],
    [3600, '1h'],
    [23 * 3600, '23h'],
    [86400, '1d'],
    [29 * 86400, '29d'],
    [30 * 86400, '1mo'],
    [95 * 86400, '3mo'],
  ])('%i seconds ago → %s', (s, label) => {
    expect(relativeTime(ago(s), now)).toBe(label);
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTime(ago(-120), now)).toBe('just now');
  });
});

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

describe('formatWallTime', () => {
  it('shows a stored wall-clock time as hh:mmA, with noon and midnight as 12', () => {
    expect(formatWallTime('18:05')).toBe('06:05PM');
    expect(formatWallTime('00:30:00')).toBe('12:30AM');
    expect(formatWallTime('12:00')).toBe('12:00PM');
    expect(formatWallTime('')).toBe('-');
  });
});

describe('relativeTime in Khmer', () => {
  const now = Date.parse(iso);
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  // Khmer puts a zero-width space between a unit and មុន ("ago"): compared without it.
  const seen = (s: number) => relativeTime(ago(s), now).replace(/\u200b/g, '');
  afterEach(() => setCurrentIntl(createIntl({ locale: 'en', messages: {} }), 'en'));

  it('says each step in Khmer words, with Latin digits', () => {
    setCurrentIntl(createIntl({ locale: 'km-KH', messages: {} }), 'km');
    expect(seen(30)).toBe('ឥឡូវ');
    expect(seen(5 * 60)).toBe('5 នាទីមុន');
    expect(seen(3 * 3600)).toBe('3 ម៉ោងមុន');
    expect(seen(86400)).toBe('ម្សិលមិញ');
    expect(seen(12 * 86400)).toBe('12 ថ្ងៃមុន');
    expect(seen(65 * 86400)).toBe('2 ខែមុន');
    expect(seen(35 * 86400)).toBe('ខែមុន');
    // CLDR's words (Node's Intl has them), written out for a browser whose Intl has no Khmer.
    const intl = new Intl.RelativeTimeFormat('km', { numeric: 'auto' });
    expect(seen(2 * 86400)).toBe(intl.format(-2, 'day').replace(/\u200b/g, ''));
    expect(seen(5 * 60)).not.toMatch(/[A-Za-z]/);
  });
});
