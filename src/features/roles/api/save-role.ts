import type { RoleBody } from '../../../../contract/api/roles.ts';
import { roles } from '../../../../contract/api/routes/roles.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';
import { ROLES_PREFIX } from './delete-role.ts';

/** Creates (id null) or updates a role with its permissions. */
export async function saveRole(id: number | null, body: RoleBody) {
  const res = id ? await call(roles.update, { params: { id }, body }) : await call(roles.create, { body });
  void revalidate(ROLES_PREFIX);
  return res;
}
