import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { RoleBody, roleWriteResponse } from '../../../../contract/api/roles.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Creates (id null) or updates a role with its permissions. */
export async function saveRole(id: number | null, body: RoleBody): Promise<z.infer<typeof roleWriteResponse>> {
  const res = id
    ? await apiSend<typeof roleWriteResponse>('PATCH', API.roleUpdate(id), body)
    : await apiSend<typeof roleWriteResponse>('POST', API.roleCreate, body);
  void revalidate(API.roles.replace(/\/$/, ''));
  return res;
}
