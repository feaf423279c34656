import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function updateUserRole(id: number, body: { username: string; role_id: number[] }): Promise<{ message: string }> {
  const res = await apiSend<{ message: string }>('PATCH', API.userUpdateRole(id), body);
  void revalidate(API.users);
  return res;
}
