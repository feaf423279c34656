// The console's English texts, one key each: the catalogue every converted screen reads (km.ts holds the same keys
// in Khmer; glossary.md the Khmer terms). Texts the product fixes word for word are the contract's own constants,
// so they cannot drift from the server's. ICU message syntax (FormatJS): `{name}` for a value, plural for counts.
import { BLOCKED, CREDENTIAL_MAX, TOAST, VALIDATION } from '../../contract/messages.ts';
import { commonEn } from './areas/common.en.ts';
import { accountEn } from './areas/account.en.ts';
import { activityLogEn } from './areas/activity-log.en.ts';
import { attendanceEn } from './areas/attendance.en.ts';
import { authEn } from './areas/auth.en.ts';
import { calendarEn } from './areas/calendar.en.ts';
import { dashboardEn } from './areas/dashboard.en.ts';
import { departmentsEn } from './areas/departments.en.ts';
import { employeesEn } from './areas/employees.en.ts';
import { leaveEn } from './areas/leave.en.ts';
import { notificationsEn } from './areas/notifications.en.ts';
import { officesEn } from './areas/offices.en.ts';
import { payrollEn } from './areas/payroll.en.ts';
import { projectsEn } from './areas/projects.en.ts';
import { requestsEn } from './areas/requests.en.ts';
import { rolesEn } from './areas/roles.en.ts';
import { usersEn } from './areas/users.en.ts';
import { uiEn } from './areas/ui.en.ts';
import { buttonsEn } from './areas/buttons.en.ts';

export const en = {
  // The shell: sidebar, header, menus.
  'shell.brand': 'HRMS',
  'shell.skipToContent': 'Skip to content',
  'shell.mainNavigation': 'Main',
  'shell.userManagement': 'User Management',
  'shell.signOut': 'Sign Out',
  'shell.openMenu': 'Open menu',
  'shell.menu': 'Menu',
  'shell.close': 'Close',
  'shell.search': 'Search',
  'shell.searchMore': ' or run a command…',
  'shell.lightTheme': 'Switch to light theme',
  'shell.darkTheme': 'Switch to dark theme',
  'shell.profileOf': 'Profile of ',
  'shell.loading': 'Loading…',
  'shell.documentTitle': 'HRMS | {title}',

  // The profile dialog and the language choice.
  'profile.title': 'Profile',
  'profile.username': 'Username',
  'profile.role': 'Role',
  'profile.language': 'Language',
  // Each language by its own name, in both catalogues.
  'language.en': 'English',
  'language.km': 'ខ្មែរ',

  // The sign-in page.
  'signIn.title': 'Sign In',
  'signIn.documentTitle': 'HRMS | Sign In',
  'signIn.username': 'Username',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign In',
  'signIn.submitting': 'Signing In...',
  'validation.usernameRequired': VALIDATION.usernameRequired,
  'validation.usernameMax': VALIDATION.usernameMax,
  'validation.passwordRequired': VALIDATION.passwordRequired,
  'validation.passwordMax': VALIDATION.passwordMax,

  // The palette.
  'palette.title': 'Command palette',
  // The palette's list of commands and results, as a screen reader names it.
  'palette.suggestions': 'Suggestions',
  'palette.placeholder': 'Type a command, or a name: people, teams, offices, requests…',
  'palette.pick': 'Pick a {kind}…',
  'palette.entityCrumb': '{kind}: {name}',
  'palette.whatToDo': 'What to do with {name}…',
  'palette.back': 'Back to all commands ({what})',
  'palette.searching': 'Searching…',
  'palette.results': '{count, plural, one {{count} result} other {{count} results}}',
  'palette.noResults': 'No results',
  'palette.goTo': 'Go to {page}',

  // The keyboard shortcuts sheet.
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.anywhere': 'Anywhere',
  'shortcuts.closeDialog': 'Close a dialog or menu',
  'shortcuts.users': 'on Users',
  'shortcuts.roles': 'on Roles',
  'shortcuts.list': 'in lists',
  // A key chord started ('g'), waiting for its next key.
  'shortcuts.then': 'then…',
  // Between a chord's presses in its spoken form ('G then U').
  'shortcuts.thenSpoken': 'then',
  // A key for a row pressed with no row focused (the entity's English name: the registry's).
  'shortcuts.focusFirst': BLOCKED.focusFirst('{entity}'),

  // The shell's toasts and refusals.
  'toast.signOut': TOAST.signOut,
  'toast.allRead': TOAST.allRead,
  'toast.failedLoadPermissions': TOAST.failedLoadPermissions,
  'toast.signedOutEverywhere': TOAST.signedOutEverywhere,
  'toast.noPermission': TOAST.noPermission,
  'toast.noSuchPage': 'There is no page at {path}: here is the dashboard.',
  'toast.languageNotSaved': 'Your language could not be saved on the server; it is used on this device only.',
  'blocked.noPages': BLOCKED.noPages,
  'blocked.lastPage': BLOCKED.lastPage,
  'blocked.firstPage': BLOCKED.firstPage,
  'notifications.label': '{count, plural, =0 {Notifications} other {Notifications, {count} unread}}',

  // The shell's commands, by command id.
  'command.session.signIn': 'Sign in',
  'command.session.signOut': 'Sign out',
  'command.profile.open': 'Open profile',
  'command.notifications.open': 'Open notifications',
  'command.notifications.markAllRead': 'Mark all notifications as read',
  'command.notification.open': 'Open notification…',
  'command.theme.toggle': 'Toggle dark theme',
  'command.palette.open': 'Open command palette',
  'command.shortcuts.show': 'Show keyboard shortcuts',
  'command.list.next': 'Next row',
  'command.list.previous': 'Previous row',
  'command.list.open': 'Open focused row',
  'command.list.nextPage': 'Next page',
  'command.list.previousPage': 'Previous page',
  'command.profile.changePassword': 'Change my password',
  'command.account.twoFactor': 'Set up two-factor…',
  'command.session.signOutEverywhere': 'Sign out everywhere',
  'command.language.km': 'Language: ខ្មែរ',
  'command.language.en': 'Language: English',

  // The palette's groups, by the group's English name.
  'group.Navigate': 'Navigate',
  'group.Users': 'Users',
  'group.Roles': 'Roles',
  'group.Account': 'Account',
  'group.Notifications': 'Notifications',
  'group.Preferences': 'Preferences',
  'group.Help': 'Help',
  'group.Lists': 'Lists',
  'group.Offices': 'Offices',
  'group.Employees': 'Employees',
  'group.Departments': 'Departments',
  'group.Projects': 'Projects',
  'group.Leave': 'Leave',
  'group.OT': 'OT',
  'group.Post Clock Request': 'Post Clock Request',
  'group.Leave types': 'Leave types',
  'group.Leave balances': 'Leave balances',
  'group.Holidays': 'Holidays',
  'group.Attendance': 'Attendance',
  'group.Attendance sheet': 'Attendance sheet',
  'group.Payroll': 'Payroll',
  'group.Pay lines': 'Pay lines',
  'group.Calendar': 'Calendar',
  'group.Activity Log': 'Activity Log',
  'group.Dashboard': 'Dashboard',

  // What the palette calls an entity of a kind (its hint) and several of them (their group), by the kind.
  'entity.user': 'User',
  'entities.user': 'Users',
  'entity.role': 'Role',
  'entities.role': 'Roles',
  'entity.notification': 'Notification',
  'entities.notification': 'Notifications',
  'entity.office': 'Office',
  'entities.office': 'Offices',
  'entity.employee': 'Employee',
  'entities.employee': 'Employees',
  'entity.department': 'Department',
  'entities.department': 'Departments',
  'entity.team': 'Team',
  'entities.team': 'Teams',
  'entity.project': 'Project',
  'entities.project': 'Projects',
  'entity.leaveRequest': 'Leave request',
  'entities.leaveRequest': 'Leave requests',
  'entity.overtimeRequest': 'OT request',
  'entities.overtimeRequest': 'OT requests',
  'entity.postClockRequest': 'Post clock request',
  'entities.postClockRequest': 'Post clock requests',
  'entity.leaveType': 'Leave type',
  'entities.leaveType': 'Leave types',
  'entity.holiday': 'Holiday',
  'entities.holiday': 'Holidays',
  'entity.leaveBalance': 'Leave balance',
  'entities.leaveBalance': 'Leave balances',
  'entity.leaveYear': 'Year',
  'entities.leaveYear': 'Years',
  'entity.attendanceMonth': 'Month',
  'entities.attendanceMonth': 'Months',
  'entity.attendanceRecord': 'Attendance record',
  'entities.attendanceRecord': 'Attendance records',
  'entity.payrollMonth': 'Month',
  'entities.payrollMonth': 'Months',
  'entity.payrollRun': 'Payroll run',
  'entities.payrollRun': 'Payroll runs',
  'entity.payLine': 'Pay line',
  'entities.payLine': 'Pay lines',
  'entity.payLineMonth': 'Month',
  'entities.payLineMonth': 'Months',
  'entity.calendarDate': 'Date',
  'entities.calendarDate': 'Dates',
  'entity.calendarYear': 'Year',
  'entities.calendarYear': 'Years',
  'entity.calendarEvent': 'Event',
  'entities.calendarEvent': 'Events',
  'entity.activityEntry': 'Activity entry',
  'entities.activityEntry': 'Activity entries',

  // Every page's title (its heading, the tab, the sidebar and "Go to …"), by its path: the route table's titles,
  // word for word (page-titles.test.ts holds them equal).
  'page./users': 'Users',
  'page./users/:id/edit': 'Edit User',
  'page./roles': 'Roles',
  'page./roles/add': 'Add Role',
  'page./roles/:id/edit': 'Edit Role',
  'page./offices': 'Offices',
  'page./offices/add': 'Add Office',
  'page./offices/edit/:officeId': 'Edit Office',
  'page./employee': 'Employee',
  'page./employee/add': 'Add Employee',
  'page./employee/edit/:id': 'Edit Employee',
  'page./department': 'Department',
  'page./department/:id': 'Department Members',
  'page./projects': 'Projects',
  'page./leave': 'Leave',
  'page./leave/add': 'Add Leave',
  'page./ot': 'OT',
  'page./ot/add': 'Add OT',
  'page./post-clock-request': 'Post Clock Request',
  'page./post-clock-request/add': 'Add Post Clock Request',
  'page./leave/balances': 'Leave Balances',
  'page./leave/types': 'Leave Types',
  'page./leave/carry-over': 'Carry-over Preview',
  'page./leave/holidays': 'Holidays',
  'page./attendance': 'Attendance',
  'page./attendance/sheet': 'Attendance Sheet',
  'page./payroll': 'Payroll',
  'page./payroll/generate': 'Generate Payroll',
  'page./payroll/settlement': 'Settlement',
  'page./payslip': 'Payslip',
  'page./calendar': 'Calendar',
  'page./activity-log': 'Activity Log',
  'page./': 'Dashboard',

  // Each area's screens (areas/*.en.ts).
  ...commonEn,
  ...accountEn,
  ...activityLogEn,
  ...attendanceEn,
  ...authEn,
  ...calendarEn,
  ...dashboardEn,
  ...departmentsEn,
  ...employeesEn,
  ...leaveEn,
  ...notificationsEn,
  ...officesEn,
  ...payrollEn,
  ...projectsEn,
  ...requestsEn,
  ...rolesEn,
  ...usersEn,
  ...uiEn,
  ...buttonsEn,
} as const;

/** A key of the catalogue: a text asked for by a key it does not hold fails the typecheck. */
export type MessageKey = keyof typeof en;
/** A whole catalogue: every key of the English one, and no other. */
export type Messages = { readonly [K in MessageKey]: string };

// The longest username and password are part of the English texts above; the Khmer ones say the same figures.
export const CREDENTIAL_LIMITS = CREDENTIAL_MAX;
