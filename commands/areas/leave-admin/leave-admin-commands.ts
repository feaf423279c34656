// Leave administration: leave types, holidays (calendar events of kind holiday) and
// balance adjustments. Filing requests is navigation (nav.leaveAdd, nav.otAdd, nav.postClockRequestAdd);
// the request lists and their approvals are request commands. Each page has its own palette group, so a
// page's toolbar shows only its own commands.
import type { Command } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';

/** Leave administration: leave types and holidays (calendar events of kind holiday). */
export interface LeaveAdminCommandApi {
  deleteLeaveType(id: number): Promise<string | undefined>;
  deleteHoliday(id: number): Promise<string | undefined>;
}
export const leaveAdminApi = apiSlot<LeaveAdminCommandApi>('leave-admin');

export const LEAVE_ADMIN_TOAST = {
  leaveTypeDeleted: 'Leave type deleted successfully!',
  holidayDeleted: 'Holiday deleted successfully!',
} as const;

export const leaveAdminCommands: Command[] = [
  {
    id: 'leaveType.add',
    title: 'Add leave type',
    group: 'Leave types',
    keywords: ['new leave type', 'create leave type', 'annual leave', 'sick leave'],
    shortcut: 'c',
    keyContext: 'leaveTypes',
    permission: { resource: 'leaveType', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Leave Type' } },
    run: (ctx) => ctx.openDialog('leaveType.add'),
  },
  {
    id: 'leaveType.edit',
    title: 'Edit leave type…',
    group: 'Leave types',
    keywords: ['rename leave type', 'days per year', 'carry over', 'paid', 'unpaid'],
    shortcut: 'e',
    keyContext: 'leaveTypes',
    scope: 'leaveType',
    permission: { resource: 'leaveType', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('leaveType.edit', arg),
  },
  {
    id: 'leaveType.delete',
    title: 'Delete leave type…',
    group: 'Leave types',
    keywords: ['remove leave type'],
    scope: 'leaveType',
    permission: { resource: 'leaveType', action: 'delete' },
    placements: { rowAction: { order: 2, label: 'Delete' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Delete leave type',
        message: `Delete leave type "${arg.name}"? A type that leave requests or balance adjustments use cannot be deleted.`,
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return;
      // A used type is refused with 409 and the server's reason; the executor toasts it.
      const message = await ctx.api(leaveAdminApi).deleteLeaveType(arg.id);
      ctx.toast.success(message || LEAVE_ADMIN_TOAST.leaveTypeDeleted);
    },
  },
  {
    id: 'leaveBalance.adjust',
    title: 'Adjust balance…',
    group: 'Leave balances',
    keywords: ['leave balance', 'add days', 'remove days', 'entitlement', 'correct balance'],
    shortcut: 'a',
    keyContext: 'leaveBalances',
    scope: 'leaveBalance',
    // Adjusting a balance is a change to leave administration, as the server has it.
    permission: { resource: 'leaveType', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Adjust' } },
    run: (ctx, arg) => ctx.openDialog('leaveBalance.adjust', arg),
  },
  {
    id: 'holiday.add',
    title: 'Add holiday',
    group: 'Holidays',
    keywords: ['new holiday', 'public holiday', 'day off', 'calendar event'],
    shortcut: 'c',
    keyContext: 'holidays',
    permission: { resource: 'calendar', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Holiday' } },
    run: (ctx) => ctx.openDialog('holiday.add'),
  },
  {
    id: 'holiday.edit',
    title: 'Edit holiday…',
    group: 'Holidays',
    keywords: ['rename holiday', 'move holiday', 'public holiday'],
    shortcut: 'e',
    keyContext: 'holidays',
    scope: 'holiday',
    permission: { resource: 'calendar', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('holiday.edit', arg),
  },
  {
    id: 'holiday.delete',
    title: 'Delete holiday…',
    group: 'Holidays',
    keywords: ['remove holiday', 'public holiday'],
    scope: 'holiday',
    permission: { resource: 'calendar', action: 'delete' },
    placements: { rowAction: { order: 2, label: 'Delete' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Delete holiday',
        message: `Delete holiday "${arg.name}"? Leave filed from now on counts that day as a working day; requests already filed keep their days.`,
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return;
      const message = await ctx.api(leaveAdminApi).deleteHoliday(arg.id);
      ctx.toast.success(message || LEAVE_ADMIN_TOAST.holidayDeleted);
    },
  },
];

export const leaveAdminArea = defineArea({
  id: 'leave-admin',
  commands: leaveAdminCommands,
  api: leaveAdminApi,
  // Only pickers for their scoped commands (Edit leave type…, Adjust balance…), no lookup from the root.
  entities: {
    leaveType: { label: 'Leave type' },
    holiday: { label: 'Holiday' },
    /** One employee's balance of one leave type in one year (extra: employeeId, leaveTypeId, year). */
    leaveBalance: { label: 'Leave balance' },
  },
  dialogs: ['leaveType.add', 'leaveType.edit', 'holiday.add', 'holiday.edit', 'leaveBalance.adjust'],
  keyContexts: [
    { id: 'leaveTypes', page: '/leave/types' },
    { id: 'leaveBalances', page: '/leave/balances' },
    { id: 'holidays', page: '/leave/holidays' },
  ],
});
