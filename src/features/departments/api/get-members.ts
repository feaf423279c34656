// A department's members, searched and filtered on the server (a department can hold thousands).
import { departments } from '../../../../contract/api/routes/departments.ts';
import { useRead } from '../../../lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

/** The employee list's query, but the path names the department. */
export function useDepartmentMembers(departmentId: number, f: { page: number; q?: string; teamId?: number | null }) {
  return useRead(
    departments.members,
    {
      params: { id: departmentId },
      query: { page: f.page, limit: MEMBERS_PAGE_SIZE, sort: 'name', q: f.q, team_id: f.teamId ?? undefined },
    },
    { keepPreviousData: true },
  );
}
