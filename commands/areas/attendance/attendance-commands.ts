// Attendance: the daily view (/attendance), the monthly sheet (/attendance/sheet), corrections,
// punch import, closing and reopening a period, the schedule settings; `[` and `]` step the page on screen to
// the previous or next day (daily view) or month (sheet). Permissions come from the `attendance` resource.
import { monthOfId } from '../../month-text.ts';
import { addDays, addMonths, monthLabel } from '../../../contract/dates.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Command, CommandContext, EntityRef } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';

export const ATTENDANCE_DAY_ROUTE = '/attendance';
export const ATTENDANCE_SHEET_ROUTE = '/attendance/sheet';

/** What the attendance page on screen shows: the day of the daily view, the month of the sheet. */
export interface ShownPeriod {
  date?: string;
  month?: string;
  /** The sheet of one employee. */
  employeeId?: number;
}

export interface AttendanceCommandApi {
  /** The day or month the page on screen shows (its address, or today when it names none). */
  shown(): Promise<ShownPeriod>;
  /** `filtered`: what the daily view shows (its day, filters and search); else everyone on that day. */
  exportDay(format: 'xlsx' | 'csv', filtered: boolean): Promise<void>;
  /** The month's sheet as the sheet page filters it, as .xlsx. */
  exportSheet(): Promise<void>;
  /** Clocks the signed-in user in or out where the device is; the server's message for the toast. */
  clock(action: 'in' | 'out'): Promise<string>;
  reopenMonth(month: string): Promise<string | undefined>;
}
export const attendanceApi = apiSlot<AttendanceCommandApi>('attendance');

/** The daily view of one day. */
export const attendanceDayPath = (date?: string) =>
  date ? `${ATTENDANCE_DAY_ROUTE}?date=${date}` : ATTENDANCE_DAY_ROUTE;
/** The sheet of one month, for one employee when given. */
export function attendanceSheetPath(month?: string, employeeId?: number): string {
  const params = new URLSearchParams();
  if (month) params.set('month', month);
  if (employeeId) params.set('employee_id', String(employeeId));
  const search = params.toString();
  return search ? `${ATTENDANCE_SHEET_ROUTE}?${search}` : ATTENDANCE_SHEET_ROUTE;
}

/** A month as the palette offers it ("November 2026"); id 202611. `extra.closed` when known. */
export const monthOf = (arg: EntityRef): string => (arg.extra?.month as string | undefined) ?? monthOfId(arg.id);
const closedKnown = (arg?: EntityRef) => (typeof arg?.extra?.closed === 'boolean' ? arg.extra.closed : null);

export const ATTENDANCE_TOAST = {
  closed: (month: string) => `${monthLabel(month)} closed successfully!`,
  reopened: (month: string) => `${monthLabel(month)} reopened successfully!`,
  corrected: 'Attendance updated successfully!',
  settingsSaved: 'Attendance settings updated successfully!',
} as const;

/** The month pickers of closing and reopening: only months that can be closed, or that are closed. */
export const CLOSABLE = { months: 'closable' } as const;
export const CLOSED = { months: 'closed' } as const;
/** The record picker of "Missing punches": days clocked in and never out, of this period and the last. */
export const MISSING_PUNCHES = { missing: 'clock_out' } as const;

const read = { resource: 'attendance', action: 'read' } as const;
const update = { resource: 'attendance', action: 'update' } as const;

async function step(ctx: CommandContext, delta: 1 | -1) {
  const shown = await ctx.api(attendanceApi).shown();
  if (ctx.pathname === ATTENDANCE_SHEET_ROUTE && shown.month) {
    return ctx.navigate(attendanceSheetPath(addMonths(shown.month, delta), shown.employeeId));
  }
  if (shown.date) ctx.navigate(attendanceDayPath(addDays(shown.date, delta)));
}

const onAttendancePage = (ctx: CommandContext) =>
  ctx.pathname === ATTENDANCE_DAY_ROUTE || ctx.pathname === ATTENDANCE_SHEET_ROUTE;

// Clocking in needs no permission, only a user linked to an employee (the server refuses anyone else), so only
// such a user is offered it.
const clockCommand = (action: 'in' | 'out', order: number): Command => ({
  id: action === 'in' ? 'attendance.clockIn' : 'attendance.clockOut',
  title: action === 'in' ? 'Clock in' : 'Clock out',
  group: 'Attendance',
  keywords:
    action === 'in'
      ? ['check in', 'punch in', 'start work', 'arrive', 'my attendance']
      : ['check out', 'punch out', 'finish work', 'go home', 'my attendance'],
  placements: { toolbar: { order, label: action === 'in' ? 'Clock in' : 'Clock out' } },
  when: (ctx) => ctx.linkedToEmployee && ctx.pathname !== ATTENDANCE_SHEET_ROUTE,
  run: async (ctx) => ctx.toast.success(await ctx.api(attendanceApi).clock(action)),
});

const exportDayCommand = (format: 'xlsx' | 'csv', order: number): Command => ({
  id: `attendance.export${format === 'xlsx' ? 'Xlsx' : 'Csv'}`,
  title: `Export attendance of the day (.${format})`,
  group: 'Attendance',
  keywords: ['download', 'daily', 'attendance', format, format === 'xlsx' ? 'excel' : 'spreadsheet'],
  permission: read,
  placements: { toolbar: { order, label: `Export .${format}` } },
  when: (ctx) => ctx.pathname !== ATTENDANCE_SHEET_ROUTE,
  run: async (ctx) => {
    // On the daily view the export is what it shows; from anywhere else it is everyone today.
    await ctx.api(attendanceApi).exportDay(format, ctx.pathname === ATTENDANCE_DAY_ROUTE);
    ctx.toast.success(TOAST.exportReady);
  },
});

export const attendanceCommands: Command[] = [
  {
    id: 'attendance.today',
    title: 'Attendance today',
    group: 'Attendance',
    keywords: ['who is late', 'who is absent', 'who is out', 'clock in', 'daily attendance', 'present'],
    permission: read,
    run: (ctx) => ctx.navigate(ATTENDANCE_DAY_ROUTE),
  },
  {
    id: 'attendance.sheetThisMonth',
    title: 'Attendance sheet of this month',
    group: 'Attendance',
    keywords: ['monthly sheet', 'timesheet', 'month', 'register', 'payroll'],
    route: ATTENDANCE_SHEET_ROUTE,
    permission: read,
    placements: { toolbar: { order: 1, label: 'Monthly sheet' } },
    when: (ctx) => ctx.pathname !== ATTENDANCE_SHEET_ROUTE,
    run: (ctx) => ctx.navigate(ATTENDANCE_SHEET_ROUTE),
  },
  {
    id: 'attendance.sheet',
    title: 'Attendance sheet for…',
    group: 'Attendance',
    keywords: ['monthly sheet', 'timesheet', 'month', 'register', 'period'],
    scope: 'attendanceMonth',
    permission: read,
    run: (ctx, arg) => ctx.navigate(attendanceSheetPath(monthOf(arg))),
  },
  {
    id: 'attendance.ofEmployee',
    title: 'Attendance of…',
    group: 'Attendance',
    keywords: ['employee attendance', 'month of', 'timesheet', 'late', 'absent'],
    scope: 'employee',
    permission: read,
    label: (arg) => `Attendance of ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(attendanceSheetPath(undefined, arg.id)),
  },
  {
    id: 'attendance.daily',
    title: 'Daily attendance',
    group: 'Attendance sheet',
    keywords: ['day view', 'today', 'ledger'],
    permission: read,
    placements: { toolbar: { order: 1, label: 'Daily view' } },
    when: (ctx) => ctx.pathname === ATTENDANCE_SHEET_ROUTE,
    run: (ctx) => ctx.navigate(ATTENDANCE_DAY_ROUTE),
  },
  {
    id: 'attendance.previous',
    title: 'Previous day or month',
    group: 'Attendance',
    keywords: ['back', 'yesterday', 'last month', 'earlier'],
    shortcut: '[',
    keyContext: 'attendance',
    permission: read,
    when: onAttendancePage,
    run: (ctx) => step(ctx, -1),
  },
  {
    id: 'attendance.next',
    title: 'Next day or month',
    group: 'Attendance',
    keywords: ['forward', 'tomorrow', 'next month', 'later'],
    shortcut: ']',
    keyContext: 'attendance',
    permission: read,
    when: onAttendancePage,
    run: (ctx) => step(ctx, 1),
  },
  {
    id: 'attendance.correct',
    title: 'Correct attendance…',
    group: 'Attendance',
    keywords: ['fix clock out', 'edit attendance', 'clock in', 'clock out', 'correction', 'yesterday'],
    shortcut: 'e',
    keyContext: 'attendance',
    scope: 'attendanceRecord',
    permission: update,
    placements: { rowAction: { order: 1, label: 'Correct' } },
    run: (ctx, arg) => ctx.openDialog('attendance.correct', arg),
  },
  {
    id: 'attendance.missingPunches',
    title: 'Missing punches…',
    group: 'Attendance',
    keywords: ['missing punch', 'no clock out', 'forgot to clock out', 'open day', 'fix clock out', 'month end'],
    scope: 'attendanceRecord',
    pickFilter: MISSING_PUNCHES,
    permission: update,
    run: (ctx, arg) => ctx.openDialog('attendance.correct', arg),
  },
  {
    id: 'attendance.import',
    title: 'Import punches',
    group: 'Attendance',
    keywords: ['upload', 'device', 'fingerprint', 'clock', 'csv', 'xlsx', 'excel'],
    permission: { resource: 'attendance', action: 'create' },
    placements: { toolbar: { order: 2, label: 'Import punches' } },
    when: (ctx) => ctx.pathname !== ATTENDANCE_SHEET_ROUTE,
    run: (ctx) => ctx.openDialog('attendance.import'),
  },
  exportDayCommand('csv', 3),
  exportDayCommand('xlsx', 4),
  clockCommand('in', 6),
  clockCommand('out', 7),
  {
    id: 'attendance.settings',
    title: 'Attendance settings',
    group: 'Attendance',
    keywords: ['work schedule', 'working hours', 'grace', 'late', 'break', 'period start', 'payroll period'],
    permission: update,
    placements: { toolbar: { order: 5, label: 'Settings' } },
    when: (ctx) => ctx.pathname !== ATTENDANCE_SHEET_ROUTE,
    run: (ctx) => ctx.openDialog('attendance.settings'),
  },
  {
    // The settings dialog opened at that office's own schedule (a new one starts from the company's).
    id: 'attendance.officeSchedule',
    title: 'Edit office schedule…',
    group: 'Attendance',
    keywords: ['office hours', 'branch schedule', 'office working days', 'per office'],
    scope: 'office',
    permission: update,
    run: (ctx, arg) => ctx.openDialog('attendance.settings', arg),
  },
  {
    id: 'attendance.exportSheet',
    title: 'Export attendance sheet (.xlsx)',
    group: 'Attendance sheet',
    keywords: ['download', 'monthly sheet', 'payroll', 'auditors', 'excel'],
    permission: read,
    placements: { toolbar: { order: 2, label: 'Export .xlsx' } },
    when: (ctx) => ctx.pathname === ATTENDANCE_SHEET_ROUTE,
    run: async (ctx) => {
      await ctx.api(attendanceApi).exportSheet();
      ctx.toast.success(TOAST.exportReady);
    },
  },
  {
    // The palette offers only months that can be closed (ended, still open), the last of them first; the dialog
    // lists what still blocks a clean month, each openable, before closing it.
    id: 'attendance.close',
    title: 'Close month…',
    group: 'Attendance',
    keywords: ['lock month', 'close period', 'payroll', 'month end', 'finalise attendance'],
    scope: 'attendanceMonth',
    pickFilter: CLOSABLE,
    permission: update,
    when: (_ctx, arg) => closedKnown(arg) !== true,
    run: (ctx, arg) => ctx.openDialog('attendance.close', arg),
  },
  {
    id: 'attendance.reopen',
    title: 'Reopen month…',
    group: 'Attendance',
    keywords: ['unlock month', 'reopen period', 'undo close'],
    scope: 'attendanceMonth',
    pickFilter: CLOSED,
    permission: update,
    when: (_ctx, arg) => closedKnown(arg) !== false,
    run: async (ctx, arg) => {
      const month = monthOf(arg);
      const ok = await ctx.confirm({
        title: 'Reopen month',
        message: `Reopen ${monthLabel(month)}? Its attendance can be changed again; payroll reads only closed months.`,
        confirmLabel: 'Reopen month',
      });
      if (!ok) return;
      const message = await ctx.api(attendanceApi).reopenMonth(month);
      ctx.toast.success(message || ATTENDANCE_TOAST.reopened(month));
    },
  },
];

export const attendanceArea = defineArea({
  id: 'attendance',
  commands: attendanceCommands,
  api: attendanceApi,
  // Neither is found from the palette's root: a month is picked for the sheet and closing, a day's record for
  // "Correct attendance…" (today's, or a day typed first: "yesterday dara").
  entities: {
    attendanceMonth: { label: 'Month' },
    attendanceRecord: { label: 'Attendance record' },
  },
  logResources: { attendance: 'Attendance' },
  dialogs: ['attendance.correct', 'attendance.import', 'attendance.settings', 'attendance.close'],
  routes: [
    {
      path: ATTENDANCE_DAY_ROUTE,
      title: 'Attendance',
      permission: read,
      nav: {
        id: 'nav.attendance',
        shortcut: 'g a',
        keywords: ['clock', 'presence'],
        sidebar: { section: 'main', order: 3 },
      },
    },
    // The monthly sheet beside the daily view.
    { path: ATTENDANCE_SHEET_ROUTE, title: 'Attendance Sheet', permission: read },
  ],
  keyContexts: [{ id: 'attendance', page: ATTENDANCE_DAY_ROUTE, subpaths: true }],
});
