import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function deleteRole(id: number): Promise<string | undefined> {
  const res = await apiSend('DELETE', API.roleDelete(id));
  await revalidate(API.roles.replace(/\/$/, ''));
  return res.message;
}
