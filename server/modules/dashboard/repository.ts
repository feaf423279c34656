// The dashboard's reads. Counts and short lists of other areas' tables (users, roles, notifications, leave,
// overtime, employees, holidays, payroll runs), read directly: shared reads of figures, not those areas' rules
// (the rules — which requests you may act on, how a day's attendance counts — come through their services).
import type { Kysely } from 'kysely';
import { USER_STATUSES } from '../../../contract/labels.ts';
import type { DB } from '../../db/schema.ts';

export interface DashboardCounts {
  users: number;
  activeUsers: number;
  roles: number;
  unreadNotifications: number;
}

export interface Dates {
  today: string;
  weekFrom: string;
  weekTo: string;
  monthFrom: string;
  monthTo: string;
  probationTo: string;
}

const NOT_ACTIVE = USER_STATUSES.filter((s) => s !== 'Active');

const approved = (db: Kysely<DB>, kind: 'leave' | 'overtime') =>
  db.selectFrom('approval_request as r').where('r.kind', '=', kind).where('r.status', '=', 'approve');
const approvedLeave = (db: Kysely<DB>) => approved(db, 'leave');
/** Approved requests of a kind starting this month (an overtime request starts and ends on its date). */
const startingIn = (db: Kysely<DB>, kind: 'leave' | 'overtime', d: Dates) =>
  approved(db, kind).where('r.start_date', '>=', d.monthFrom).where('r.start_date', '<=', d.monthTo);

/** Every counter and total of the page in one statement: one round trip, however many cards. */
export async function figures(db: Kysely<DB>, userId: number, d: Dates) {
  const row = await db
    .selectNoFrom((eb) => [
      // Every user from migration 004's counter; the not active (few) through migration 019's status index.
      eb.selectFrom('row_count').select('n').where('table_name', '=', 'sys_user').as('users'),
      eb
        .selectFrom('sys_user')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', 'in', NOT_ACTIVE)
        .as('not_active_users'),
      eb.selectFrom('role').select(eb.fn.countAll<number>().as('n')).as('roles'),
      eb
        .selectFrom('notification')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .as('unread'),
      approvedLeave(db)
        .select(eb.fn.countAll<number>().as('n'))
        .where('r.start_date', '<=', d.today)
        .where('r.end_date', '>=', d.today)
        .as('out_today'),
      approvedLeave(db)
        .select(eb.fn.countAll<number>().as('n'))
        .where('r.start_date', '<=', d.weekTo)
        .where('r.end_date', '>=', d.weekFrom)
        .as('out_week'),
      startingIn(db, 'leave', d)
        .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
        .select((e) => e.fn.sum<number>('lr.days').as('n'))
        .as('leave_days'),
      startingIn(db, 'leave', d).select(eb.fn.countAll<number>().as('n')).as('leave_requests'),
      startingIn(db, 'overtime', d)
        .innerJoin('overtime_request as o', 'o.request_id', 'r.id')
        .select((e) => e.fn.sum<number>(e.fn.coalesce('o.approved_minutes', 'o.minutes')).as('n'))
        .as('overtime_minutes'),
      startingIn(db, 'overtime', d).select(eb.fn.countAll<number>().as('n')).as('overtime_requests'),
    ])
    .executeTakeFirstOrThrow();
  return {
    // A scalar subquery is typed nullable; a count is never null, and a sum over no rows is none.
    counts: {
      users: row.users ?? 0,
      activeUsers: (row.users ?? 0) - (row.not_active_users ?? 0),
      roles: row.roles ?? 0,
      unreadNotifications: row.unread ?? 0,
    } satisfies DashboardCounts,
    outToday: row.out_today ?? 0,
    outWeek: row.out_week ?? 0,
    leaveDays: row.leave_days ?? 0,
    leaveRequests: row.leave_requests ?? 0,
    overtimeMinutes: row.overtime_minutes ?? 0,
    overtimeRequests: row.overtime_requests ?? 0,
  };
}

/**
 * Approved leave touching [from, to], with the person and the leave type, in migration 019's index order (start,
 * end, person, id): the page is read from the index, not sorted.
 */
export function absences(db: Kysely<DB>, from: string, to: string, limit: number) {
  return approvedLeave(db)
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .innerJoin('leave_request as lr', 'lr.request_id', 'r.id')
    .innerJoin('leave_type as lt', 'lt.id', 'lr.leave_type_id')
    .select([
      'r.id',
      'r.start_date',
      'r.end_date',
      'e.id as employee_id',
      'e.first_name',
      'e.last_name',
      'e.staff_id',
      'lt.name as leave_type',
    ])
    .where('r.start_date', '<=', to)
    .where('r.end_date', '>=', from)
    .orderBy('r.start_date')
    .orderBy('r.end_date')
    .orderBy('r.employee_id')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export function upcomingHolidays(db: Kysely<DB>, from: string, limit: number) {
  return db
    .selectFrom('calendar_event')
    .select(['id', 'title', 'event_date'])
    .where('kind', '=', 'holiday')
    .where('event_date', '>=', from)
    .orderBy('event_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The first `limit` active employees whose probation ends in [from, to], each row with how many there are: the
 * count and the page both read migration 019's (status, probation end) index, the count from the index alone.
 */
export async function probationsEnding(db: Kysely<DB>, from: string, to: string, limit: number) {
  const ending = db
    .selectFrom('employee')
    .where('status', '=', 'active')
    .where('probation_end_date', '>=', from)
    .where('probation_end_date', '<=', to);
  const [rows, counted] = await Promise.all([
    ending
      .select(['id', 'first_name', 'last_name', 'staff_id', 'position', 'probation_end_date'])
      .orderBy('probation_end_date')
      .orderBy('id')
      .limit(limit)
      .execute(),
    ending.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.n };
}

/**
 * Active employees per department (null: not in a team), with the department's name: migration 018's count
 * per team (kept by triggers; team 0 is no team), the few teams summed into departments, where counting would
 * read the whole directory's team index at every call.
 */
export function headcount(db: Kysely<DB>) {
  return db
    .selectFrom('team_headcount as c')
    .leftJoin('team as t', 't.id', 'c.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .select((eb) => ['d.id', 'd.name', eb.fn.sum('c.n').as('n')])
    .groupBy(['d.id', 'd.name'])
    .execute();
}

/** The latest runs and their totals (not one payroll is still writing: its status is `writing` until whole). */
export function lastPayrollRuns(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('payroll_run')
    .select(['id', 'month', 'status', 'headcount', 'gross_cents', 'net_cents', 'employer_cents'])
    .where('status', '<>', 'writing')
    .orderBy('month', 'desc')
    .limit(limit)
    .execute();
}
