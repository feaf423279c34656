import { describe, expect, it } from 'vitest';
import { isWorkingDay, leaveDays, overlaps } from './working-days.ts';

const span = (start_date: string, end_date: string, start_half = false, end_half = false) => ({
  start_date,
  end_date,
  start_half,
  end_half,
});
const none = new Set<string>();

describe('leave days', () => {
  it('counts working days only: weekends and holidays are skipped', () => {
    // Mon 2026-06-15 .. Sun 2026-06-21: five working days.
    expect(leaveDays(span('2026-06-15', '2026-06-21'), none)).toBe(5);
    expect(leaveDays(span('2026-06-15', '2026-06-21'), new Set(['2026-06-17']))).toBe(4);
    expect(leaveDays(span('2026-06-20', '2026-06-21'), none)).toBe(0);
    expect(isWorkingDay('2026-06-20', none)).toBe(false);
    expect(isWorkingDay('2026-06-19', none)).toBe(true);
  });

  it('takes half of the first or last day for half days, only when that day counts', () => {
    expect(leaveDays(span('2026-06-15', '2026-06-17', true, false), none)).toBe(2.5);
    expect(leaveDays(span('2026-06-15', '2026-06-17', true, true), none)).toBe(2);
    expect(leaveDays(span('2026-06-15', '2026-06-15', false, true), none)).toBe(0.5);
    expect(leaveDays(span('2026-06-15', '2026-06-15', true, false), none)).toBe(0.5);
    // Starting on a Saturday afternoon takes nothing from Saturday.
    expect(leaveDays(span('2026-06-20', '2026-06-22', true, false), none)).toBe(1);
  });

  it('finds overlaps by half-day slots: a morning and an afternoon of one day do not overlap', () => {
    expect(overlaps(span('2026-06-15', '2026-06-15', false, true), span('2026-06-15', '2026-06-15', true, false))).toBe(
      false,
    );
    expect(overlaps(span('2026-06-15', '2026-06-16'), span('2026-06-16', '2026-06-18'))).toBe(true);
    expect(overlaps(span('2026-06-15', '2026-06-16', false, true), span('2026-06-16', '2026-06-18', true, false))).toBe(
      false,
    );
    expect(overlaps(span('2026-06-15', '2026-06-16'), span('2026-06-17', '2026-06-18'))).toBe(false);
  });
});
