// Every area of the console, in the order the palette lists their commands: the one place an area is listed.
// An area's pure part is here (commands/areas/<area>/); its web feature (src/features/<area>/contribution.ts)
// provides what these declare: the api slot, the dialogs, the entity searches and its pages.
import type { Area } from './area.ts';
import { navigationArea } from './navigation-commands.ts';
import { shellArea } from './areas/shell/shell-commands.ts';
import { accountArea } from './areas/account/account-commands.ts';
import { usersArea } from './areas/users/user-commands.ts';
import { rolesArea } from './areas/roles/role-commands.ts';
import { officesArea } from './areas/offices/office-commands.ts';
import { employeesArea } from './areas/employees/employee-commands.ts';
import { departmentsArea } from './areas/departments/department-commands.ts';
import { projectsArea } from './areas/projects/project-commands.ts';
import { requestsArea } from './areas/requests/request-commands.ts';
import { leaveAdminArea } from './areas/leave-admin/leave-admin-commands.ts';
import { attendanceArea } from './areas/attendance/attendance-commands.ts';
import { payrollArea } from './areas/payroll/payroll-commands.ts';
import { calendarArea } from './areas/calendar/calendar-commands.ts';
import { activityLogArea } from './areas/activity-log/activity-log-commands.ts';
import { dashboardArea } from './areas/dashboard/dashboard-commands.ts';

export const AREAS: readonly Area[] = [
  navigationArea,
  usersArea,
  rolesArea,
  shellArea,
  accountArea,
  officesArea,
  employeesArea,
  departmentsArea,
  projectsArea,
  requestsArea,
  leaveAdminArea,
  attendanceArea,
  payrollArea,
  calendarArea,
  activityLogArea,
  dashboardArea,
];
