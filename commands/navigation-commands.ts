// One "Go to …" command per sidebar entry and route of SPEC.md section 2.
import type { Command, Placements } from './types.ts';
import { findRoute } from './routes.ts';
import { defineArea } from './area.ts';

interface NavSpec {
  id: string;
  route: string;
  label: string;
  shortcut?: string;
  keywords?: string[];
  sidebar?: Placements['sidebar'];
}

const main = (order: number, label: string): Placements['sidebar'] => ({ section: 'main', order, label });

const NAV: NavSpec[] = [
  {
    id: 'nav.dashboard',
    route: '/',
    label: 'Dashboard',
    shortcut: 'g d',
    keywords: ['home', 'overview'],
    sidebar: main(1, 'Dashboard'),
  },
  {
    id: 'nav.employee',
    route: '/employee',
    label: 'Employee',
    shortcut: 'g e',
    keywords: ['employees', 'staff', 'people'],
    sidebar: main(2, 'Employee'),
  },
  {
    id: 'nav.attendance',
    route: '/attendance',
    label: 'Attendance',
    shortcut: 'g a',
    keywords: ['clock', 'presence'],
    sidebar: main(3, 'Attendance'),
  },
  {
    id: 'nav.leave',
    route: '/leave',
    label: 'Leave',
    shortcut: 'g l',
    keywords: ['holiday', 'absence', 'time off'],
    sidebar: main(4, 'Leave'),
  },
  {
    id: 'nav.postClockRequest',
    route: '/post-clock-request',
    label: 'Post Clock Request',
    shortcut: 'g k',
    keywords: ['forget clock', 'correction'],
    sidebar: main(5, 'Post Clock Request'),
  },
  { id: 'nav.ot', route: '/ot', label: 'OT', shortcut: 'g o', keywords: ['overtime'], sidebar: main(6, 'OT') },
  {
    id: 'nav.payroll',
    route: '/payroll',
    label: 'Payroll',
    shortcut: 'g p',
    keywords: ['salary', 'pay'],
    sidebar: main(7, 'Payroll'),
  },
  {
    id: 'nav.calendar',
    route: '/calendar',
    label: 'Calendar',
    shortcut: 'g c',
    keywords: ['events', 'holidays'],
    sidebar: main(8, 'Calendar'),
  },
  {
    id: 'nav.department',
    route: '/department',
    label: 'Department',
    shortcut: 'g m',
    keywords: ['teams', 'org'],
    sidebar: main(9, 'Department'),
  },
  {
    id: 'nav.offices',
    route: '/offices',
    label: 'Offices',
    shortcut: 'g f',
    keywords: ['office', 'location', 'map'],
    sidebar: main(10, 'Offices'),
  },
  {
    id: 'nav.activityLog',
    route: '/activity-log',
    label: 'Activity Log',
    shortcut: 'g h',
    keywords: ['audit', 'history', 'system log'],
    sidebar: main(11, 'Activity Log'),
  },
  { id: 'nav.projects', route: '/projects', label: 'Projects', shortcut: 'g j', keywords: ['project'] },
  {
    id: 'nav.users',
    route: '/users',
    label: 'Users',
    shortcut: 'g u',
    keywords: ['system users', 'accounts', 'user management'],
    sidebar: { section: 'userManagement', order: 1, label: 'Users' },
  },
  {
    id: 'nav.roles',
    route: '/roles',
    label: 'Roles',
    shortcut: 'g r',
    keywords: ['permissions', 'user management'],
    sidebar: { section: 'userManagement', order: 2, label: 'Roles' },
  },
  { id: 'nav.payslip', route: '/payslip', label: 'Payslip', keywords: ['pay slip'] },
  { id: 'nav.employeeAdd', route: '/employee/add', label: 'Add Employee', keywords: ['new employee'] },
  { id: 'nav.leaveAdd', route: '/leave/add', label: 'Add Leave', keywords: ['request leave'] },
  {
    id: 'nav.leaveBalances',
    route: '/leave/balances',
    label: 'Leave Balances',
    keywords: ['entitlement', 'days left', 'remaining'],
  },
  {
    id: 'nav.leaveTypes',
    route: '/leave/types',
    label: 'Leave Types',
    keywords: ['annual leave', 'sick leave', 'paid', 'unpaid'],
  },
  {
    id: 'nav.holidays',
    route: '/leave/holidays',
    label: 'Holidays',
    keywords: ['public holidays', 'calendar', 'days off'],
  },
  {
    id: 'nav.postClockRequestAdd',
    route: '/post-clock-request/add',
    label: 'Add Post Clock Request',
    keywords: ['forget clock'],
  },
  { id: 'nav.otAdd', route: '/ot/add', label: 'Add OT', keywords: ['overtime request'] },
  { id: 'nav.payrollGenerate', route: '/payroll/generate', label: 'Generate Payroll', keywords: ['run payroll'] },
  { id: 'nav.officesAdd', route: '/offices/add', label: 'Add Office', keywords: ['new office'] },
];

export const navigationCommands: Command[] = NAV.map((n) => {
  const route = findRoute(n.route);
  if (!route) throw new Error(`Navigation to unknown route ${n.route}`);
  return {
    id: n.id,
    title: n.label.startsWith('Add ') || n.label.startsWith('Generate ') ? n.label : `Go to ${n.label}`,
    group: 'Navigate',
    keywords: n.keywords,
    shortcut: n.shortcut,
    permission: route.permission,
    route: n.route,
    placements: n.sidebar ? { sidebar: n.sidebar } : undefined,
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.navigate(n.route),
  };
});

/** SPEC.md's sidebar and routes, in its order: the shell's own navigation. */
export const navigationArea = defineArea({ id: 'navigation', commands: navigationCommands });
