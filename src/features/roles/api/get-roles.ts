import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { roleListResponse } from '../../../../contract/api/roles.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type RoleListResult = z.infer<typeof roleListResponse>;

export const fetchRoles = () => apiGet<RoleListResult>(API.roles);

export function useRoles() {
  return useSWR<RoleListResult>(API.roles, swrFetcher);
}
