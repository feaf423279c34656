// One page of a request kind's list, with its filters (server-side: search by employee name or staff id,
// status, type, department, dates; `actionable` for the palette's queue).
import useSWR from 'swr';
import { type Metadata } from '../../../../contract/api/common.ts';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { LeaveRequestItem } from '../../../../contract/api/requests-leave.ts';
import type { OvertimeRequestItem } from '../../../../contract/api/requests-overtime.ts';
import type { PostClockRequestItem } from '../../../../contract/api/requests-post-clock.ts';
import type { RequestKindMeta } from '../../../../commands/request-kinds.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type RequestItem = LeaveRequestItem | OvertimeRequestItem | PostClockRequestItem;
export interface RequestListResult {
  message: string;
  data: RequestItem[];
  metadata: Metadata;
}

/** List query values; empty ones are left out of the URL. */
export type RequestQuery = Record<string, string | number | undefined>;

export function requestParams(query: RequestQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export const requestsUrl = (kind: RequestKindMeta, query: RequestQuery) => `${kind.api}?${requestParams({ page: 1, limit: DEFAULT_LIMIT, ...query })}`;

export const fetchRequests = (kind: RequestKindMeta, query: RequestQuery) => apiGet<RequestListResult>(requestsUrl(kind, query));

export function useRequests(kind: RequestKindMeta, query: RequestQuery, enabled = true) {
  return useSWR<RequestListResult>(enabled ? requestsUrl(kind, query) : null, swrFetcher, { keepPreviousData: true });
}
