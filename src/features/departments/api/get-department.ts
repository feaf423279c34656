import type { departmentResponse, teamResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, useRead } from '../../../lib/api-client.ts';

export function useDepartment(id: number | null) {
  return useRead(id ? endpoint<typeof departmentResponse>(API.department(id)) : null);
}

export function useTeam(id: number | null) {
  return useRead(id ? endpoint<typeof teamResponse>(API.team(id)) : null);
}
