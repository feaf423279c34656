import { describe, expect, it } from 'vitest';
import { employeesUrl } from './api/get-employees.ts';
import { DEFAULT_SORT, hasFilters, listFilters, NO_FILTERS } from './list-state.ts';

describe('employee list state', () => {
  it('asks the server only for what is set, with ids as numbers and the default sort left out', () => {
    const query = listFilters({
      q: '  sok ',
      filters: { ...NO_FILTERS, team_id: '4', probation: 'on_probation' },
      sort: DEFAULT_SORT,
    });
    expect(employeesUrl({ ...query, page: 2 })).toBe(
      '/api/v1/admin/employee?page=2&limit=10&q=sok&team_id=4&probation=on_probation',
    );
    expect(employeesUrl(listFilters({ q: '', filters: NO_FILTERS, sort: '-salary' }))).toBe(
      '/api/v1/admin/employee?page=1&limit=10&sort=-salary',
    );
  });

  it('knows when anything narrows the list (sort does not)', () => {
    expect(hasFilters({ q: ' ', filters: NO_FILTERS })).toBe(false);
    expect(hasFilters({ q: '', filters: { ...NO_FILTERS, status: 'resigned' } })).toBe(true);
    expect(hasFilters({ q: 'EMP', filters: NO_FILTERS })).toBe(true);
  });
});
