import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Returns the server's message for the success toast. */
export async function setUserStatus(id: number, status: 'Active' | 'Inactive'): Promise<string | undefined> {
  const res = await apiSend<{ message?: string }>('PUT', API.userUpdate(id), { status });
  await revalidate(API.users);
  return res?.message;
}
