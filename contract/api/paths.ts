// Every API path the web app calls, in one place. The server registers the same paths.
import { API_BASE } from './common.ts';

export const API = {
  login: `${API_BASE}/auth/login`,
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
} as const;
