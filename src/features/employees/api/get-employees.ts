// The employee list: server-side search, filters, sort and pagination (DESIGN.md section 5).
import useSWR from 'swr';
import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { EmployeeListQuery, employeeListResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type EmployeeListResult = z.infer<typeof employeeListResponse>;
/** What the list asks for; empty values are left out of the URL. */
export type EmployeeQuery = Partial<EmployeeListQuery>;

export function employeeSearchParams(query: Record<string, string | number | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export function employeesUrl(query: EmployeeQuery): string {
  return `${API.employees}?${employeeSearchParams({ page: 1, limit: DEFAULT_LIMIT, ...query })}`;
}

export function fetchEmployees(query: EmployeeQuery): Promise<EmployeeListResult> {
  return apiGet<EmployeeListResult>(employeesUrl(query));
}

export function useEmployees(query: EmployeeQuery) {
  return useSWR<EmployeeListResult>(employeesUrl(query), swrFetcher, { keepPreviousData: true });
}
