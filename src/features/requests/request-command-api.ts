import type { RequestCommandApi } from '../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_META } from '../../../commands/areas/requests/request-kinds.ts';
import { actOnRequest, bulkDecide } from './api/act-on-request.ts';
import { exportRequests } from './api/export-requests.ts';
import { listFilters, requestListView } from './request-list-state.ts';

export const requestCommandApi: RequestCommandApi = {
  actOnRequest: (kind, id, action, version) =>
    actOnRequest(REQUEST_KIND_META[kind], id, action, version ? { version } : {}),
  bulkApproveRequests: (kind, ids) => bulkDecide(REQUEST_KIND_META[kind], 'approve', ids),
  exportRequests: (kind, format, filtered) =>
    exportRequests(REQUEST_KIND_META[kind], format, filtered ? listFilters(kind, requestListView(kind)) : {}),
};
