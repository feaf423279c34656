import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { roleListResponse } from '../../../../contract/api/roles.ts';
import { endpoint, fetchFrom, useRead } from '../../../lib/api-client.ts';

export type RoleListResult = z.infer<typeof roleListResponse>;

/** Every role at once: the route takes no query (a company has a handful). */
const roles = endpoint<typeof roleListResponse>(API.roles);

export const fetchRoles = () => fetchFrom(roles);

export function useRoles() {
  return useRead(roles);
}
