// Every route of SPEC.md section 2 with its title and the permission it needs. The router and the
// guard read this table; the registry test checks each route is reachable by a command.
import type { Action, PermissionRequirement, Resource } from '../contract/permissions.ts';

export interface RouteSpec {
  path: string;
  title: string;
  permission?: PermissionRequirement;
  /** Areas not built yet render a "coming soon" page. */
  comingSoon?: boolean;
  /** The route is a dialog over this page: going between the two is not a new page (focus stays with them). */
  dialogOver?: string;
  /** Query parameters that show another view in place of the page (one payroll run, one payslip): going to or
   * from one is a new page, whose heading takes focus, as the view it replaces is gone. */
  views?: readonly string[];
}

const rp = (resource: Resource, action: Action): PermissionRequirement => ({ resource, action });
const read = (resource: Resource) => rp(resource, 'read');

export const LEAVE_PERMISSION: PermissionRequirement = {
  anyOf: [
    { resource: 'leaveRequest', action: 'read' },
    { resource: 'leaveType', action: 'read' },
  ],
};

export const ROUTES: readonly RouteSpec[] = [
  { path: '/', title: 'Dashboard', permission: read('dashboard') },
  { path: '/users', title: 'Users', permission: read('sysUser') },
  { path: '/users/:id/edit', title: 'Edit User', permission: rp('sysUser', 'update'), dialogOver: '/users' },
  { path: '/roles', title: 'Roles', permission: read('role') },
  { path: '/roles/add', title: 'Add Role', permission: rp('role', 'create') },
  { path: '/roles/:id/edit', title: 'Edit Role', permission: rp('role', 'update') },
  { path: '/employee', title: 'Employee', permission: read('employee') },
  { path: '/employee/add', title: 'Add Employee', permission: rp('employee', 'create') },
  { path: '/employee/edit/:id', title: 'Edit Employee', permission: rp('employee', 'update') },
  { path: '/attendance', title: 'Attendance', permission: read('attendance') },
  // The monthly sheet beside the daily view (SPEC.md names only /attendance).
  { path: '/attendance/sheet', title: 'Attendance Sheet', permission: read('attendance') },
  { path: '/leave', title: 'Leave', permission: LEAVE_PERMISSION },
  { path: '/leave/add', title: 'Add Leave', permission: rp('leaveRequest', 'create') },
  // Leave administration beside the requests (SPEC.md names only /leave): balances, types, holidays.
  { path: '/leave/balances', title: 'Leave Balances', permission: LEAVE_PERMISSION },
  { path: '/leave/types', title: 'Leave Types', permission: LEAVE_PERMISSION },
  { path: '/leave/holidays', title: 'Holidays', permission: read('calendar') },
  { path: '/post-clock-request', title: 'Post Clock Request', permission: read('postClockRequest') },
  {
    path: '/post-clock-request/add',
    title: 'Add Post Clock Request',
    permission: rp('postClockRequest', 'create'),
  },
  { path: '/ot', title: 'OT', permission: read('overtimeRequest') },
  { path: '/ot/add', title: 'Add OT', permission: rp('overtimeRequest', 'create') },
  { path: '/payroll', title: 'Payroll', permission: read('payroll'), views: ['month'] },
  { path: '/payroll/generate', title: 'Generate Payroll', permission: rp('payroll', 'create') },
  { path: '/payslip', title: 'Payslip', views: ['id'] },
  { path: '/calendar', title: 'Calendar', permission: read('calendar') },
  { path: '/department', title: 'Department', permission: read('department') },
  { path: '/department/:id', title: 'Department Members', permission: read('department') },
  { path: '/offices', title: 'Offices', permission: read('office') },
  { path: '/offices/add', title: 'Add Office', permission: rp('office', 'create') },
  { path: '/offices/edit/:officeId', title: 'Edit Office', permission: rp('office', 'update') },
  { path: '/activity-log', title: 'Activity Log', permission: read('sysLog') },
  { path: '/projects', title: 'Projects', permission: read('project') },
];

/** Matches a concrete pathname against a route pattern with `:param` segments. */
export function matchRoute(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export function findRoute(pathname: string): RouteSpec | undefined {
  return ROUTES.find((r) => matchRoute(r.path, pathname));
}

/** Fills `:param` segments: routeFor('/users/:id/edit', {id: 3}) → '/users/3/edit'. */
export function fillRoute(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
