import type { UpdateUserRoleBody } from '../../../../contract/api/users.ts';
import { users } from '../../../../contract/api/routes/users.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function updateUserRole(id: number, body: UpdateUserRoleBody): Promise<{ message: string }> {
  const res = await call(users.updateRole, { params: { id }, body });
  void revalidate(users.list);
  return res;
}
