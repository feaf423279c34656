// One request with its step timeline (and, for leave, its attachment), for the detail drawer.
import useSWR from 'swr';
import type { LeaveRequestDetail } from '../../../../contract/api/requests-leave.ts';
import { requestPaths } from '../../../../contract/api/paths.ts';
import type { RequestKindMeta } from '../../../../commands/request-kinds.ts';
import { swrFetcher } from '../../../lib/api-client.ts';
import type { RequestItem } from './get-requests.ts';

/** A list item, or for leave the item with its attachment. */
export type RequestDetail = RequestItem | LeaveRequestDetail;

export function useRequest(kind: RequestKindMeta, id: number | null) {
  return useSWR<{ message: string; data: RequestDetail }>(id ? requestPaths(kind.api).one(id) : null, swrFetcher);
}
