import { describe, expect, it } from 'vitest';
import { datesBetween } from '../../contract/dates.ts';
import { periodOf, periodRange } from './pay-period.ts';

describe('periods', () => {
  const cases: Array<[string, number, string, string]> = [
    ['2026-11', 1, '2026-11-01', '2026-11-30'],
    ['2026-02', 1, '2026-02-01', '2026-02-28'],
    ['2028-02', 1, '2028-02-01', '2028-02-29'],
    ['2026-11', 26, '2026-10-26', '2026-11-25'],
    ['2026-01', 26, '2025-12-26', '2026-01-25'],
    ['2026-03', 26, '2026-02-26', '2026-03-25'],
    ['2026-12', 16, '2026-11-16', '2026-12-15'],
  ];
  for (const [month, start, from, to] of cases)
    it(`period ${month} starting on day ${start} runs ${from} … ${to}`, () => {
      expect(periodRange(month, start)).toEqual({ from, to });
      expect(periodOf(from, start)).toBe(month);
      expect(periodOf(to, start)).toBe(month);
    });

  it('the 26th starts the next period, the 25th ends this one', () => {
    expect(periodOf('2026-10-25', 26)).toBe('2026-10');
    expect(periodOf('2026-10-26', 26)).toBe('2026-11');
    expect(periodOf('2026-12-26', 26)).toBe('2027-01');
    expect(periodOf('2026-12-31', 1)).toBe('2026-12');
  });

  it('a period starting on the 26th has every day once', () => {
    const { from, to } = periodRange('2026-03', 26);
    const days = datesBetween(from, to);
    expect(days).toHaveLength(28);
    expect(new Set(days.map((d) => periodOf(d, 26)))).toEqual(new Set(['2026-03']));
  });
});
