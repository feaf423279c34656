// Files a leave, overtime or post clock request; resolves to the server's message and the new request's id.
import type { RequestKindMeta } from '../../../../commands/request-kinds.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export async function fileRequest(kind: RequestKindMeta, body: unknown): Promise<{ message: string; id: number }> {
  const res = await apiSend<{ message: string; data: { id: number } }>('POST', kind.api, body);
  // The list shows it at once; a leave also holds days as pending on its balance.
  const stale = kind.kind === 'leave' ? [kind.api, API.leaveBalances] : [kind.api];
  await Promise.all(stale.map((prefix) => revalidate(prefix)));
  return { message: res.message, id: res.data.id };
}
