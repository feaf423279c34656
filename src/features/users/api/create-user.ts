import { API } from '../../../../contract/api/paths.ts';
import type { CreateUserBody } from '../../../../contract/api/sys-users.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function createUser(body: CreateUserBody): Promise<{ message: string }> {
  const res = await apiSend<{ message: string }>('POST', API.userCreate, body);
  void revalidate(API.users);
  return res;
}
