import { describe, expect, it } from 'vitest';
import { costTrend } from './cost-trend.ts';

const run = (month: string, cost: number) => ({
  month,
  gross_cents: cost - 100,
  net_cents: cost - 500,
  employer_cost_cents: cost,
});

describe('cost trend', () => {
  it('is empty without runs', () => {
    expect(costTrend([])).toEqual([]);
  });

  it('holds the 12 months ending at the newest run, across a year, with gaps where no run was made', () => {
    const points = costTrend([run('2026-02', 150_000), run('2025-12', 120_050), run('2025-01', 99_999)]);
    expect(points).toHaveLength(12);
    expect(points[0].month).toBe('2025-03');
    expect(points.at(-1)).toMatchObject({ month: '2026-02', label: 'Feb 2026', cost: 1500, net: 1495 });
    expect(points.find((p) => p.month === '2025-12')).toMatchObject({ cost: 1200.5, label: 'Dec 2025' });
    expect(points.find((p) => p.month === '2026-01')).toMatchObject({ cost: null, net: null, run: null });
    // Older than 12 months is out of the window.
    expect(points.some((p) => p.month === '2025-01')).toBe(false);
  });
});
