// GET /dashboard: what an HR administrator looks at first, in one call. The answer sits one level deeper,
// under data.data. The four counters are always there (dashboard read); every card is present only when the
// caller holds its permission, and absent (not empty) without it.
import { z } from 'zod';
import { REQUEST_STATUSES } from '../labels.ts';
import { envelope } from './common.ts';
import { REQUEST_KINDS } from './requests.ts';

/** How many rows a card lists (its total says how many there are). */
export const DASHBOARD_LIMITS = {
  approvalsPerKind: 5,
  outThisWeek: 50,
  holidays: 5,
  probations: 10,
  payrollRuns: 12,
  probationDays: 30,
} as const;

const ref = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), full_name: z.string(), staff_id: z.string() });

/** Today's attendance (attendance read): the counts GET /attendance/summary gives for today. */
const attendanceCard = z.object({
  date: z.string(),
  employees: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  on_leave: z.number().int(),
  not_yet_in: z.number().int(),
  /** Off by the calendar: records of the day with status holiday or weekend. */
  day_off: z.number().int(),
});

/** A pending request the caller can approve or reject now, with what the request commands read. */
const approvalItem = z.object({
  kind: z.enum(REQUEST_KINDS),
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  status_label: z.string(),
  employee: person,
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  /** Role of the step it waits for (HR_MANAGER, LEAD_MANAGER). */
  step_role: z.string().nullable(),
  can_act: z.boolean(),
  can_cancel: z.boolean(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type DashboardApproval = z.infer<typeof approvalItem>;

/** My pending approvals (each kind with its read and update permissions): the newest of each kind. */
const approvalsCard = z.object({
  total: z.number().int(),
  by_kind: z.object({ leave: z.number().int(), overtime: z.number().int(), post_clock: z.number().int() }).partial(),
  items: z.array(approvalItem),
});

const absence = z.object({
  request_id: z.number().int(),
  employee: person,
  leave_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});

/** Who is out (leaveRequest read): approved leave touching today, and this week (Monday to Sunday). */
const outCard = z.object({
  week_from: z.string(),
  week_to: z.string(),
  today_total: z.number().int(),
  week_total: z.number().int(),
  /** Up to outThisWeek absences of the week, by start date; today's are those whose dates hold today. */
  week: z.array(absence),
});

/** Upcoming public holidays (calendar read), from today on. */
const holidaysCard = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), date: z.string() })),
});

/** Probations ending within probationDays from today (employee read), soonest first. */
const probationsCard = z.object({
  /** The window: probations ending from today to this many days ahead. */
  within_days: z.number().int(),
  total: z.number().int(),
  items: z.array(person.extend({ probation_end_date: z.string(), position: z.string() })),
});

/** Active employees by department (employee and department read); department null: not in a team. */
const headcountCard = z.object({
  total: z.number().int(),
  departments: z.array(z.object({ department: ref.nullable(), count: z.number().int() })),
});

/** This month's approved overtime (overtimeRequest read), by the overtime's date. */
const overtimeCard = z.object({ month: z.string(), hours: z.number(), requests: z.number().int() });

/** This month's approved leave days (leaveRequest read), of the leave starting this month. */
const leaveCard = z.object({ month: z.string(), days: z.number(), requests: z.number().int() });

/** The last payroll runs (payroll read), oldest first; cost = gross pay + the employer's contributions. */
const payrollCard = z.object({
  runs: z.array(
    z.object({
      id: z.number().int(),
      month: z.string(),
      status: z.string(),
      headcount: z.number().int(),
      gross_cents: z.number().int(),
      net_cents: z.number().int(),
      employer_cents: z.number().int(),
      cost_cents: z.number().int(),
    }),
  ),
});

export const dashboardData = z.object({
  users: z.number().int(),
  activeUsers: z.number().int(),
  roles: z.number().int(),
  unreadNotifications: z.number().int(),
  /** The business day (Asia/Phnom_Penh) the cards are about. */
  today: z.string(),
  attendance: attendanceCard.optional(),
  approvals: approvalsCard.optional(),
  out: outCard.optional(),
  holidays: holidaysCard.optional(),
  probations: probationsCard.optional(),
  headcount: headcountCard.optional(),
  overtime: overtimeCard.optional(),
  leave: leaveCard.optional(),
  payroll: payrollCard.optional(),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const dashboardResponse = envelope(z.object({ data: dashboardData }));

/** The dashboard route's schema, keyed like its route table (routes/dashboard.ts). */
export const dashboardSchemas = {
  get: {
    summary: "The day's HR work: counters and each card the caller's permissions allow (absent without them)",
    response: dashboardResponse,
  },
};
