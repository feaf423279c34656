import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function deleteUser(id: number): Promise<string | undefined> {
  const res = await apiSend('DELETE', API.userDelete(id));
  await revalidate(API.users);
  return res.message;
}
