import { API } from '../../../../contract/api/paths.ts';
import type { UpdateUserBody, userWriteResponse } from '../../../../contract/api/sys-users.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Returns the server's message for the success toast. */
export async function setUserStatus(
  id: number,
  status: NonNullable<UpdateUserBody['status']>,
): Promise<string | undefined> {
  const body: UpdateUserBody = { status };
  const res = await apiSend<typeof userWriteResponse>('PUT', API.userUpdate(id), body);
  await revalidate(API.users);
  return res.message;
}
