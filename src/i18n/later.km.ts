// The Khmer texts of the later part: exactly the keys of later.en.ts, loaded with the console's shell once
// Khmer is shown.
import type { laterEn } from './later.en.ts';
import { accountKm } from './areas/account.km.ts';
import { activityLogKm } from './areas/activity-log.km.ts';
import { attendanceKm } from './areas/attendance.km.ts';
import { calendarKm } from './areas/calendar.km.ts';
import { dashboardKm } from './areas/dashboard.km.ts';
import { departmentsKm } from './areas/departments.km.ts';
import { employeesKm } from './areas/employees.km.ts';
import { leaveKm } from './areas/leave.km.ts';
import { notificationsKm } from './areas/notifications.km.ts';
import { officesKm } from './areas/offices.km.ts';
import { payrollKm } from './areas/payroll.km.ts';
import { projectsKm } from './areas/projects.km.ts';
import { requestsKm } from './areas/requests.km.ts';
import { rolesKm } from './areas/roles.km.ts';
import { usersKm } from './areas/users.km.ts';
import { buttonsKm } from './areas/buttons.km.ts';

export const laterKm: { readonly [K in keyof typeof laterEn]: string } = {
  ...accountKm,
  ...activityLogKm,
  ...attendanceKm,
  ...calendarKm,
  ...dashboardKm,
  ...departmentsKm,
  ...employeesKm,
  ...leaveKm,
  ...notificationsKm,
  ...officesKm,
  ...payrollKm,
  ...projectsKm,
  ...requestsKm,
  ...rolesKm,
  ...usersKm,
  ...buttonsKm,
};
