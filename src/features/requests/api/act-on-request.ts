// Approve (acknowledge), reject or cancel one request, or approve / reject several. Whatever the answer —
// done, or 409 because someone acted first — the lists, the drawer and the balances are fetched again, so
// the row shows what the server holds now.
import type {
  ApproveBody,
  BulkResult,
  CancelBody,
  RejectBody,
  bulkResponse,
} from '../../../../contract/api/requests.ts';
import { leaveBalances } from '../../../../contract/api/routes/leave.ts';
import { API, requestPaths } from '../../../../contract/api/paths.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

const refresh = (kind: RequestKindMeta) =>
  Promise.all([kind.api, leaveBalances.list, API.notifications, API.dashboard].map(revalidate));

export async function actOnRequest(
  kind: RequestKindMeta,
  id: number,
  action: 'approve' | 'reject' | 'cancel',
  body: ApproveBody | RejectBody | CancelBody | Record<string, never>,
): Promise<string | undefined> {
  try {
    // Each action answers the request as it now is, with the server's message.
    return (await apiSend('POST', requestPaths(kind.api)[action](id), body)).message;
  } finally {
    void refresh(kind);
  }
}

export async function bulkDecide(
  kind: RequestKindMeta,
  action: 'approve' | 'reject',
  requests: Array<{ id: number; version: number }>,
  comment?: string,
): Promise<BulkResult[]> {
  const paths = requestPaths(kind.api);
  try {
    const res = await apiSend<typeof bulkResponse>(
      'POST',
      action === 'approve' ? paths.bulkApprove : paths.bulkReject,
      comment ? { requests, comment } : { requests },
    );
    return res.data.results;
  } finally {
    void refresh(kind);
  }
}
