import { users } from '../../../../contract/api/routes/users.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function deleteUser(id: number): Promise<string | undefined> {
  const res = await call(users.remove, { params: { id } });
  await revalidate(users.list);
  return res.message;
}
