// The server calls commands may make, one section per area. The web app implements each section in the
// area's feature (`src/features/<area>/command-api.ts`); unit tests fake them (test-context.ts). Each call
// resolves to the server's success message, when it sends one, so the command can toast it.

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

export type CommandApi = UserCommandApi &
  RoleCommandApi &
  NotificationCommandApi &
  EmployeeCommandApi &
  DepartmentCommandApi &
  ProjectCommandApi &
  OfficeCommandApi &
  LeaveAdminCommandApi;
