// Row types of every table. Timestamps are ISO-8601 UTC text on both dialects, so they sort and compare
// the same way everywhere; booleans are 0/1 integers for the same reason.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface AppSettingTable {
  key: string;
  value: string;
}

export interface PermissionTable {
  id: number;
  resource: string;
  action: string;
  description: string;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  status: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission_id: number;
}

export interface SysUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role_id: number | null;
  status: string;
  /** Bumped on disable, password change and role change: older tokens stop working. */
  token_version: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  request_id: number | null;
  employee_name: string | null;
  is_read: number;
  url: string | null;
  created_at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_username: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: string;
}

export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: number;
  window_start: string;
  locked_until: string | null;
}

export interface DB {
  app_setting: AppSettingTable;
  permission: PermissionTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  sys_user: SysUserTable;
  notification: NotificationTable;
  activity_log: ActivityLogTable;
  login_throttle: LoginThrottleTable;
}

export type SysUserRow = Selectable<SysUserTable>;
export type RoleRow = Selectable<RoleTable>;
export type NewNotification = Insertable<NotificationTable>;
