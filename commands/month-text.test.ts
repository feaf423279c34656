import { describe, expect, it } from 'vitest';
import { monthMatches, parseMonthText } from './month-text.ts';

describe('parseMonthText', () => {
  it.each([
    ['oct 2026', '2026-10'],
    ['Oct 2026', '2026-10'],
    ['october 2026', '2026-10'],
    ['OCTOBER 2026', '2026-10'],
    ['  Oct,  2026 ', '2026-10'],
    ['oct. 2026', '2026-10'],
    ['2026 oct', '2026-10'],
    ['10/2026', '2026-10'],
    ['1/2027', '2027-01'],
    ['01-2027', '2027-01'],
    ['2026-10', '2026-10'],
    ['2026/9', '2026-09'],
    ['sept 2026', '2026-09'],
    ['may 2026', '2026-05'],
  ])('%s is %s', (text, month) => expect(parseMonthText(text)).toBe(month));

  it.each([
    '',
    'oct',
    '2026',
    'oc 2026',
    'octx 2026',
    '13/2026',
    '0/2026',
    '2026-13',
    '2026-00',
    'ju 2026',
    'oct 26',
    '25/10/2026',
  ])('%j names no one month', (text) => expect(parseMonthText(text)).toBeNull());
});

describe('monthMatches', () => {
  const october = (needle: string) => monthMatches(needle, '2026-10', 'October 2026');
  it('a whole month typed finds that month only', () => {
    expect(['oct 2026', '10/2026', 'October 2026', '2026-10'].every(october)).toBe(true);
    expect(monthMatches('oct 2026', '2025-10', 'October 2025')).toBe(false);
    expect(monthMatches('10/2026', '2026-01', 'January 2026')).toBe(false);
  });
  it('a part of one keeps the months it starts', () => {
    expect(['', 'oct', 'oct 20', '2026', '2026-', 'october'].every(october)).toBe(true);
    expect(['nov', 'oct 2025', '2025', 'oct 2027'].some(october)).toBe(false);
  });
  it("reads a generated month's name with or without its mark", () => {
    const generated = (needle: string) => monthMatches(needle, '2026-10', 'October 2026 (generated)');
    expect(['oct 2026', 'October 2026 (generated)', 'october 2026 (gen', 'oct (generated)'].every(generated)).toBe(
      true,
    );
    expect(generated('oct 2026 (draft)')).toBe(false);
  });
  it('finds a month named in Khmer by its Khmer or its English words', () => {
    const june = (needle: string) => monthMatches(needle, '2026-06', 'មិថុនា 2026');
    expect(['june', 'jun 2026', 'June 2026', '2026-06', 'មិថុនា', 'មិថុ', 'មិថុនា 2026', '2026 មិថុនា'].every(june)).toBe(true);
    expect(['july', 'jun 2025', 'កក្កដា', 'មិថុនា 2025'].some(june)).toBe(false);
  });
});
