import type { UpdateUserBody } from '../../../../contract/api/users.ts';
import { users } from '../../../../contract/api/routes/users.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Returns the server's message for the success toast. */
export async function setUserStatus(
  id: number,
  status: NonNullable<UpdateUserBody['status']>,
): Promise<string | undefined> {
  const res = await call(users.update, { params: { id }, body: { status } });
  await revalidate(users.list);
  return res.message;
}
