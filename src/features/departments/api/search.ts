// Departments and teams by name, for the palette.
import type { z } from 'zod';
import type { departmentListResponse, teamListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet } from '../../../lib/api-client.ts';

const query = (q: string, limit: number) => new URLSearchParams({ page: '1', limit: String(limit), ...(q ? { q } : {}) });

export async function searchDepartments(q: string, limit = 20) {
  return (await apiGet<z.infer<typeof departmentListResponse>>(`${API.departments}?${query(q, limit)}`)).data;
}

export async function searchTeams(q: string, limit = 20) {
  return (await apiGet<z.infer<typeof teamListResponse>>(`${API.teams}?${query(q, limit)}`)).data;
}
