// A department's members, searched and filtered on the server (a department can hold thousands).
import type { z } from 'zod';
import type { employeeListQuery, employeeListResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { useRead, type Endpoint, type QueryOf } from '../../../lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

/** The employee list's query, but the path names the department (the server's route omits department_id). */
type MembersQuery = Omit<QueryOf<typeof employeeListQuery>, 'department_id'>;

const members = (departmentId: number): Endpoint<MembersQuery, z.infer<typeof employeeListResponse>> => ({
  path: API.departmentMembers(departmentId),
});

export function useDepartmentMembers(departmentId: number, f: { page: number; q?: string; teamId?: number | null }) {
  const query: MembersQuery = { page: f.page, limit: MEMBERS_PAGE_SIZE, sort: 'name', q: f.q, team_id: f.teamId ?? undefined };
  return useRead(members(departmentId), query, { keepPreviousData: true });
}
