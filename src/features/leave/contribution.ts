// The leave area's web slice (commands: commands/areas/leave/): leave types, balances and their ledgers, the
// year-end carry-over and holidays. Leave requests themselves are the requests feature's.
import { LEAVE_ROUTES, leaveApi, leaveYearEntity } from '../../../commands/areas/leave/leave-commands.ts';
import { businessToday } from '../../lib/time.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchLeaveTypes } from '../../lib/leave/get-leave-types.ts';
import { searchHolidays } from '../../lib/leave/get-holidays.ts';
import { searchBalances } from '../../lib/leave/get-leave-balances.ts';
import { leaveCommandApi } from './command-api.ts';
import { balanceEntity, holidayEntity, leaveTypeEntity } from './leave-entities.ts';

const leaveTypeDialog = () => import('./leave-types/leave-type-dialog.tsx');
const holidayDialog = () => import('./holidays/holiday-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(leaveApi, leaveCommandApi)],
  dialogs: {
    'leaveType.add': dialog(leaveTypeDialog, { mode: 'add' }),
    'leaveType.edit': dialog(leaveTypeDialog, { mode: 'edit' }),
    'holiday.add': dialog(holidayDialog, { mode: 'add' }),
    'holiday.edit': dialog(holidayDialog, { mode: 'edit' }),
    'leaveBalance.adjust': dialog(() => import('./balances/adjust-balance-dialog.tsx')),
    'leaveBalance.ledger': dialog(() => import('./balances/ledger-drawer.tsx')),
  },
  entitySearches: {
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
    [LEAVE_ROUTES.types.path]: () => import('./leave-types/leave-types-page.tsx'),
    [LEAVE_ROUTES.balances.path]: () => import('./balances/balances-page.tsx'),
    [LEAVE_ROUTES.carryOver.path]: () => import('./balances/carry-over-page.tsx'),
    [LEAVE_ROUTES.holidays.path]: () => import('./holidays/holidays-page.tsx'),
  },
};
