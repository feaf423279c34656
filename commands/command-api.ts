// The server calls commands may make, one section per area. The web app implements each section in the
// area's feature (`src/features/<area>/command-api.ts`); unit tests fake them (test-context.ts). Each call
// resolves to the server's success message, when it sends one, so the command can toast it.
import type { BulkResult, RequestKind } from '../contract/api/requests.ts';

export interface UserCommandApi {
  setUserStatus(id: number, status: 'Active' | 'Inactive'): Promise<string | undefined>;
  deleteUser(id: number): Promise<string | undefined>;
  exportUsers(): Promise<void>;
}

export interface RoleCommandApi {
  deleteRole(id: number): Promise<string | undefined>;
}

export interface NotificationCommandApi {
  markNotificationRead(id: number): Promise<void>;
  markAllNotificationsRead(): Promise<void>;
}

export interface EmployeeCommandApi {
  resignEmployee(id: number): Promise<string | undefined>;
  deleteEmployee(id: number): Promise<string | undefined>;
  /** `filtered`: export what the employee list shows (its search, filters and sort), else everyone. */
  exportEmployees(format: 'xlsx' | 'csv', filtered: boolean): Promise<void>;
}

export interface DepartmentCommandApi {
  deleteDepartment(id: number): Promise<string | undefined>;
  deleteTeam(id: number): Promise<string | undefined>;
}

export interface ProjectCommandApi {
  deleteProject(id: number): Promise<string | undefined>;
}

export interface OfficeCommandApi {
  deleteOffice(id: number): Promise<string | undefined>;
}

/** Leave administration: leave types and holidays (calendar events of kind holiday). */
export interface LeaveAdminCommandApi {
  deleteLeaveType(id: number): Promise<string | undefined>;
  deleteHoliday(id: number): Promise<string | undefined>;
}

export interface RequestCommandApi {
  /** Approves (or acknowledges) the current step, or cancels; `version` is the one the user saw, so acting on
   * a request that changed since is a 409. The request's list and detail are refetched either way. */
  actOnRequest(kind: RequestKind, id: number, action: 'approve' | 'cancel', version?: number): Promise<string | undefined>;
  /** Approves the current step of each; one result per id, in order. */
  bulkApproveRequests(kind: RequestKind, ids: number[]): Promise<BulkResult[]>;
  /** `filtered`: export what the kind's list shows (its search and filters), else every request. */
  exportRequests(kind: RequestKind, format: 'xlsx' | 'csv', filtered: boolean): Promise<void>;
}

export type CommandApi = UserCommandApi &
  RoleCommandApi &
  NotificationCommandApi &
  EmployeeCommandApi &
  DepartmentCommandApi &
  ProjectCommandApi &
  OfficeCommandApi &
  LeaveAdminCommandApi &
  RequestCommandApi;
