import { describe, expect, it } from 'vitest';
import { leaveByDay, type LeaveSpan } from './leave-days.ts';

// Monday 2 to Sunday 8 November 2026.
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];
const span = (id: number, start: string, end: string, status = 'approve'): LeaveSpan => ({
  id,
  status,
  start_date: start,
  end_date: end,
});

describe('leave by day', () => {
  it('counts working days only: not the weekend, not a holiday', () => {
    const out = leaveByDay([span(1, '2026-11-05', '2026-11-09')], WEEK, new Set(['2026-11-06']), 10);
    expect(out.days).toEqual([{ date: '2026-11-05', approved: 1, pending: 0 }]);
    expect([...out.listed]).toEqual([1]);
    expect(out.capped).toBe(false);
  });

  it('clips spans to the range and ignores those outside it', () => {
    const out = leaveByDay(
      [span(1, '2026-10-28', '2026-11-02'), span(2, '2026-10-01', '2026-10-30'), span(3, '2026-11-09', '2026-11-10')],
      WEEK,
      new Set(),
      10,
    );
    expect(out.days).toEqual([{ date: '2026-11-02', approved: 1, pending: 0 }]);
    expect([...out.listed]).toEqual([1]);
  });

  it('lists the first of each day, approved before pending, then by first day and id; counts them all', () => {
    const spans = [
      span(5, '2026-11-03', '2026-11-03', 'pending'),
      span(4, '2026-11-03', '2026-11-04'),
      span(3, '2026-11-02', '2026-11-03'),
      span(2, '2026-11-03', '2026-11-03'),
    ];
    const out = leaveByDay(spans, WEEK, new Set(), 2);
    expect(out.days).toEqual([
      { date: '2026-11-02', approved: 1, pending: 0 },
      { date: '2026-11-03', approved: 3, pending: 1 },
      { date: '2026-11-04', approved: 1, pending: 0 },
    ]);
    // Tuesday lists 3 (earliest first day) and 2 (lower id of the two starting that day); 4 is listed for Wednesday.
    expect([...out.listed].sort()).toEqual([2, 3, 4]);
    expect(out.capped).toBe(true);
  });
});
