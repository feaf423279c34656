// One page of a request kind's list, with its filters (server-side: search by employee name or staff id,
// status, type, department, dates; `actionable` for the palette's queue).
import type { Metadata } from '../../../../contract/api/common.ts';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { RequestKind } from '../../../../contract/api/requests.ts';
import type {
  LeaveRequestItem,
  leaveRequestListQuery,
  leaveRequestListResponse,
} from '../../../../contract/api/requests-leave.ts';
import type {
  OvertimeRequestItem,
  overtimeRequestListQuery,
  overtimeRequestListResponse,
} from '../../../../contract/api/requests-overtime.ts';
import type {
  PostClockRequestItem,
  postClockRequestListQuery,
  postClockRequestListResponse,
} from '../../../../contract/api/requests-post-clock.ts';
import { REQUEST_KIND_META, type RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { endpoint, fetchFrom, useRead, type Endpoint, type QueryOfEndpoint } from '../../../lib/api-client.ts';

/** Each kind's list, bound to its own query and response schemas. */
const REQUEST_LISTS = {
  leave: endpoint<typeof leaveRequestListResponse, typeof leaveRequestListQuery>(REQUEST_KIND_META.leave.api),
  overtime: endpoint<typeof overtimeRequestListResponse, typeof overtimeRequestListQuery>(
    REQUEST_KIND_META.overtime.api,
  ),
  post_clock: endpoint<typeof postClockRequestListResponse, typeof postClockRequestListQuery>(
    REQUEST_KIND_META.post_clock.api,
  ),
} satisfies Record<RequestKind, Endpoint<unknown, unknown>>;

export type RequestItem = LeaveRequestItem | OvertimeRequestItem | PostClockRequestItem;
/** A page of any kind's list (each kind's answer is one of these). */
export interface RequestListResult {
  message: string;
  data: RequestItem[];
  metadata: Metadata;
}

/** What one kind's list accepts. */
export type RequestQueryOf<K extends RequestKind> = QueryOfEndpoint<(typeof REQUEST_LISTS)[K]>;
/**
 * What a list of a kind known only at run time accepts: one of the kinds' queries. (The kind comes as a value,
 * so a query is checked against the three together, not against the kind's own.)
 */
export type RequestQuery = RequestQueryOf<RequestKind>;

/** The kind's list, answering as any request list does. */
const listOf = (kind: RequestKindMeta): Endpoint<RequestQuery, RequestListResult> => REQUEST_LISTS[kind.kind];

/** Page 1 of the default size unless the query says otherwise, so one list has one URL (one SWR key). */
const withPaging = (query: RequestQuery): RequestQuery => ({ page: 1, limit: DEFAULT_LIMIT, ...query });

export const fetchRequests = (kind: RequestKindMeta, query: RequestQuery) => fetchFrom(listOf(kind), withPaging(query));

export function useRequests(kind: RequestKindMeta, query: RequestQuery, enabled = true) {
  return useRead(enabled ? listOf(kind) : null, withPaging(query), { keepPreviousData: true });
}
