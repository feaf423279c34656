// Approve (acknowledge), reject or cancel one request, or approve / reject several. Whatever the answer —
// done, or 409 because someone acted first — the lists, the drawer and the balances are fetched again, so
// the row shows what the server holds now.
import type { ApproveBody, BulkResult, CancelBody, RejectBody } from '../../../../contract/api/requests.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { leaveBalances } from '../../../../contract/api/routes/leave.ts';
import { notifications } from '../../../../contract/api/routes/notifications.ts';
import { requestKindRoutes } from '../../../../contract/api/routes/requests.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

const refresh = (kind: RequestKindMeta) =>
  Promise.all(
    [requestKindRoutes[kind.kind].list, leaveBalances.list, notifications.list, dashboard.get].map(revalidate),
  );

export async function actOnRequest(
  kind: RequestKindMeta,
  id: number,
  action: 'approve' | 'reject' | 'cancel',
  body: ApproveBody | RejectBody | CancelBody | Record<string, never>,
): Promise<string | undefined> {
  try {
    // Each action answers the request as it now is, with the server's message.
    return (await call(requestKindRoutes[kind.kind][action], { params: { id }, body })).message;
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
  const routes = requestKindRoutes[kind.kind];
  try {
    const res = await call(action === 'approve' ? routes.bulkApprove : routes.bulkReject, {
      body: comment ? { requests, comment } : { requests },
    });
    return res.data.results;
  } finally {
    void refresh(kind);
  }
}
