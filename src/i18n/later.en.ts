// The English texts of every area's screens past the sign-in page: the later part of the catalogue (first.en.ts
// says which part is first). catalogues.ts loads it with the console's shell, so the first script goes without it.
import { accountEn } from './areas/account.en.ts';
import { activityLogEn } from './areas/activity-log.en.ts';
import { attendanceEn } from './areas/attendance.en.ts';
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
import { buttonsEn } from './areas/buttons.en.ts';

export const laterEn = {
  ...accountEn,
  ...activityLogEn,
  ...attendanceEn,
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
  ...buttonsEn,
} as const;
