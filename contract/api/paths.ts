// Every API path the web app calls, in one place. The server registers the same paths.
import { API_BASE } from './base.ts';

export const API = {
  login: `${API_BASE}/auth/login`,
  changePassword: `${API_BASE}/auth/change-password`,
  signOutEverywhere: `${API_BASE}/auth/sign-out-everywhere`,
  currentPermission: `${API_BASE}/roles/current-permission`,
  dashboard: `${API_BASE}/dashboard`,
  notifications: `${API_BASE}/notifications`,
  notificationMarkRead: (id: number) => `${API_BASE}/notifications/${id}/mark-read`,
  notificationsMarkAllRead: `${API_BASE}/notifications/mark-all-read`,
  users: `${API_BASE}/sys-user`,
  userDetail: (id: number) => `${API_BASE}/sys-user/role/${id}`,
  userCreate: `${API_BASE}/sys-user/create`,
  userUpdate: (id: number) => `${API_BASE}/sys-user/${id}`,
  userUpdateRole: (id: number) => `${API_BASE}/sys-user/update/role/${id}`,
  userDelete: (id: number) => `${API_BASE}/sys-user/${id}`,
  usersExport: `${API_BASE}/sys-user/export`,
  roles: `${API_BASE}/roles/`,
  roleCreate: `${API_BASE}/roles/role-permissions`,
  roleUpdate: (id: number) => `${API_BASE}/roles/permissions/${id}`,
  roleDetail: (id: number) => `${API_BASE}/roles/${id}/permissions-group`,
  roleDelete: (id: number) => `${API_BASE}/roles/${id}`,
  permissions: `${API_BASE}/permissions`,
  activityLog: `${API_BASE}/activity-log`,
  employees: `${API_BASE}/employee`,
  employee: (id: number) => `${API_BASE}/employee/${id}`,
  employeesExport: `${API_BASE}/employee/export`,
  employeesImport: `${API_BASE}/employee/import`,
  departments: `${API_BASE}/department`,
  department: (id: number) => `${API_BASE}/department/${id}`,
  departmentMembers: (id: number) => `${API_BASE}/department/${id}/members`,
  teams: `${API_BASE}/team`,
  team: (id: number) => `${API_BASE}/team/${id}`,
  offices: `${API_BASE}/office`,
  office: (id: number) => `${API_BASE}/office/${id}`,
  /** Run-time settings for the web app (map tiles). */
  appConfig: `${API_BASE}/config`,
  projects: `${API_BASE}/project`,
  project: (id: number) => `${API_BASE}/project/${id}`,
  leaveTypes: `${API_BASE}/leave-type`,
  leaveType: (id: number) => `${API_BASE}/leave-type/${id}`,
  leaveBalances: `${API_BASE}/leave-balance`,
  leaveBalanceAdjust: `${API_BASE}/leave-balance/adjust`,
  calendarEvents: `${API_BASE}/calendar-event`,
  calendarEvent: (id: number) => `${API_BASE}/calendar-event/${id}`,
  /** Leave, overtime and post clock requests share one shape of paths (requestPaths). */
  leaveRequests: `${API_BASE}/leave-request`,
  overtimeRequests: `${API_BASE}/overtime-request`,
  postClockRequests: `${API_BASE}/post-clock-request`,
} as const;

/** The paths of one request kind, from its list path (API.leaveRequests, …). */
export function requestPaths(base: string) {
  return {
    list: base,
    export: `${base}/export`,
    one: (id: number) => `${base}/${id}`,
    approve: (id: number) => `${base}/${id}/approve`,
    reject: (id: number) => `${base}/${id}/reject`,
    cancel: (id: number) => `${base}/${id}/cancel`,
    bulkApprove: `${base}/bulk-approve`,
    bulkReject: `${base}/bulk-reject`,
  } as const;
}
