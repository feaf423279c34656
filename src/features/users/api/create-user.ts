import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { CreateUserBody, userWriteResponse } from '../../../../contract/api/sys-users.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function createUser(body: CreateUserBody): Promise<z.infer<typeof userWriteResponse>> {
  const res = await apiSend<typeof userWriteResponse>('POST', API.userCreate, body);
  void revalidate(API.users);
  return res;
}
