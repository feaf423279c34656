// The dashboard: the day's HR work in one answer. Each card is computed only when the caller's role
// holds its permission (read from the database now, like every permission check) and is left out otherwise.
// The figures come from one statement; the lists run beside it. Attendance counts and the approval queue come
// through their own modules' services, so the dashboard never disagrees with their pages.
import { addDays, lastDayOf, monthOf, weekdayIndex } from '../../../contract/dates.ts';
import { DASHBOARD_LIMITS, type DashboardApproval, type DashboardData } from '../../../contract/api/dashboard.ts';
import type { RequestBaseItem, RequestKind } from '../../../contract/api/requests.ts';
import type { Permission, Resource } from '../../../contract/permissions.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import { rolePermissionIds } from '../../auth/privileges.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/route.ts';
import { fullName } from '../../lib/names.ts';
import { businessToday } from '../../lib/time.ts';
import { listRequests } from '../approvals/service.ts';
import { attendanceSummary } from '../attendance/service.ts';
import { leaveRequestKind } from '../leave/leave-requests.ts';
import { overtimeRequestKind } from '../overtime/overtime-requests.ts';
import { postClockRequestKind } from '../post-clock/post-clock-requests.ts';
import * as repo from './repository.ts';

/** Today, its week (Monday to Sunday), its month and the probation window. */
export function datesOf(today: string): repo.Dates {
  const weekday = weekdayIndex(today);
  return {
    today,
    weekFrom: addDays(today, -weekday),
    weekTo: addDays(today, 6 - weekday),
    monthFrom: `${monthOf(today)}-01`,
    monthTo: lastDayOf(monthOf(today)),
    probationTo: addDays(today, DASHBOARD_LIMITS.probationDays),
  };
}

/** The newest page of the caller's queue of one kind. */
const QUEUE = { page: 1, limit: DASHBOARD_LIMITS.approvalsPerKind, actionable: true } as const;

const KINDS: ReadonlyArray<{
  kind: RequestKind;
  resource: Resource;
  queue: (db: Database, actor: Actor) => Promise<{ data: RequestBaseItem[]; metadata: { total: number } }>;
}> = [
  {
    kind: 'leave',
    resource: leaveRequestKind.resource,
    queue: (db, a) => listRequests(db, leaveRequestKind, a, QUEUE),
  },
  {
    kind: 'overtime',
    resource: overtimeRequestKind.resource,
    queue: (db, a) => listRequests(db, overtimeRequestKind, a, QUEUE),
  },
  {
    kind: 'post_clock',
    resource: postClockRequestKind.resource,
    queue: (db, a) => listRequests(db, postClockRequestKind, a, QUEUE),
  },
];

type Holds = (...needed: Permission[]) => boolean;

/** The pending requests of each kind the caller can decide now (the lists' actionable=true), newest first. */
async function approvalsCard(db: Database, actor: Actor, holds: Holds): Promise<DashboardData['approvals']> {
  const kinds = KINDS.filter(({ resource }) => holds({ resource, action: 'read' }, { resource, action: 'update' }));
  if (kinds.length === 0) return undefined;
  const pages = await Promise.all(kinds.map(({ queue }) => queue(db, actor)));
  const items: DashboardApproval[] = pages
    .flatMap((p) => p.data)
    .map((r) => ({
      kind: r.kind,
      id: r.id,
      version: r.version,
      status: r.status,
      status_label: r.status_label,
      employee: { id: r.employee.id, full_name: r.employee.full_name, staff_id: r.employee.staff_id },
      start_date: r.start_date,
      end_date: r.end_date,
      reason: r.reason,
      step_role: r.current_step?.role ?? null,
      can_act: r.can_act,
      can_cancel: r.can_cancel,
      mine: r.mine,
      created_at: r.created_at,
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const byKind = Object.fromEntries(kinds.map(({ kind }, i) => [kind, pages[i].metadata.total]));
  return { total: pages.reduce((n, p) => n + p.metadata.total, 0), by_kind: byKind, items };
}

const person = (id: number, r: { first_name: string; last_name: string; staff_id: string }) => ({
  id,
  full_name: fullName(r),
  staff_id: r.staff_id,
});

/** Largest first; the people in no department after the departments of their size. */
function byCountThenName(a: { count: number; department: { name: string } | null }, b: typeof a) {
  if (a.count !== b.count) return b.count - a.count;
  if (!a.department || !b.department) return a.department ? -1 : b.department ? 1 : 0;
  return a.department.name.localeCompare(b.department.name);
}

export async function dashboardFor(db: Database, actor: Actor): Promise<DashboardData> {
  const held = await rolePermissionIds(db.kysely, actor.roleId);
  const holds: Holds = (...needed) => needed.every((p) => held.has(permissionId(p)));
  const read = (resource: Resource): Permission => ({ resource, action: 'read' });
  const d = datesOf(businessToday());
  const k = db.kysely;
  const none = Promise.resolve(undefined);

  const [figures, attendance, approvals, week, holidays, probations, departments, runs] = await Promise.all([
    repo.figures(k, actor.id, d),
    holds(read('attendance')) ? attendanceSummary(db, d.today) : none,
    approvalsCard(db, actor, holds),
    holds(read('leaveRequest')) ? repo.absences(k, d.weekFrom, d.weekTo, DASHBOARD_LIMITS.outThisWeek) : none,
    holds(read('calendar')) ? repo.upcomingHolidays(k, d.today, DASHBOARD_LIMITS.holidays) : none,
    holds(read('employee')) ? repo.probationsEnding(k, d.today, d.probationTo, DASHBOARD_LIMITS.probations) : none,
    holds(read('employee'), read('department')) ? repo.headcount(k) : none,
    holds(read('payroll')) ? repo.lastPayrollRuns(k, DASHBOARD_LIMITS.payrollRuns) : none,
  ]);

  return {
    ...figures.counts,
    today: d.today,
    ...(attendance && {
      attendance: {
        date: attendance.date,
        employees: attendance.employees,
        present: attendance.present,
        late: attendance.late,
        absent: attendance.absent,
        on_leave: attendance.on_leave,
        not_yet_in: attendance.not_yet_in,
        day_off: attendance.by_status.holiday + attendance.by_status.weekend,
      },
    }),
    ...(approvals && { approvals }),
    ...(week && {
      out: {
        week_from: d.weekFrom,
        week_to: d.weekTo,
        today_total: figures.outToday,
        week_total: figures.outWeek,
        week: week.map((r) => ({
          request_id: r.id,
          employee: person(r.employee_id, r),
          leave_type: r.leave_type,
          start_date: r.start_date,
          end_date: r.end_date,
        })),
      },
    }),
    ...(holidays && { holidays: { items: holidays.map((h) => ({ id: h.id, title: h.title, date: h.event_date })) } }),
    ...(probations && {
      probations: {
        within_days: DASHBOARD_LIMITS.probationDays,
        total: probations.total,
        items: probations.rows.map((e) => ({
          ...person(e.id, e),
          position: e.position,
          probation_end_date: e.probation_end_date!,
        })),
      },
    }),
    ...(departments && {
      headcount: {
        total: departments.reduce((n, r) => n + Number(r.n), 0),
        departments: departments
          .map((r) => ({ department: r.id === null ? null : { id: r.id, name: r.name ?? '' }, count: Number(r.n) }))
          .filter((r) => r.count > 0)
          .sort(byCountThenName),
      },
    }),
    ...(holds(read('overtimeRequest')) && {
      overtime: {
        month: d.monthFrom.slice(0, 7),
        hours: Math.round((figures.overtimeMinutes / 60) * 100) / 100,
        requests: figures.overtimeRequests,
      },
    }),
    ...(holds(read('leaveRequest')) && {
      leave: { month: d.monthFrom.slice(0, 7), days: figures.leaveDays, requests: figures.leaveRequests },
    }),
    ...(runs && {
      payroll: {
        runs: runs
          .map((r) => ({ ...r, cost_cents: r.gross_cents + r.employer_cents }))
          .sort((a, b) => a.month.localeCompare(b.month)),
      },
    }),
  };
}
