// Files a leave, overtime or post clock request; resolves to the server's message and the new request's id.
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import type { LeaveRequestBody } from '../../../../contract/api/requests-leave.ts';
import type { OvertimeRequestBody } from '../../../../contract/api/requests-overtime.ts';
import type { PostClockRequestBody } from '../../../../contract/api/requests-post-clock.ts';
import { leaveBalances } from '../../../../contract/api/routes/leave.ts';
import { requestKindRoutes } from '../../../../contract/api/routes/requests.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** The body of the kind's form, as its contract schema parsed it. */
export type RequestBody = LeaveRequestBody | OvertimeRequestBody | PostClockRequestBody;

export async function fileRequest(kind: RequestKindMeta, body: RequestBody): Promise<{ message: string; id: number }> {
  const routes = requestKindRoutes[kind.kind];
  // Every kind answers the request it filed.
  const res = await call(routes.create, { body });
  // The list shows it at once; a leave also holds days as pending on its balance.
  const stale = kind.kind === 'leave' ? [routes.list, leaveBalances.list] : [routes.list];
  await Promise.all(stale.map((prefix) => revalidate(prefix)));
  return { message: res.message, id: res.data.id };
}
