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
  /** Leave, overtime and post clock requests share one shape of paths (requestPaths). */
  leaveRequests: `${API_BASE}/leave-request`,
  overtimeRequests: `${API_BASE}/overtime-request`,
  postClockRequests: `${API_BASE}/post-clock-request`,
  /** Attendance: static paths before the record's {id}. */
  attendance: `${API_BASE}/attendance`,
  attendanceRecord: (id: number) => `${API_BASE}/attendance/${id}`,
  attendanceExport: `${API_BASE}/attendance/export`,
  attendanceClock: `${API_BASE}/attendance/clock`,
  attendanceImport: `${API_BASE}/attendance/import`,
  attendanceSheet: `${API_BASE}/attendance/sheet`,
  attendanceSheetExport: `${API_BASE}/attendance/sheet/export`,
  attendanceClose: `${API_BASE}/attendance/close`,
  attendanceReopen: `${API_BASE}/attendance/reopen`,
  attendanceSummary: `${API_BASE}/attendance/summary`,
  attendanceSettings: `${API_BASE}/attendance/settings`,
  /** Payroll: pay lines live at /deduction (permission deduction), runs at /payroll, payslips at /payslip. */
  payLines: `${API_BASE}/deduction`,
  payLinesImport: `${API_BASE}/deduction/import`,
  payrollRules: `${API_BASE}/payroll/rules`,
  payrollRuns: `${API_BASE}/payroll`,
  payrollGenerate: `${API_BASE}/payroll/generate`,
  payrollApprove: (id: number) => `${API_BASE}/payroll/${id}/approve`,
  payrollBankFile: (id: number) => `${API_BASE}/payroll/${id}/bank-transfer.csv`,
  payrollStatutory: (id: number) => `${API_BASE}/payroll/${id}/statutory`,
  payrollPayslipsZip: (id: number) => `${API_BASE}/payroll/${id}/payslips.zip`,
  payslips: `${API_BASE}/payslip`,
  payslipPdf: (id: number) => `${API_BASE}/payslip/${id}/pdf`,
  employeeTax: (id: number) => `${API_BASE}/employee/${id}/tax`,
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
