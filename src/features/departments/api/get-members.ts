// A department's members, searched and filtered on the server (a department can hold thousands).
import type { departmentMembersQuery, departmentMembersResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

/** The employee list's query, but the path names the department. */
const members = (departmentId: number) =>
  endpoint<typeof departmentMembersResponse, typeof departmentMembersQuery>(API.departmentMembers(departmentId));

export function useDepartmentMembers(departmentId: number, f: { page: number; q?: string; teamId?: number | null }) {
  return useRead(
    members(departmentId),
    { page: f.page, limit: MEMBERS_PAGE_SIZE, sort: 'name', q: f.q, team_id: f.teamId ?? undefined },
    { keepPreviousData: true },
  );
}
