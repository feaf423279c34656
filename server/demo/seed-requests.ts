// The demo's requests and approvals: leave types and public holidays, a month of attendance, leave, overtime and post
// clock requests in every status and step, balance adjustments and last year's carry-over. The history is planned first
// (request-plan.ts), then replayed in the order it happened through the services the routes call, each at its own
// moment (server/lib/clock.ts): the engine checks every request by the rules of its day, and writes the balances,
// attendance corrections, notifications and activity log as the real app would. Deterministic for the same moment and
// organisation; idempotent (nothing happens once any request or balance exists).
import { addDays } from '../../contract/dates.ts';
import { approveBody, cancelBody, rejectBody, type RequestBaseItem } from '../../contract/api/requests.ts';
import { leaveBalanceAdjustBody } from '../../contract/api/leave.ts';
import type { Database } from '../db/database.ts';
import { atTime } from '../lib/clock.ts';
import { AppError } from '../http/errors.ts';
import { businessToday } from '../lib/time.ts';
import type { NewRequest, RequestKindSpec } from '../modules/approvals/kind.ts';
import { cancel, createRequest, decide } from '../modules/approvals/service.ts';
import { adjustBalance } from '../modules/leave/balances.ts';
import { ledgerOf } from '../modules/leave/ledger-service.ts';
import { leaveRequestKind } from '../modules/leave/leave-requests.ts';
import { markAllRead } from '../modules/notifications/service.ts';
import { overtimeRequestKind } from '../modules/overtime/overtime-requests.ts';
import { postClockRequestKind } from '../modules/post-clock/post-clock-requests.ts';
import { hhmm } from './demo-calendar.ts';
import { DEMO_REQUEST_USERS, loadRoster, type DemoUser, type Roster } from './demo-roster.ts';
import { medicalCertificate } from './medical-certificate.ts';
import { countByOutcome, planRequests, type PlannedRequest } from './request-plan.ts';
import type { PlannedAction } from './request-steps.ts';
import { demoHolidays, ensureHolidays, ensureLeaveTypes, holidaySet } from './seed-calendar-setup.ts';
import { ensureLeavePolicies } from './leave-policies.ts';
import { minutes, moment } from './demo-calendar.ts';
import {
  buildPunches,
  clockAt,
  importDay,
  refusedClockIn,
  settleMonth,
  staffIdsOf,
  type DemoPunch,
} from './seed-attendance.ts';

const CLINICS = [
  'Calmette Hospital',
  'Royal Phnom Penh Hospital',
  'Sen Sok International University Hospital',
  'Khema Clinic',
];

export interface RequestsSummary {
  skipped: boolean;
  /** Why nothing was seeded, when skipped. */
  reason?: string;
  leaveTypes: number;
  holidays: number;
  /** Punches recorded: the daily device imports and today's clock-ins. */
  attendance: number;
  /** The refusal a clock-in from outside every geofence got (the demo tries one). */
  refusedClockIn: string | null;
  adjustments: number;
  requests: ReturnType<typeof countByOutcome>;
}

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The create body a screen would send for the planned request. */
function bodyOf(q: PlannedRequest, leaveTypeIds: Map<string, number>, index: number): Record<string, unknown> {
  const base = { employee_id: q.employee.id, reason: q.reason };
  if (q.leave) {
    const { type, start, end, startHalf, endHalf } = q.leave;
    const attachment =
      type === 'Sick Leave'
        ? medicalCertificate(q.employee.name, display(start), display(end), CLINICS[index % CLINICS.length])
        : undefined;
    return {
      ...base,
      leave_type_id: leaveTypeIds.get(type),
      start_date: start,
      end_date: end,
      start_half: startHalf,
      end_half: endHalf,
      ...(attachment ? { attachment } : {}),
    };
  }
  if (q.overtime) {
    const { date, start, end, minutes } = q.overtime;
    return {
      ...base,
      date,
      ...(start == null || end == null ? { hours: minutes / 60 } : { start_time: hhmm(start), end_time: hhmm(end) }),
    };
  }
  const { type, date, time } = q.postClock!;
  return { ...base, type, date, time };
}

/** Runs one planned step of a request (returning its id) through the service its route calls. */
type Perform = (
  db: Database,
  actor: DemoUser,
  a: PlannedAction,
  body: Record<string, unknown>,
  id: number | undefined,
) => Promise<number>;

/** The kind's steps; bodies are parsed by the kind's own schemas, as its routes would. */
function performer<B extends NewRequest, F extends object, I extends RequestBaseItem, D extends I>(
  spec: RequestKindSpec<B, F, I, D>,
): Perform {
  return async (db, actor, a, body, id) => {
    if (a.action === 'file') return (await createRequest(db, spec, actor, spec.schemas.create.body.parse(body))).id;
    // An approve or reject names the version it acts on: the one the request has as the demo user acts.
    const version = async () =>
      (await db.kysely.selectFrom('approval_request').select('version').where('id', '=', id!).executeTakeFirstOrThrow())
        .version;
    if (a.action === 'approve')
      await decide(
        db,
        spec,
        actor,
        id!,
        'approve',
        approveBody.parse({ comment: a.comment, version: await version() }),
      );
    if (a.action === 'reject')
      await decide(db, spec, actor, id!, 'reject', rejectBody.parse({ comment: a.comment, version: await version() }));
    if (a.action === 'cancel') await cancel(db, spec, actor, id!, cancelBody.parse({ comment: a.comment }));
    return id!;
  };
}

const KINDS: Record<PlannedRequest['kind'], Perform> = {
  leave: performer(leaveRequestKind),
  overtime: performer(overtimeRequestKind),
  post_clock: performer(postClockRequestKind),
};

const why = (error: unknown) =>
  error instanceof AppError
    ? `${error.statusCode} ${error.message}${error.validators ? ` ${JSON.stringify(error.validators)}` : ''}`
    : String(error);

const missingUsers = (roster: Roster) => DEMO_REQUEST_USERS.filter((u) => !roster.users.has(u));

export async function seedRequests(db: Database, options: { now?: Date } = {}): Promise<RequestsSummary> {
  const anchor = options.now ?? new Date();
  const today = businessToday(anchor);
  const empty = {
    leaveTypes: 0,
    holidays: 0,
    attendance: 0,
    refusedClockIn: null,
    adjustments: 0,
    requests: { leave: {}, overtime: {}, post_clock: {} },
  };
  const started =
    (await db.kysely.selectFrom('approval_request').select('id').limit(1).executeTakeFirst()) ??
    (await db.kysely.selectFrom('leave_adjustment').select('id').limit(1).executeTakeFirst());
  if (started) return { skipped: true, reason: 'requests or balances exist already', ...empty };
  const roster = await loadRoster(db.kysely);
  const missing = missingUsers(roster);
  if (missing.length || roster.employees.length === 0)
    return {
      skipped: true,
      reason: `not the demo organisation (missing ${missing.join(', ') || 'employees'})`,
      ...empty,
    };

  const holidays = demoHolidays(today, addDays(today, -90));
  const plan = planRequests({
    roster,
    anchor,
    holidays: new Set([...holidays.map((h) => h.date), ...(await holidaySet(db))]),
  });
  const hr = roster.users.get('hr_manager')!;
  const setup = await atTime(plan.setupAt, async () => {
    const types = await ensureLeaveTypes(db, hr);
    await ensureLeavePolicies(db, hr, types.ids);
    return { types, holidays: await ensureHolidays(db, hr, holidays) };
  });

  const punches = buildPunches({
    employees: roster.employees,
    requests: plan.requests,
    holidays: await holidaySet(db),
    today,
    anchor,
  });
  const staffIds = await staffIdsOf(
    db.kysely,
    roster.employees.map((e) => e.id),
  );
  // Every step of every request, each adjustment and each "mark all read", in the order they happened.
  const events: Array<{ at: Date; run: () => Promise<unknown>; what: string }> = [];
  plan.requests.forEach((q, index) => {
    const body = bodyOf(q, setup.types.ids, index);
    let id: number | undefined;
    for (const a of q.actions) {
      events.push({
        at: a.at,
        what: `${q.kind} request for ${q.employee.name} (${a.action} by ${a.actor})`,
        run: async () => {
          id = await KINDS[q.kind](db, roster.users.get(a.actor)!, a, body, id);
        },
      });
    }
  });
  for (const adj of plan.adjustments) {
    const body = leaveBalanceAdjustBody.parse({
      employee_id: adj.employeeId,
      leave_type_id: setup.types.ids.get(adj.type),
      // Last year's import counts on its 31 December; this year's adjustments from the day they are made.
      date: adj.year < Number(today.slice(0, 4)) ? `${adj.year}-12-31` : businessToday(adj.at),
      days: adj.days,
      reason: adj.reason,
    });
    events.push({
      at: adj.at,
      what: `balance adjustment for employee ${adj.employeeId}`,
      run: async () => {
        // The plan cannot see the ledger: a deduction takes at most what the employee has on its day, as the
        // service would refuse to go below zero.
        const { balance } = await ledgerOf(db.kysely, body.employee_id, body.leave_type_id, body.date!);
        const days = Math.max(body.days, -Math.max(0, balance));
        if (days !== 0) await adjustBalance(db, roster.users.get(adj.actor)!, { ...body, days });
      },
    });
  }
  // Attendance: each day's device file imported at the end of the day (today's at this moment); today the demo users
  // linked to an employee clock in and out themselves at their office, after one attempt from far away.
  const offices = new Map(
    (await db.kysely.selectFrom('office').select(['id', 'latitude', 'longitude']).execute()).map((o) => [o.id, o]),
  );
  const officeOf = new Map(roster.employees.map((e) => [e.id, e.officeId]));
  const clockers = new Map(
    [...roster.users.values()].filter((u) => u.employeeId !== null).map((u) => [u.employeeId!, u]),
  );
  const byDay = new Map<string, DemoPunch[]>();
  let clocked = 0;
  // Today's first punch of each person: a clock-out alone cannot go through the clock (nothing to close).
  const firstToday = new Map<number, DemoPunch>();
  for (const punch of punches)
    if (punch.date === today && !firstToday.has(punch.employeeId)) firstToday.set(punch.employeeId, punch);
  for (const punch of punches) {
    const user = clockers.get(punch.employeeId);
    const office = offices.get(officeOf.get(punch.employeeId) ?? -1);
    if (punch.date === today && user && office && firstToday.get(punch.employeeId)?.direction === 'in') {
      clocked++;
      events.push({
        at: punch.at,
        what: `clock-${punch.direction} by ${user.username}`,
        run: () => clockAt(db, user, punch.direction, office),
      });
      continue;
    }
    const list = byDay.get(punch.date);
    if (list) list.push(punch);
    else byDay.set(punch.date, [punch]);
  }
  let imported = 0;
  for (const [day, list] of byDay) {
    const evening = moment(day, minutes('23:55'));
    events.push({
      at: evening < anchor ? evening : anchor,
      what: `device punches of ${day} imported`,
      run: async () => {
        imported += await importDay(db, hr, list, staffIds);
      },
    });
  }
  let refused: string | null = null;
  const tryer = [...clockers.values()][0];
  if (tryer) {
    const morning = moment(today, minutes('07:20'));
    events.push({
      at: morning < anchor ? morning : anchor,
      what: `clock-in by ${tryer.username} from outside every geofence`,
      run: async () => {
        refused = await refusedClockIn(db, tryer);
      },
    });
  }
  for (const read of plan.reads) {
    events.push({
      at: read.at,
      what: `${read.username} reading notifications`,
      run: () => markAllRead(db.kysely, roster.users.get(read.username)!.id),
    });
  }
  // A stable sort: steps planned for one moment keep their planned order.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    try {
      await atTime(event.at, event.run);
    } catch (error) {
      throw new Error(`Demo seed: ${event.what} at ${event.at.toISOString()} was refused: ${why(error)}`, {
        cause: error,
      });
    }
  }
  // What the first read of the month would do: every day derived, absences and holidays included.
  await atTime(anchor, () => settleMonth(db, today));
  return {
    skipped: false,
    leaveTypes: setup.types.created,
    holidays: setup.holidays,
    attendance: imported + clocked,
    refusedClockIn: refused,
    adjustments: plan.adjustments.length,
    requests: countByOutcome(plan.requests),
  };
}
