import type { CreateUserBody } from '../../../../contract/api/users.ts';
import { users } from '../../../../contract/api/routes/users.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function createUser(body: CreateUserBody) {
  const res = await call(users.create, { body });
  void revalidate(users.list);
  return res;
}
