// Employees: add, edit, move to team, resign, delete, open the linked user, export, import.
import { TOAST } from '../../../contract/messages.ts';
import type { Command, EntityRef } from '../../types.ts';
import { fillRoute, type RouteSpec } from '../../route-spec.ts';
import { USER_ROUTES } from '../users/user-commands.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';
import { EMPLOYEE_TOAST } from './employee-text.ts';

export interface EmployeeCommandApi {
  resignEmployee(id: number): Promise<string | undefined>;
  deleteEmployee(id: number): Promise<string | undefined>;
  /** `filtered`: export what the employee list shows (its search, filters and sort), else everyone. */
  exportEmployees(format: 'xlsx' | 'csv', filtered: boolean): Promise<void>;
}
export const employeeApi = apiSlot<EmployeeCommandApi>('employees');

export const EMPLOYEE_ROUTES = {
  list: {
    path: '/employee',
    title: 'Employee',
    permission: { resource: 'employee', action: 'read' },
    nav: {
      id: 'nav.employee',
      shortcut: 'g e',
      keywords: ['employees', 'staff', 'people'],
      sidebar: { section: 'main', order: 2 },
    },
  },
  add: {
    path: '/employee/add',
    title: 'Add Employee',
    permission: { resource: 'employee', action: 'create' },
    nav: { id: 'nav.employeeAdd', keywords: ['new employee'] },
  },
  edit: {
    path: '/employee/edit/:id',
    title: 'Edit Employee',
    permission: { resource: 'employee', action: 'update' },
    record: 'employee',
  },
} as const satisfies Record<string, RouteSpec>;

const isActive = (arg?: EntityRef) => arg?.extra?.status === 'active';
/** The linked system user's id, when the employee has one. */
export const linkedUserId = (arg?: EntityRef): number | null =>
  typeof arg?.extra?.userId === 'number' ? arg.extra.userId : null;

const exportCommand = (format: 'xlsx' | 'csv', order: number): Command => ({
  id: `employee.export${format === 'xlsx' ? 'Xlsx' : 'Csv'}`,
  title: `Export employees (.${format})`,
  group: 'Employees',
  keywords: ['download', 'employees', format, format === 'xlsx' ? 'excel' : 'spreadsheet'],
  permission: { resource: 'employee', action: 'read' },
  placements: { toolbar: { order, label: `Export .${format}` } },
  run: async (ctx) => {
    // On the list, the export is what the list shows; from anywhere else it is everyone.
    await ctx.api(employeeApi).exportEmployees(format, ctx.pathname === EMPLOYEE_ROUTES.list.path);
    ctx.toast.success(TOAST.exportReady);
  },
});

export const employeeCommands: Command[] = [
  {
    id: 'employee.import',
    title: 'Import employees',
    group: 'Employees',
    keywords: ['upload', 'bulk add', 'from a file', 'spreadsheet'],
    permission: { resource: 'employee', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Import' } },
    run: (ctx) => ctx.openDialog('employee.import'),
  },
  exportCommand('csv', 2),
  exportCommand('xlsx', 3),
  {
    id: 'employee.add',
    title: 'Add employee',
    group: 'Employees',
    keywords: ['new employee', 'create employee', 'hire', 'staff'],
    shortcut: 'c',
    keyContext: 'employees',
    route: EMPLOYEE_ROUTES.add.path,
    permission: { resource: 'employee', action: 'create' },
    placements: { toolbar: { order: 4, label: 'Add Employee' } },
    run: (ctx) => ctx.navigate(EMPLOYEE_ROUTES.add.path),
  },
  {
    id: 'employee.edit',
    title: 'Edit employee…',
    group: 'Employees',
    keywords: ['change employee', 'open employee', 'salary', 'bank', 'offices'],
    shortcut: 'e',
    keyContext: 'employees',
    scope: 'employee',
    route: EMPLOYEE_ROUTES.edit.path,
    permission: { resource: 'employee', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.navigate(fillRoute(EMPLOYEE_ROUTES.edit.path, { id: arg.id })),
  },
  {
    id: 'employee.moveTeam',
    title: 'Move to team…',
    group: 'Employees',
    keywords: ['transfer', 'change team', 'reassign', 'department'],
    shortcut: 't',
    keyContext: 'employees',
    scope: 'employee',
    permission: { resource: 'employee', action: 'update' },
    placements: { rowAction: { order: 2, label: 'Move' } },
    run: (ctx, arg) => ctx.openDialog('employee.moveTeam', arg),
  },
  {
    id: 'employee.resign',
    title: 'Resign employee…',
    group: 'Employees',
    keywords: ['leave company', 'terminate', 'offboard', 'resigned'],
    scope: 'employee',
    permission: { resource: 'employee', action: 'update' },
    when: (_ctx, arg) => !arg || isActive(arg),
    placements: { rowAction: { order: 3, label: 'Resign' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({
        title: 'Resign employee',
        message: `Mark "${arg.name}" as resigned? The record stays, with its history.`,
        confirmLabel: 'Resign',
        danger: true,
      });
      if (!ok) return;
      await ctx.api(employeeApi).resignEmployee(arg.id);
      ctx.toast.success(EMPLOYEE_TOAST.resigned);
    },
  },
  deleteCommand({
    id: 'employee.delete',
    noun: 'employee',
    group: 'Employees',
    keywords: ['remove employee'],
    scope: 'employee',
    permission: { resource: 'employee', action: 'delete' },
    order: 4,
    question: (arg) => `Delete "${arg.name}"? This cannot be undone; to keep the record, resign the employee instead.`,
    remove: (ctx, arg) => ctx.api(employeeApi).deleteEmployee(arg.id),
    deleted: EMPLOYEE_TOAST.deleted,
  }),
  {
    id: 'employee.openUser',
    title: 'Open linked user…',
    group: 'Employees',
    keywords: ['system user', 'account', 'login'],
    scope: 'employee',
    permission: { resource: 'sysUser', action: 'update' },
    when: (_ctx, arg) => !arg || linkedUserId(arg) !== null,
    run: (ctx, arg) => ctx.navigate(fillRoute(USER_ROUTES.edit.path, { id: linkedUserId(arg)! })),
  },
];

export const employeesArea = defineArea({
  id: 'employees',
  commands: employeeCommands,
  api: employeeApi,
  entities: {
    employee: {
      label: 'Employee',
      lookup: { resource: 'employee', action: 'read' },
      history: { resource: 'employee', noun: 'employee' },
    },
  },
  logResources: { employee: 'Employee' },
  dialogs: ['employee.import', 'employee.moveTeam'],
  routes: Object.values(EMPLOYEE_ROUTES),
  keyContexts: [{ id: 'employees', page: EMPLOYEE_ROUTES.list.path }],
});
