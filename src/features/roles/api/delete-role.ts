import { roles } from '../../../../contract/api/routes/roles.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Every read of roles: the list (/roles/) and each role (/roles/:id/…). */
export const ROLES_PREFIX = roles.list.path.replace(/\/$/, '');

export async function deleteRole(id: number): Promise<string | undefined> {
  const res = await call(roles.remove, { params: { id } });
  await revalidate(ROLES_PREFIX);
  return res.message;
}
