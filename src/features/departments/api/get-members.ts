// A department's members, searched and filtered on the server (a department can hold thousands).
import useSWR from 'swr';
import type { z } from 'zod';
import type { employeeListResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

export function membersUrl(departmentId: number, f: { page: number; q?: string; teamId?: number | null }): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(MEMBERS_PAGE_SIZE), sort: 'name' });
  if (f.q) params.set('q', f.q);
  if (f.teamId) params.set('team_id', String(f.teamId));
  return `${API.departmentMembers(departmentId)}?${params}`;
}

export function useDepartmentMembers(departmentId: number, f: { page: number; q?: string; teamId?: number | null }) {
  return useSWR<z.infer<typeof employeeListResponse>>(membersUrl(departmentId, f), swrFetcher, { keepPreviousData: true });
}
