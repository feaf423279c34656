// One request with its step timeline (and, for leave, its attachment), for the detail drawer.
import type { LeaveRequestDetail } from '../../../../contract/api/requests-leave.ts';
import { requestKindRoutes } from '../../../../contract/api/routes/requests.ts';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { useRead } from '../../../lib/api-client.ts';
import type { RequestItem } from './get-requests.ts';

/** A list item, or for leave the item with its attachment. */
export type RequestDetail = RequestItem | LeaveRequestDetail;

export function useRequest(kind: RequestKindMeta, id: number | null) {
  return useRead(requestKindRoutes[kind.kind].get, id ? { params: { id } } : null);
}
