// The requests feature's web slice for two areas: the leave, OT and post clock requests
// (commands/areas/requests/) and leave administration (commands/areas/leave-admin/).
import {
  LEAVE_ADMIN_ROUTES,
  leaveAdminApi,
  leaveYearEntity,
} from '../../../commands/areas/leave-admin/leave-admin-commands.ts';
import { requestAddPath, requestApi } from '../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_META, type RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import { businessToday } from '../../lib/time.ts';
import { dialog, provide, type Contribution, type EntitySearch } from '../../lib/feature-contribution.ts';
import { fetchLeaveTypes } from './api/get-leave-types.ts';
import { searchHolidays } from './api/get-holidays.ts';
import { searchBalances } from './api/get-leave-balances.ts';
import { fetchRequests } from './api/get-requests.ts';
import { leaveAdminCommandApi } from './leave-admin-command-api.ts';
import { balanceEntity, holidayEntity, leaveTypeEntity } from './leave-admin-entities.ts';
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
const leaveTypeDialog = () => import('./leave-types/leave-type-dialog.tsx');
const holidayDialog = () => import('./holidays/holiday-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(requestApi, requestCommandApi), provide(leaveAdminApi, leaveAdminCommandApi)],
  dialogs: {
    'request.reject': dialog(() => import('./reject-dialog.tsx')),
    'leaveType.add': dialog(leaveTypeDialog, { mode: 'add' }),
    'leaveType.edit': dialog(leaveTypeDialog, { mode: 'edit' }),
    'holiday.add': dialog(holidayDialog, { mode: 'add' }),
    'holiday.edit': dialog(holidayDialog, { mode: 'edit' }),
    'leaveBalance.adjust': dialog(() => import('./balances/adjust-balance-dialog.tsx')),
    'leaveBalance.ledger': dialog(() => import('./balances/ledger-dialog.tsx')),
  },
  entitySearches: {
    leaveRequest: requests(REQUEST_KIND_META.leave),
    overtimeRequest: requests(REQUEST_KIND_META.overtime),
    postClockRequest: requests(REQUEST_KIND_META.post_clock),
    leaveType: async (needle) =>
      (await fetchLeaveTypes()).data
        .filter((t) => !needle || t.name.toLowerCase().includes(needle))
        .map(leaveTypeEntity),
    holiday: async (needle) => (await searchHolidays(needle)).map(holidayEntity),
    leaveBalance: async (needle) => (await searchBalances(needle)).map((b) => balanceEntity(b)),
    // This year's end first, then last year's (still expiring) and next year's.
    leaveYear: async (needle) => {
      const year = Number(businessToday().slice(0, 4));
      return [year, year - 1, year + 1].filter((y) => String(y).includes(needle)).map(leaveYearEntity);
    },
  },
  pages: {
    [LEAVE.route]: requestListPage,
    [OVERTIME.route]: requestListPage,
    [POST_CLOCK.route]: requestListPage,
    [requestAddPath(LEAVE)]: () => import('./filing/leave-request-page.tsx'),
    [requestAddPath(OVERTIME)]: () => import('./filing/overtime-request-page.tsx'),
    [requestAddPath(POST_CLOCK)]: () => import('./filing/post-clock-request-page.tsx'),
    [LEAVE_ADMIN_ROUTES.types.path]: () => import('./leave-types/leave-types-page.tsx'),
    [LEAVE_ADMIN_ROUTES.balances.path]: () => import('./balances/balances-page.tsx'),
    [LEAVE_ADMIN_ROUTES.carryOver.path]: () => import('./balances/carry-over-page.tsx'),
    [LEAVE_ADMIN_ROUTES.holidays.path]: () => import('./holidays/holidays-page.tsx'),
  },
};
