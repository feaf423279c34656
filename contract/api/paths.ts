// The paths of the areas whose routes are not yet declared in contract/api/routes/, and the paths the
// journeys and the demo's activity seed call. Areas with a route table take their paths from it.
import { API_BASE } from './base.ts';

export const API = {
  login: `${API_BASE}/auth/login`,
  signOutEverywhere: `${API_BASE}/auth/sign-out-everywhere`,
  currentPermission: `${API_BASE}/roles/current-permission`,
  dashboard: `${API_BASE}/dashboard`,
  notifications: `${API_BASE}/notifications`,
  users: `${API_BASE}/sys-user`,
  userCreate: `${API_BASE}/sys-user/create`,
  userUpdate: (id: number) => `${API_BASE}/sys-user/${id}`,
  userUpdateRole: (id: number) => `${API_BASE}/sys-user/update/role/${id}`,
  roles: `${API_BASE}/roles/`,
  roleCreate: `${API_BASE}/roles/role-permissions`,
  roleUpdate: (id: number) => `${API_BASE}/roles/permissions/${id}`,
  roleDetail: (id: number) => `${API_BASE}/roles/${id}/permissions-group`,
  permissions: `${API_BASE}/permissions`,
  activityLog: `${API_BASE}/activity-log`,
  activityExport: `${API_BASE}/activity-log/export`,
  employees: `${API_BASE}/employee`,
  employee: (id: number) => `${API_BASE}/employee/${id}`,
  employeesExport: `${API_BASE}/employee/export`,
  employeesImport: `${API_BASE}/employee/import`,
  departments: `${API_BASE}/department`,
  department: (id: number) => `${API_BASE}/department/${id}`,
  teams: `${API_BASE}/team`,
  team: (id: number) => `${API_BASE}/team/${id}`,
  offices: `${API_BASE}/office`,
  office: (id: number) => `${API_BASE}/office/${id}`,
  projects: `${API_BASE}/project`,
  /** One employee's ledger of one leave type on a day. */
  leaveBalanceLedger: (employeeId: number) => `${API_BASE}/leave-balance/${employeeId}/ledger`,
  calendarEvents: `${API_BASE}/calendar-event`,
  /** Payroll's rules and an employee's tax details (the rest of payroll is in routes/payroll.ts). */
  payrollRules: `${API_BASE}/payroll/rules`,
  employeeTax: (id: number) => `${API_BASE}/employee/${id}/tax`,
} as const;
