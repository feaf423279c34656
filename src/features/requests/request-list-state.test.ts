import { describe, expect, it } from 'vitest';
import { hasFilters, listFilters, NO_FILTERS, rangeError } from './request-list-state.ts';

describe('request list query', () => {
  it('sends only what is set, ids as numbers, the type filter under the kind’s own parameter', () => {
    const filters = {
      ...NO_FILTERS,
      status: 'pending_acknowledge',
      type: '4',
      department_id: '2',
      team_id: '7',
      from: '2026-05-01',
    };
    expect(listFilters('leave', { q: ' Sok ', filters })).toEqual({
      q: 'Sok',
      status: 'pending_acknowledge',
      leave_type_id: 4,
      department_id: 2,
      team_id: 7,
      employee_id: undefined,
      from: '2026-05-01',
      to: undefined,
    });
    expect(listFilters('post_clock', { q: '', filters: { ...NO_FILTERS, type: 'forget_clock_in' } })).toMatchObject({
      type: 'forget_clock_in',
    });
    // Overtime has no type filter: a stale value must not reach the server.
    expect(Object.keys(listFilters('overtime', { q: '', filters: { ...NO_FILTERS, type: '4' } }))).not.toContain(
      'type',
    );
  });

  it('leaves out a range that reads backwards, and says so', () => {
    const backwards = { ...NO_FILTERS, from: '2026-05-10', to: '2026-05-01' };
    expect(rangeError(backwards)).toBe('To must be on or after From.');
    expect(listFilters('leave', { q: '', filters: backwards })).toMatchObject({ from: '2026-05-10', to: undefined });
    expect(rangeError({ from: '2026-05-01', to: '2026-05-01' })).toBeUndefined();
  });

  it('filters by the picked employee’s id, and counts the pick as a filter to clear', () => {
    const filters = { ...NO_FILTERS, employee: { id: 17, name: 'Dara Sok', staff_id: 'EMP-0017' } };
    expect(listFilters('overtime', { q: '', filters })).toMatchObject({ employee_id: 17 });
    expect(hasFilters({ q: '', filters })).toBe(true);
    expect(hasFilters({ q: ' ', filters: NO_FILTERS })).toBe(false);
  });
});
