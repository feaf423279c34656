// The requests area's web slice (commands: commands/areas/requests/): the leave, OT and post clock requests,
// their lists, filing pages and approvals.
import { requestAddPath, requestApi } from '../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_META, type RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import { dialog, provide, type Contribution, type EntitySearch } from '../../lib/feature-contribution.ts';
import { fetchRequests } from './api/get-requests.ts';
import { requestCommandApi } from './request-command-api.ts';
import { requestEntity } from './request-entity.ts';

/** Requests by their employee's name or staff id (server-side prefix search), newest first. */
const requests =
  (kind: RequestKindMeta): EntitySearch =>
  async (needle, filter) =>
    (await fetchRequests(kind, { q: needle || undefined, limit: 20, ...filter })).data.map((r) =>
      requestEntity(kind, r),
    );

const requestListPage = () => import('./request-list-page.tsx');
const { leave: LEAVE, overtime: OVERTIME, post_clock: POST_CLOCK } = REQUEST_KIND_META;

export const contribution: Contribution = {
  apis: [provide(requestApi, requestCommandApi)],
  dialogs: {
    'request.reject': dialog(() => import('./reject-dialog.tsx')),
  },
  entitySearches: {
    leaveRequest: requests(REQUEST_KIND_META.leave),
    overtimeRequest: requests(REQUEST_KIND_META.overtime),
    postClockRequest: requests(REQUEST_KIND_META.post_clock),
  },
  pages: {
    [LEAVE.route]: requestListPage,
    [OVERTIME.route]: requestListPage,
    [POST_CLOCK.route]: requestListPage,
    [requestAddPath(LEAVE)]: () => import('./filing/leave-request-page.tsx'),
    [requestAddPath(OVERTIME)]: () => import('./filing/overtime-request-page.tsx'),
    [requestAddPath(POST_CLOCK)]: () => import('./filing/post-clock-request-page.tsx'),
  },
};
