// Every area of the console, in the order the palette lists their commands: the one place an area is listed.
// An area's pure part is here (commands/areas/<area>/): its commands and pages; its web feature
// (src/features/<area>/contribution.ts) provides what these declare: the api slot, the dialogs, the entity
// searches and a component for each page.
import type { Area } from './area.ts';
import { navigationArea } from './navigation-commands.ts';
import { historyArea } from './history-commands.ts';
import { shellArea } from './areas/shell/shell-commands.ts';
import { accountArea } from './areas/account/account-commands.ts';
import { usersArea } from './areas/users/user-commands.ts';
import { rolesArea } from './areas/roles/role-commands.ts';
import { officesArea } from './areas/offices/office-commands.ts';
import { employeesArea } from './areas/employees/employee-commands.ts';
import { departmentsArea } from './areas/departments/department-commands.ts';
import { projectsArea } from './areas/projects/project-commands.ts';
import { requestsArea } from './areas/requests/request-commands.ts';
import { leaveArea } from './areas/leave/leave-commands.ts';
import { attendanceArea } from './areas/attendance/attendance-commands.ts';
import { payrollArea } from './areas/payroll/payroll-commands.ts';
import { calendarArea } from './areas/calendar/calendar-commands.ts';
import { activityLogArea } from './areas/activity-log/activity-log-commands.ts';
import { dashboardArea } from './areas/dashboard/dashboard-commands.ts';

const PAGE_AREAS: readonly Area[] = [
  usersArea,
  rolesArea,
  shellArea,
  accountArea,
  officesArea,
  employeesArea,
  departmentsArea,
  projectsArea,
  requestsArea,
  leaveArea,
  attendanceArea,
  payrollArea,
  calendarArea,
  activityLogArea,
  dashboardArea,
];

/** "Go to" every page that declares one; first in the palette's list, in the sidebar's order. */
export const NAVIGATION: Area = navigationArea(PAGE_AREAS);

/** "History of …" every record the activity log files, and of the one a page shows; after the pages' own. */
export const HISTORY: Area = historyArea(PAGE_AREAS);

export const AREAS: readonly Area[] = [NAVIGATION, ...PAGE_AREAS, HISTORY];
