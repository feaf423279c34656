// One page of a request kind's list, with its filters (server-side: search by employee name or staff id,
// status, type, department, dates; `actionable` for the palette's queue).
import type { Metadata } from '../../../../contract/api/common.ts';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { RequestKind } from '../../../../contract/api/requests.ts';
import type { LeaveRequestItem } from '../../../../contract/api/requests-leave.ts';
import type { OvertimeRequestItem } from '../../../../contract/api/requests-overtime.ts';
import type { PostClockRequestItem } from '../../../../contract/api/requests-post-clock.ts';
import { requestKindRoutes } from '../../../../contract/api/routes/requests.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { call, useRead, type InputOf } from '../../../lib/api-client.ts';

export type RequestItem = LeaveRequestItem | OvertimeRequestItem | PostClockRequestItem;
/** A page of any kind's list (each kind's answer is one of these). */
export interface RequestListResult {
  message: string;
  data: RequestItem[];
  metadata: Metadata;
}

/** What one kind's list accepts (for a union of kinds, one of theirs). */
export type RequestQueryOf<K extends RequestKind> = K extends RequestKind
  ? NonNullable<InputOf<(typeof requestKindRoutes)[K]['list']>['query']>
  : never;
/**
 * What a list of a kind known only at run time accepts: one of the kinds' queries. (The kind comes as a value,
 * so a query is checked against the three together, not against the kind's own.)
 */
export type RequestQuery = RequestQueryOf<RequestKind>;

/** Page 1 of the default size unless the query says otherwise, so one list has one URL (one SWR key). */
const withPaging = (query: RequestQuery): RequestQuery => ({ page: 1, limit: DEFAULT_LIMIT, ...query });

export const fetchRequests = (kind: RequestKindMeta, query: RequestQuery): Promise<RequestListResult> =>
  call(requestKindRoutes[kind.kind].list, { query: withPaging(query) });

export function useRequests(kind: RequestKindMeta, query: RequestQuery, enabled = true) {
  return useRead(requestKindRoutes[kind.kind].list, enabled ? { query: withPaging(query) } : null, {
    keepPreviousData: true,
  });
}
