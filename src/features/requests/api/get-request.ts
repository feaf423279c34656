// One request with its step timeline (and, for leave, its attachment), for the detail drawer.
import type { LeaveRequestDetail, leaveRequestResponse } from '../../../../contract/api/requests-leave.ts';
import type { overtimeRequestResponse } from '../../../../contract/api/requests-overtime.ts';
import type { postClockRequestResponse } from '../../../../contract/api/requests-post-clock.ts';
import { requestPaths } from '../../../../contract/api/paths.ts';
import type { RequestKind } from '../../../../contract/api/requests.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { endpoint, useRead, type Endpoint, type NoQuery } from '../../../lib/api-client.ts';
import type { RequestItem } from './get-requests.ts';

/** A list item, or for leave the item with its attachment. */
export type RequestDetail = RequestItem | LeaveRequestDetail;

/** Each kind's one-request read, bound to its response schema. */
const REQUEST_READS = {
  leave: (path: string) => endpoint<typeof leaveRequestResponse>(path),
  overtime: (path: string) => endpoint<typeof overtimeRequestResponse>(path),
  post_clock: (path: string) => endpoint<typeof postClockRequestResponse>(path),
} satisfies Record<RequestKind, (path: string) => Endpoint<unknown, unknown>>;

const readOf = (kind: RequestKindMeta, id: number): Endpoint<NoQuery, { message: string; data: RequestDetail }> =>
  REQUEST_READS[kind.kind](requestPaths(kind.api).one(id));

export function useRequest(kind: RequestKindMeta, id: number | null) {
  return useRead(id ? readOf(kind, id) : null);
}
