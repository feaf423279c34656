// The employee list: server-side search, filters, sort and pagination, and the query
// of its export.
import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { employeeListQuery, employeeListResponse, exportQuery } from '../../../../contract/api/employees.ts';
import { employees } from '../../../../contract/api/routes/employees.ts';
import { call, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';

export type EmployeeListResult = z.infer<typeof employeeListResponse>;
/** What the list asks for; empty values are left out of the URL. */
export type EmployeeQuery = QueryOf<typeof employeeListQuery>;
/** What the export asks for: the list's filters and sort, and the file format. */
export type EmployeeExportQuery = QueryOf<typeof exportQuery>;

/** The export's query string (its path: API.employeesExport); empty values are left out. */
export function employeeSearchParams(query: EmployeeExportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Page 1 of the default size unless the query says otherwise, so one list has one URL (one SWR key). */
const withPaging = (query: EmployeeQuery): EmployeeQuery => ({ page: 1, limit: DEFAULT_LIMIT, ...query });

export function employeesUrl(query: EmployeeQuery): string {
  return urlOf(employees.list, { query: withPaging(query) });
}

export function fetchEmployees(query: EmployeeQuery): Promise<EmployeeListResult> {
  return call(employees.list, { query: withPaging(query) });
}

export function useEmployees(query: EmployeeQuery) {
  return useRead(employees.list, { query: withPaging(query) }, { keepPreviousData: true });
}
