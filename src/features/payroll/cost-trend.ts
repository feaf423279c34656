import { addMonths } from '../../../contract/dates.ts';
import { formatMonth } from '../../lib/time.ts';
// The 12-month cost trend: one point per month ending at the newest run, a month without a run left empty (null),
// so the chart shows a gap rather than a made-up zero.

interface RunFigures {
  month: string;
  gross_cents: number;
  net_cents: number;
  employer_cost_cents: number;
}

export interface TrendPoint {
  month: string;
  /** "Nov 2026". */
  label: string;
  /** Dollars (cents ÷ 100) for the chart's axis; null when the month has no run. */
  cost: number | null;
  net: number | null;
  run: RunFigures | null;
}

export function costTrend(runs: readonly RunFigures[], months = 12): TrendPoint[] {
  if (runs.length === 0) return [];
  const byMonth = new Map(runs.map((r) => [r.month, r]));
  const newest = runs.reduce((a, r) => (r.month > a ? r.month : a), runs[0].month);
  return Array.from({ length: months }, (_, i) => {
    const month = addMonths(newest, i - months + 1);
    const run = byMonth.get(month) ?? null;
    return {
      month,
      label: formatMonth(month, true),
      cost: run ? run.employer_cost_cents / 100 : null,
      net: run ? run.net_cents / 100 : null,
      run,
    };
  });
}
