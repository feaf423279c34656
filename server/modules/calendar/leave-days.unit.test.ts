import { describe, expect, it } from 'vitest';
import { leaveByDay } from './leave-days.ts';
import type { LeaveGroup } from './repository.ts';

// Monday 2 to Sunday 8 November 2026.
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];
/** One request's leave: a group of one. */
const span = (id: number, start: string, end: string, status = 'approve'): LeaveGroup => ({
  status,
  start_date: start,
  end_date: end,
  count: 1,
  ids: [id],
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

  it('counts a group as all its requests and lists its lowest ids, merged by id with others of its first day', () => {
    const groups: LeaveGroup[] = [
      { status: 'approve', start_date: '2026-11-03', end_date: '2026-11-04', count: 5, ids: [3, 6, 9] },
      { status: 'approve', start_date: '2026-11-03', end_date: '2026-11-03', count: 1, ids: [4] },
      { status: 'pending', start_date: '2026-11-02', end_date: '2026-11-03', count: 2, ids: [1, 2] },
    ];
    const out = leaveByDay(groups, WEEK, new Set(), 3);
    expect(out.days).toEqual([
      { date: '2026-11-02', approved: 0, pending: 2 },
      { date: '2026-11-03', approved: 6, pending: 2 },
      { date: '2026-11-04', approved: 5, pending: 0 },
    ]);
    // Tuesday: 3, 4 and 6 (approved, first day the 3rd, by id); Monday: the two pending; Wednesday: 3, 6 and 9.
    expect([...out.listed].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 9]);
    expect(out.capped).toBe(true);
  });
});
