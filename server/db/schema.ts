// Row types of every table. Timestamps are ISO-8601 UTC text on both dialects, so they sort and compare
// the same way everywhere; booleans are 0/1 integers for the same reason.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { NotificationOutcome } from '../../contract/notifications.ts';

/** A bigint column of PostgreSQL (SQLite's integers are 64-bit too): a number on both, the pg driver parsing it
 * (database.ts), refusing any value past 2^53. */
type Int8 = number;

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
  /** 0/1: its users sign in with a second factor (migration 025). */
  requires_two_factor: Generated<number>;
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
  /** The employee this account belongs to, if any (migration 003). */
  employee_id: Generated<number | null>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'en' or 'km'; null until the first session sets it from the browser (migration 030). */
  language: Generated<string | null>;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  request_id: number | null;
  employee_name: string | null;
  /** How the reader's own request ended; null for "a request waits for you" (migration 008). */
  outcome: NotificationOutcome | null;
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
  /** The client's User-Agent header (migration 013). */
  user_agent: string | null;
  created_at: string;
}

/** A user's TOTP secret (migration 025): pending until enabled_at is set; last_step is the newest time step a
 * code was accepted at, so a code works once. */
export interface UserTwoFactorTable {
  user_id: number;
  secret: string;
  enabled_at: string | null;
  last_step: number | null;
  created_at: string;
}

/** A recovery code's argon2 hash; used_at once it has signed someone in (migration 025). */
export interface UserRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: number;
  window_start: string;
  locked_until: string | null;
}

/** Exact row counts kept by triggers (migration 004). */
export interface RowCountTable {
  table_name: string;
  n: Int8;
}

/** Migration 018: the attendance records of a date per status, and how many of them have a clock-in. */
export interface AttendanceDayCountTable {
  date: string;
  status: string;
  n: Int8;
  came_in: Int8;
}

/** Migration 018: active employees per team (team 0: in no team). */
export interface TeamHeadcountTable {
  team_id: number;
  n: Int8;
}

export interface DB extends DirectoryDB, RequestsDB, AttendanceDB, PayrollDB, EmploymentDB {
  app_setting: AppSettingTable;
  row_count: RowCountTable;
  attendance_day_count: AttendanceDayCountTable;
  team_headcount: TeamHeadcountTable;
  permission: PermissionTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  sys_user: SysUserTable;
  notification: NotificationTable;
  activity_log: ActivityLogTable;
  login_throttle: LoginThrottleTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_code: UserRecoveryCodeTable;
}

export type SysUserRow = Selectable<SysUserTable>;
export type RoleRow = Selectable<RoleTable>;
export type NewNotification = Insertable<NotificationTable>;

// --- organisation directory (migration 003)

export interface DepartmentTable {
  id: Generated<number>;
  name: string;
  description: string;
  manager_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TeamTable {
  id: Generated<number>;
  name: string;
  department_id: number;
  lead_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface OfficeTable {
  id: Generated<number>;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  created_at: string;
  updated_at: string;
}

export interface EmployeeTable {
  id: Generated<number>;
  staff_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  phone: string;
  email: string;
  address: string;
  position: string;
  team_id: number | null;
  join_date: string;
  probation_end_date: string | null;
  salary_cents: number;
  bank_name: string;
  bank_account: string;
  status: string;
  photo: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmployeeTermTable {
  term: string;
  employee_id: number;
}

export interface EmployeeOfficeTable {
  employee_id: number;
  office_id: number;
}

export interface ProjectTable {
  id: Generated<number>;
  name: string;
  code: string;
  department_id: number | null;
  start_date: string;
  end_date: string | null;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface ProjectMemberTable {
  project_id: number;
  employee_id: number;
}

export interface DirectoryDB {
  department: DepartmentTable;
  team: TeamTable;
  office: OfficeTable;
  employee: EmployeeTable;
  employee_term: EmployeeTermTable;
  employee_office: EmployeeOfficeTable;
  project: ProjectTable;
  project_member: ProjectMemberTable;
}

export type EmployeeRow = Selectable<EmployeeTable>;

// --- requests and approvals (migration 007)

export interface CalendarEventTable {
  id: Generated<number>;
  title: string;
  event_date: string;
  kind: string;
  description: string;
  /** Migration 012: the last day of an event over several days; the office it concerns (null: everyone). */
  end_date: Generated<string | null>;
  office_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface AttendanceTable {
  id: Generated<number>;
  employee_id: number;
  /** Business date (Asia/Phnom_Penh). */
  date: string;
  clock_in: string | null;
  clock_out: string | null;
  office_id: number | null;
  worked_minutes: number | null;
  late: number;
  early_leave: number;
  status: string;
  created_at: string;
  updated_at: string;
  /** Migration 010: minutes late / early by the schedule, where the times came from, the last correction. */
  late_minutes: Generated<number>;
  early_minutes: Generated<number>;
  clock_in_source: string | null;
  clock_out_source: string | null;
  corrected_reason: string | null;
  corrected_by_id: number | null;
  corrected_by_username: string | null;
  corrected_at: string | null;
}

export interface LeaveTypeTable {
  id: Generated<number>;
  name: string;
  description: string;
  paid: number;
  days_per_year: number;
  carry_over_limit: number;
  needs_attachment: number;
  created_at: string;
  updated_at: string;
}

export interface ApprovalRequestTable {
  id: Generated<number>;
  kind: string;
  employee_id: number;
  status: string;
  version: number;
  current_step: number | null;
  start_date: string;
  end_date: string;
  reason: string;
  filed_by_id: number | null;
  filed_by_username: string | null;
  decided_by_id: number | null;
  decided_by_username: string | null;
  decided_at: string | null;
  decision_comment: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApprovalStepTable {
  id: Generated<number>;
  request_id: number;
  position: number;
  step_name: string;
  role: string;
  status: string;
  actor_id: number | null;
  actor_username: string | null;
  acted_at: string | null;
  comment: string | null;
}

export interface LeaveRequestTable {
  request_id: number;
  leave_type_id: number;
  start_half: number;
  end_half: number;
  days: number;
  attachment: string | null;
}

export interface OvertimeRequestTable {
  request_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  minutes: number;
  approved_minutes: number | null;
}

export interface PostClockRequestTable {
  request_id: number;
  type: string;
  date: string;
  time: string;
  attendance_id: number | null;
}

/** A dated version of a leave type's policy (server/modules/leave/leave-policy.ts says what each field means). */
export interface LeavePolicyTable {
  id: Generated<number>;
  leave_type_id: number;
  valid_from: string;
  accrual: string;
  days: number;
  seniority_days: number;
  seniority_every_years: number | null;
  usable_after_months: number;
  yearly_cap: number | null;
  carry_over_limit: number | null;
  carry_over_expires_after_months: number | null;
  proration: string;
  pending_holds: number;
  allow_negative: number;
  pay_percent: number;
  paid_after_months: number | null;
  deducts_from_leave_type_id: number | null;
  calendar_days: number;
  max_days_per_request: number | null;
  source: string;
  created_by_username: string | null;
  created_at: string;
}

/** Days HR added to or removed from a balance on a day, with why. */
export interface LeaveAdjustmentTable {
  id: Generated<number>;
  employee_id: number;
  leave_type_id: number;
  date: string;
  days: number;
  reason: string;
  by_username: string;
  created_at: string;
}

export interface RequestsDB {
  leave_policy: LeavePolicyTable;
  leave_adjustment: LeaveAdjustmentTable;
  calendar_event: CalendarEventTable;
  attendance: AttendanceTable;
  leave_type: LeaveTypeTable;
  approval_request: ApprovalRequestTable;
  approval_step: ApprovalStepTable;
  leave_request: LeaveRequestTable;
  overtime_request: OvertimeRequestTable;
  post_clock_request: PostClockRequestTable;
}

export type ApprovalRequestRow = Selectable<ApprovalRequestTable>;
export type ApprovalStepRow = Selectable<ApprovalStepTable>;

// --- attendance (migration 010)

export interface WorkScheduleTable {
  id: Generated<number>;
  /** null: the company default. */
  office_id: number | null;
  /** ISO weekdays as a comma list, "1,2,3,4,5". */
  working_days: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  late_grace_minutes: number;
  early_grace_minutes: number;
  /** Read on the company row only. */
  period_start_day: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PunchTable {
  id: Generated<number>;
  employee_id: number;
  /** UTC. */
  at: string;
  /** Business date (Asia/Phnom_Penh) of `at`. */
  date: string;
  source: string;
  /** 'in' | 'out' where the source knows it; null for device punches (first is in, last is out). */
  direction: string | null;
  office_id: number | null;
  device: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  voided_at: string | null;
  created_by_id: number | null;
  created_by_username: string | null;
  created_at: string;
}

export interface AttendanceCloseTable {
  id: Generated<number>;
  period: string;
  from_date: string;
  to_date: string;
  closed_at: string;
  closed_by_id: number | null;
  closed_by_username: string | null;
}

export interface AttendanceSettledTable {
  date: string;
  final: number;
  /** The highest employee id when the date was settled. */
  employee_mark: Generated<number>;
  settled_at: string;
}

export interface AttendanceDB {
  work_schedule: WorkScheduleTable;
  punch: PunchTable;
  attendance_close: AttendanceCloseTable;
  attendance_settled: AttendanceSettledTable;
}

// --- payroll (migration 011)

export interface PayLineTable {
  id: Generated<number>;
  /** null: everyone. */
  employee_id: number | null;
  kind: string;
  name: string;
  amount_cents: number | null;
  /** Basis points of the base salary (250 = 2.5%). */
  percent_bp: number | null;
  taxable: number;
  from_month: string;
  to_month: string | null;
  /** The approved run this line corrects (an adjustment), null for an ordinary line. */
  adjusts_payroll_id: Generated<number | null>;
  /** null: cash pay; in_kind or employer_pension: a fringe benefit (migration 027). */
  benefit: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmployeeTaxTable {
  employee_id: number;
  resident: number;
  spouse_dependant: number;
  children: number;
  updated_at: string;
}

export interface PayrollRuleTable {
  id: Generated<number>;
  key: string;
  effective_from: string;
  value: string;
  source: string;
  /** Who added the version and when; null for the versions seeded by migration 027. */
  created_by_username: Generated<string | null>;
  created_at: Generated<string | null>;
}

export interface PayrollRunTable {
  id: Generated<number>;
  month: string;
  status: string;
  /** The rate of tax on salary (riel per US dollar). */
  exchange_rate: number;
  /** The rate NSSF contributions are computed at (migration 027). */
  nssf_exchange_rate: number | null;
  headcount: number;
  /** The totals are bigint on PostgreSQL (migration 021). */
  gross_cents: Int8;
  net_cents: Int8;
  tax_cents: Int8;
  employee_nssf_cents: Int8;
  employer_cents: Int8;
  generated_by_id: number | null;
  generated_by_username: string;
  generated_at: string;
  approved_by_id: number | null;
  approved_by_username: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
  /** The machine and process writing a run still hidden as `writing` (migration 035); null once whole. */
  writer: string | null;
  /** The generation of payslips that is the run's (migration 036): a regeneration writes the next beside it. */
  generation: Generated<number>;
}

export interface PayslipTable {
  id: Generated<number>;
  payroll_id: number;
  employee_id: number;
  employee_name: string;
  staff_id: string;
  position: string;
  department_id: number | null;
  department_name: string | null;
  bank_name: string;
  bank_account: string;
  exchange_rate: number;
  nssf_exchange_rate: number | null;
  /** The amounts are bigint on PostgreSQL (migration 021). */
  base_cents: Int8;
  gross_cents: Int8;
  taxable_cents: Int8;
  tax_riel: Int8;
  tax_cents: Int8;
  employee_nssf_cents: Int8;
  employer_cents: Int8;
  net_cents: Int8;
  net_riel: Int8;
  unpaid_half_days: number;
  overtime_minutes: number;
  /** JSON: PayslipLine[] (contract/api/payroll.ts). */
  lines: string;
  /** JSON: the employer's contributions, PayslipLine[]. */
  employer_lines: string;
  /** The tax status the payslip was computed with (0/1, 0/1, a count); null before migration 032. */
  tax_resident?: number | null;
  tax_spouse?: number | null;
  tax_children?: number | null;
  created_at: string;
  /** Which of its run's payslip sets this is in (migration 036): readers take the run's current one. */
  generation: Generated<number>;
}

export interface PayrollDB {
  pay_line: PayLineTable;
  employee_tax: EmployeeTaxTable;
  payroll_rule: PayrollRuleTable;
  payroll_run: PayrollRunTable;
  payslip: PayslipTable;
  payroll_input_version: PayrollInputVersionTable;
  sheet_input_version: SheetInputVersionTable;
}

/** Migration 033: one row (id 1) whose version goes up with every committed change to a payroll input. */
export interface PayrollInputVersionTable {
  id: number;
  version: Int8;
}

/** Migration 037: versions that go up with every committed change to an attendance sheet input: the days' by
 * their calendar month ('YYYY-MM'), everything else's under ''. */
export interface SheetInputVersionTable {
  scope: string;
  version: Int8;
}

// --- contracts and employment ends (migration 027)

export interface EmploymentContractTable {
  id: Generated<number>;
  employee_id: number;
  /** 'undetermined' or 'fixed'. */
  kind: string;
  start_date: string;
  /** The fixed contract's last day; null for an undetermined one. */
  end_date: string | null;
  note: Generated<string>;
  created_by_username: string;
  created_at: string;
}

export interface EmploymentEndTable {
  id: Generated<number>;
  employee_id: number;
  last_day: string;
  reason: string;
  notice_given_days: number;
  contract_kind: string;
  exchange_rate: number;
  employee_name: string;
  staff_id: string;
  gross_cents: Int8;
  tax_cents: Int8;
  employee_nssf_cents: Int8;
  net_cents: Int8;
  net_riel: Int8;
  /** JSON: SettlementItem[] (contract/api/employment.ts), each amount with how it was computed and its rule. */
  items: string;
  /** JSON: the final payslip's PayslipLine[] and the employer's. */
  lines: string;
  employer_lines: string;
  created_by_username: string;
  created_at: string;
}

export interface EmploymentDB {
  employment_contract: EmploymentContractTable;
  employment_end: EmploymentEndTable;
}
