// The leave area: leave types, holidays (calendar events of kind holiday) and
// balance adjustments. Filing requests is navigation (nav.leaveAdd, nav.otAdd, nav.postClockRequestAdd);
// the request lists and their approvals are request commands. Each page has its own palette group, so a
// page's toolbar shows only its own commands.
import type { Command, EntityRef } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';
import type { RouteSpec } from '../../route-spec.ts';
import { deleteCommand } from '../../delete-command.ts';
import { LEAVE_PERMISSION } from '../requests/request-commands.ts';
import { dateOf } from '../calendar/calendar-commands.ts';

/** The leave area's server calls: leave types and holidays (calendar events of kind holiday). */
export interface LeaveCommandApi {
  deleteLeaveType(id: number): Promise<string | undefined>;
  deleteHoliday(id: number): Promise<string | undefined>;
}
export const leaveApi = apiSlot<LeaveCommandApi>('leave');

export const LEAVE_TOAST = {
  leaveTypeDeleted: 'Leave type deleted successfully!',
  holidayDeleted: 'Holiday deleted successfully!',
} as const;

/** Changing balances belongs to those who administer leave, as the server has it. */
const LEAVE_ADMINISTRATION = { resource: 'leaveType', action: 'update' } as const;

/**
 * The year-end carry-over preview changes nothing: whoever reads the leave setup (HR, and a payroll or audit role
 * given leave type read) sees who loses days and when, as the server answers it to them.
 */
const LEAVE_SETUP_READERS = { resource: 'leaveType', action: 'read' } as const;

export const LEAVE_ROUTES = {
  balances: {
    path: '/leave/balances',
    title: 'Leave Balances',
    permission: LEAVE_PERMISSION,
    nav: { id: 'nav.leaveBalances', keywords: ['entitlement', 'days left', 'remaining'] },
  },
  types: {
    path: '/leave/types',
    title: 'Leave Types',
    permission: LEAVE_PERMISSION,
    nav: { id: 'nav.leaveTypes', keywords: ['annual leave', 'sick leave', 'paid', 'unpaid'] },
  },
  // No "Go to": the palette's "Carry-over preview…" asks for the year, the balances page links to this one.
  carryOver: {
    path: '/leave/carry-over',
    title: 'Carry-over Preview',
    permission: LEAVE_SETUP_READERS,
  },
  holidays: {
    path: '/leave/holidays',
    title: 'Holidays',
    permission: { resource: 'calendar', action: 'read' },
    nav: { id: 'nav.holidays', keywords: ['public holidays', 'calendar', 'days off'] },
  },
} as const satisfies Record<string, RouteSpec>;

/** The year-end carry-over preview of a year (this year's without one). */
export const carryOverPath = (year?: number) =>
  year ? `${LEAVE_ROUTES.carryOver.path}?year=${year}` : LEAVE_ROUTES.carryOver.path;

/** A year the carry-over preview is asked for, as the palette offers it. */
export const leaveYearEntity = (year: number): EntityRef => ({ kind: 'leaveYear', id: year, name: String(year) });

/** The balances screen read as of a day (YYYY-MM-DD): its heading says the day, and each row's ledger is read on it. */
export const balancesOnPath = (date: string) => `${LEAVE_ROUTES.balances.path}?on=${date}`;

export const leaveCommands: Command[] = [
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
  deleteCommand({
    id: 'leaveType.delete',
    noun: 'leave type',
    group: 'Leave types',
    keywords: ['remove leave type'],
    scope: 'leaveType',
    permission: { resource: 'leaveType', action: 'delete' },
    order: 2,
    question: (arg) =>
      `Delete leave type "${arg.name}"? A type that leave requests or balance adjustments use cannot be deleted.`,
    remove: (ctx, arg) => ctx.api(leaveApi).deleteLeaveType(arg.id),
    deleted: LEAVE_TOAST.leaveTypeDeleted,
  }),
  {
    id: 'leaveBalance.adjust',
    title: 'Adjust balance…',
    group: 'Leave balances',
    keywords: ['leave balance', 'add days', 'remove days', 'entitlement', 'correct balance'],
    shortcut: 'a',
    keyContext: 'leaveBalances',
    scope: 'leaveBalance',
    permission: LEAVE_ADMINISTRATION,
    placements: { rowAction: { order: 1, label: 'Adjust' } },
    run: (ctx, arg) => ctx.openDialog('leaveBalance.adjust', arg),
  },
  {
    id: 'leaveBalance.ledger',
    title: 'Leave balance of…',
    group: 'Leave balances',
    keywords: ['ledger', 'leave ledger', 'accrual', 'why this balance', 'carried over', 'expired days'],
    shortcut: 'l',
    keyContext: 'leaveBalances',
    scope: 'leaveBalance',
    permission: {
      anyOf: [
        { resource: 'leaveType', action: 'read' },
        { resource: 'leaveRequest', action: 'read' },
      ],
    },
    placements: { rowAction: { order: 2, label: 'Ledger' } },
    // The palette's picker offers each employee's balance of each type by name ("Dara Sok · Annual Leave").
    run: (ctx, arg) => ctx.openDialog('leaveBalance.ledger', arg),
  },
  {
    id: 'leaveBalance.on',
    title: 'Leave balance on…',
    group: 'Leave balances',
    keywords: ['balance as of', 'balances on date', 'leave balance at', 'days left on', 'ledger on date'],
    // A date typed as the calendar reads it ("31 dec", "31/12/2026", "next friday").
    scope: 'calendarDate',
    permission: LEAVE_PERMISSION,
    label: (arg) => `Leave balance on ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(balancesOnPath(dateOf(arg))),
  },
  {
    id: 'leaveCarryOver.preview',
    title: 'Carry-over preview…',
    group: 'Leave balances',
    keywords: ['year end', 'carry over', 'lost days', 'expiring leave', 'forfeited days', 'leave expiry'],
    scope: 'leaveYear',
    permission: LEAVE_SETUP_READERS,
    label: (arg) => `Carry-over preview ${arg.id}`,
    run: (ctx, arg) => ctx.navigate(carryOverPath(arg.id)),
  },
  {
    id: 'leaveCarryOver.open',
    title: 'Carry-over preview of this year',
    group: 'Leave balances',
    keywords: ['this year end'],
    shortcut: 'y',
    keyContext: 'leaveBalances',
    permission: LEAVE_SETUP_READERS,
    route: LEAVE_ROUTES.carryOver.path,
    placements: { toolbar: { order: 1, label: 'Carry-over preview' } },
    run: (ctx) => ctx.navigate(carryOverPath()),
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
  deleteCommand({
    id: 'holiday.delete',
    noun: 'holiday',
    group: 'Holidays',
    keywords: ['remove holiday', 'public holiday'],
    scope: 'holiday',
    permission: { resource: 'calendar', action: 'delete' },
    order: 2,
    question: (arg) =>
      `Delete holiday "${arg.name}"? Leave filed from now on counts that day as a working day; requests already filed keep their days.`,
    remove: (ctx, arg) => ctx.api(leaveApi).deleteHoliday(arg.id),
    deleted: LEAVE_TOAST.holidayDeleted,
  }),
];

export const leaveArea = defineArea({
  id: 'leave',
  commands: leaveCommands,
  api: leaveApi,
  // Only pickers for their scoped commands (Edit leave type…, Adjust balance…), no lookup from the root.
  entities: {
    leaveType: { label: 'Leave type' },
    holiday: { label: 'Holiday' },
    /** One employee's balance of one leave type (extra: employeeId, leaveTypeId, and the day it is read on). */
    leaveBalance: { label: 'Leave balance' },
    /** A year whose end the carry-over preview shows (last year, this year, next year). */
    leaveYear: { label: 'Year' },
  },
  logResources: { leaveType: 'Leave type', leaveBalance: 'Leave balance' },
  dialogs: [
    'leaveType.add',
    'leaveType.edit',
    'holiday.add',
    'holiday.edit',
    'leaveBalance.adjust',
    'leaveBalance.ledger',
  ],
  // Beside the leave requests, under /leave.
  routes: Object.values(LEAVE_ROUTES),
  keyContexts: [
    { id: 'leaveTypes', page: LEAVE_ROUTES.types.path },
    { id: 'leaveBalances', page: LEAVE_ROUTES.balances.path },
    { id: 'holidays', page: LEAVE_ROUTES.holidays.path },
  ],
});
