// What the employee list shows: search, filters, sort and page. It lives outside the page so a trip to
// /employee/edit/{id} and back finds the list as it was left, and the export commands export the same rows.
import { proxy } from 'valtio';
import type { EMPLOYEE_SORTS, EmployeeStatus, ProbationState } from '../../../contract/api/employees.ts';
import type { EmployeeQuery } from './api/get-employees.ts';

export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export interface EmployeeFilters {
  department_id: string;
  team_id: string;
  office_id: string;
  status: '' | EmployeeStatus;
  probation: '' | ProbationState;
}

export const NO_FILTERS: EmployeeFilters = { department_id: '', team_id: '', office_id: '', status: '', probation: '' };
export const DEFAULT_SORT: EmployeeSort = '-created_at';

export const employeeListView = proxy({
  /** The search text as typed (the query uses it once the user pauses). */
  q: '',
  filters: { ...NO_FILTERS },
  sort: DEFAULT_SORT as EmployeeSort,
  page: 1,
});

/** The list query without paging: what the list filters on and what an export exports. */
export function listFilters(view: { q: string; filters: EmployeeFilters; sort: EmployeeSort }): EmployeeQuery {
  const f = view.filters;
  const id = (v: string) => (v ? Number(v) : undefined);
  return {
    q: view.q.trim() || undefined,
    department_id: id(f.department_id),
    team_id: id(f.team_id),
    office_id: id(f.office_id),
    status: f.status || undefined,
    probation: f.probation || undefined,
    sort: view.sort === DEFAULT_SORT ? undefined : view.sort,
  };
}

export function hasFilters(view: { q: string; filters: EmployeeFilters }): boolean {
  return !!view.q.trim() || Object.values(view.filters).some(Boolean);
}
