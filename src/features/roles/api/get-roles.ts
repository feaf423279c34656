import type { z } from 'zod';
import { roles } from '../../../../contract/api/routes/roles.ts';
import type { roleListResponse } from '../../../../contract/api/roles.ts';
import { call, useRead } from '../../../lib/api-client.ts';

export type RoleListResult = z.infer<typeof roleListResponse>;

/** Every role at once: the route takes no query (a company has a handful). */
export const fetchRoles = () => call(roles.list);

export function useRoles() {
  return useRead(roles.list);
}
