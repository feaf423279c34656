import { API } from '../../../../contract/api/paths.ts';
import type { UpdateUserRoleBody, userWriteResponse } from '../../../../contract/api/sys-users.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function updateUserRole(id: number, body: UpdateUserRoleBody): Promise<{ message: string }> {
  const res = await apiSend<typeof userWriteResponse>('PATCH', API.userUpdateRole(id), body);
  void revalidate(API.users);
  return res;
}
