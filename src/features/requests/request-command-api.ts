import type { RequestCommandApi } from '../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_META } from '../../../commands/areas/requests/request-kinds.ts';
import { actOnRequest, bulkDecide } from './api/act-on-request.ts';
import { exportRequests } from './api/export-requests.ts';
import { businessToday } from '../../lib/time.ts';
import { listFilters, NO_FILTERS, requestListView } from './request-list-state.ts';

export const requestCommandApi: RequestCommandApi = {
  actOnRequest: (kind, id, action, version) =>
    actOnRequest(REQUEST_KIND_META[kind], id, action, version === undefined ? {} : { version }),
  bulkApproveRequests: (kind, requests) => bulkDecide(REQUEST_KIND_META[kind], 'approve', requests),
  exportRequests: (kind, format, filtered) =>
    exportRequests(REQUEST_KIND_META[kind], format, filtered ? listFilters(kind, requestListView(kind)) : {}),
  showRequests: (kind, { status, onDate }) => {
    const view = requestListView(kind);
    const day = onDate === 'today' ? businessToday() : '';
    view.q = '';
    view.filters = { ...NO_FILTERS, status, from: day, to: day };
    view.page = 1;
  },
};
