// Attendance: the daily list and its export, one record with its punches, corrections, the dashboard summary,
// the work schedule settings and closing a period. Every change is one transaction with its activity-log entry
// and the re-derivation of the days it touches (derive-service.ts). Clock-in/out is clock-service.ts.
import { periodOf, periodRange } from '../../lib/pay-period.ts';
import { datesBetween } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import {
  ATTENDANCE_CODES,
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  ATTENDANCE_STATUS_LABELS,
  PUNCH_SOURCES,
  PUNCH_SOURCE_LABELS,
  type AttendanceStatus,
  type PunchSource,
} from '../../../contract/attendance-codes.ts';
import type {
  AttendanceCorrectionBody,
  AttendanceDetail,
  AttendanceExportQuery,
  AttendanceItem,
  AttendanceListQuery,
  AttendanceSettings,
  AttendanceSummary,
  PeriodState,
  PunchItem,
  Schedule,
  ScheduleBody,
  SettingsBody,
} from '../../../contract/api/attendance.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { ExportFile } from '../../http/export-route.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toCsv, toXlsx, type Cell } from '../../lib/spreadsheet.ts';
import { businessToday, localTimeOf, localToUtc } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import { PAYROLL_MESSAGES } from '../../../contract/api/payroll.ts';
import {
  assertOpen,
  closedPeriodOf,
  ensureSettled,
  loadSchedules,
  openFrom,
  periodDates,
  rederive,
  rederiveInTurns,
  scheduleFor,
  workingDaysOf,
} from './derive-service.ts';
import * as repo from './repository.ts';

const isStatus = (s: string): s is AttendanceStatus => (ATTENDANCE_STATUSES as readonly string[]).includes(s);
const isSource = (s: string | null): s is PunchSource => s !== null && (PUNCH_SOURCES as readonly string[]).includes(s);
const sourceOf = (s: string | null) => (isSource(s) ? s : null);

function statusOf(row: { id: number; status: string }): AttendanceStatus {
  // Only the derivation writes this column; anything else is a broken row.
  if (!isStatus(row.status)) throw new Error(`attendance ${row.id} has an unknown status '${row.status}'`);
  return row.status;
}

export function toItem(r: repo.JoinedRow, closed: boolean): AttendanceItem {
  const status = statusOf(r);
  return {
    id: r.id,
    employee: {
      id: r.employee_id,
      name: `${r.first_name} ${r.last_name}`,
      staff_id: r.staff_id,
      department: r.department_id !== null ? { id: r.department_id, name: r.department_name ?? '' } : null,
      team: r.team_id !== null ? { id: r.team_id, name: r.team_name ?? '' } : null,
    },
    office: r.office_id !== null ? { id: r.office_id, name: r.office_name ?? '' } : null,
    date: r.date,
    clock_in: r.clock_in,
    clock_out: r.clock_out,
    clock_in_local: r.clock_in ? localTimeOf(r.clock_in) : null,
    clock_out_local: r.clock_out ? localTimeOf(r.clock_out) : null,
    worked_minutes: r.worked_minutes,
    late_minutes: r.late_minutes,
    early_minutes: r.early_minutes,
    status,
    status_label: ATTENDANCE_STATUS_LABELS[status],
    code: ATTENDANCE_CODES[status],
    clock_in_source: sourceOf(r.clock_in_source),
    clock_out_source: sourceOf(r.clock_out_source),
    source: sourceOf(r.clock_in_source) ?? sourceOf(r.clock_out_source),
    corrected_reason: r.corrected_reason,
    corrected_by: r.corrected_by_username ? { id: r.corrected_by_id, username: r.corrected_by_username } : null,
    corrected_at: r.corrected_at,
    closed,
    updated_at: r.updated_at,
  };
}

export function toPunchItem(p: repo.PunchWithOffice): PunchItem {
  return {
    id: p.id,
    at: p.at,
    local_time: localTimeOf(p.at),
    source: sourceOf(p.source) ?? 'legacy',
    direction: p.direction === 'in' || p.direction === 'out' ? p.direction : null,
    office: p.office_id !== null ? { id: p.office_id, name: p.office_name ?? '' } : null,
    device: p.device,
    latitude: p.latitude,
    longitude: p.longitude,
    accuracy_m: p.accuracy_m,
    voided: p.voided_at !== null,
    created_by: p.created_by_username ? { id: p.created_by_id, username: p.created_by_username } : null,
  };
}

// --- the daily list

const filtersOf = (q: Omit<AttendanceListQuery, 'page' | 'limit'>): repo.ListFilters => ({
  date: q.date ?? businessToday(),
  q: q.q || undefined,
  department_id: q.department_id,
  team_id: q.team_id,
  office_id: q.office_id,
  employee_id: q.employee_id,
  status: q.status,
});

export async function listAttendance(db: Database, q: AttendanceListQuery): Promise<Page<AttendanceItem>> {
  const f = filtersOf(q);
  await ensureSettled(db, f.date, f.date);
  const [rows, total, closed] = await Promise.all([
    repo.listPage(db.kysely, f, (q.page - 1) * q.limit, q.limit),
    repo.countList(db.kysely, f),
    closedPeriodOf(db.kysely, f.date),
  ]);
  return { data: rows.map((r) => toItem(r, !!closed)), metadata: pageMetadata(q.page, q.limit, total) };
}

const EXPORT_HEADER = [
  'Staff ID',
  'Employee',
  'Department',
  'Team',
  'Office',
  'Date',
  'In',
  'Out',
  'Worked (h:mm)',
  'Late (min)',
  'Early (min)',
  'Status',
  'Code',
  'Source',
  'Correction reason',
];

export const hoursAndMinutes = (minutes: number | null) =>
  minutes === null ? '' : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The day's records the filters show, at most `max` (a wider match is refused: one more is read to tell). */
export async function exportAttendance(
  db: Database,
  q: AttendanceExportQuery,
  max: number = ATTENDANCE_LIMITS.exportMax,
): Promise<ExportFile> {
  const f = filtersOf(q);
  await ensureSettled(db, f.date, f.date);
  const closed = !!(await closedPeriodOf(db.kysely, f.date));
  const rows: Cell[][] = [];
  for (let after = 0; ;) {
    const wanted = Math.min(1000, max + 1 - rows.length);
    const chunk = await repo.listAfter(db.kysely, f, after, wanted);
    if (rows.length + chunk.length > max)
      throw badRequest([{ field: 'department_id', message: ATTENDANCE_MESSAGES.exportTooMany(max) }]);
    for (const r of chunk) {
      const i = toItem(r, closed);
      rows.push([
        i.employee.staff_id,
        i.employee.name,
        i.employee.department?.name,
        i.employee.team?.name,
        i.office?.name,
        i.date,
        i.clock_in_local,
        i.clock_out_local,
        hoursAndMinutes(i.worked_minutes),
        i.late_minutes,
        i.early_minutes,
        i.status_label,
        i.code,
        i.source ? PUNCH_SOURCE_LABELS[i.source] : '',
        i.corrected_reason,
      ]);
    }
    if (chunk.length < wanted) break;
    after = chunk[chunk.length - 1].employee_id;
  }
  const content =
    q.format === 'csv' ? toCsv(EXPORT_HEADER, rows) : await toXlsx(`Attendance ${f.date}`, EXPORT_HEADER, rows);
  return { format: q.format, content };
}

// --- one record

async function detailIn(db: Kysely<DB>, id: number): Promise<AttendanceDetail> {
  const row = await repo.findJoined(db, id);
  if (!row) throw notFound('Attendance record not found');
  return detailOf(db, row);
}

async function detailOf(db: Kysely<DB>, row: repo.JoinedRow): Promise<AttendanceDetail> {
  const [closed, punches, schedules, offices] = [
    await closedPeriodOf(db, row.date),
    await repo.punchesOfDay(db, row.employee_id, row.date),
    await loadSchedules(db),
    await repo.officesOf(db, [row.employee_id]),
  ];
  const s = scheduleFor(schedules, offices.get(row.employee_id) ?? []);
  return {
    ...toItem(row, !!closed),
    punches: punches.map(toPunchItem),
    schedule: {
      start_time: s.start_time,
      end_time: s.end_time,
      break_minutes: s.break_minutes,
      late_grace_minutes: s.late_grace_minutes,
      early_grace_minutes: s.early_grace_minutes,
    },
  };
}

export const getAttendance = (db: Database, id: number) => detailIn(db.kysely, id);

/** The employee's record of a day, with its punches (after a change that made or kept it). */
export async function dayDetail(db: Kysely<DB>, employeeId: number, date: string): Promise<AttendanceDetail | null> {
  const row = await repo.findJoinedByDay(db, employeeId, date);
  return row ? detailOf(db, row) : null;
}

// --- corrections

/** Work a correction finishes in its own transaction once the day is corrected (settling the post clock
 * requests it answers); what it returns goes into the correction's log entry. */
export type CorrectionFollowUp = (
  trx: Kysely<DB>,
  record: { id: number; employee_id: number; date: string },
) => Promise<Record<string, unknown>>;

/**
 * Sets the day's clock-in and/or clock-out: the day's other punches are set aside, the new times recorded as
 * correction punches, the day derived again, the reason kept on the record and the before and after logged.
 */
export function correctAttendance(
  db: Database,
  actor: Actor,
  id: number,
  body: AttendanceCorrectionBody,
  followUp?: CorrectionFollowUp,
): Promise<AttendanceDetail> {
  return db.tx(async (trx) => {
    const before = await detailIn(trx, id);
    if (before.closed) {
      const closed = await closedPeriodOf(trx, before.date);
      throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed!.period));
    }
    const now = nowIso();
    const target = (field: 'clock_in' | 'clock_out') => {
      const given = body[field];
      if (given === undefined) return { at: before[field], kept: true };
      return { at: given === null ? null : localToUtc(before.date, given), kept: false };
    };
    const clockIn = target('clock_in');
    const clockOut = target('clock_out');
    if (clockIn.at && clockOut.at && clockOut.at <= clockIn.at)
      throw badRequest([{ field: 'clock_out', message: ATTENDANCE_MESSAGES.clockOutBeforeIn }]);
    for (const [field, t] of [
      ['clock_in', clockIn],
      ['clock_out', clockOut],
    ] as const)
      if (!t.kept && t.at && t.at > now) throw badRequest([{ field, message: ATTENDANCE_MESSAGES.inFuture(field) }]);
    if (!clockIn.at && !clockOut.at && before.date >= businessToday())
      throw badRequest([{ field: 'clock_in', message: 'Today’s record needs a clock-in or clock-out.' }]);

    const keep = [clockIn.at, clockOut.at].filter((x): x is string => !!x);
    await repo.voidPunches(trx, before.employee.id, before.date, keep, now);
    for (const [t, direction] of [
      [clockIn, 'in'],
      [clockOut, 'out'],
    ] as const) {
      if (!t.at || t.kept) continue;
      await repo.putPunch(trx, {
        employee_id: before.employee.id,
        at: t.at,
        date: before.date,
        source: 'correction',
        direction,
        office_id: before.office?.id ?? null,
        created_by_id: actor.id || null,
        created_by_username: actor.username || null,
        created_at: now,
      });
    }
    await rederive(trx, [before.employee.id], before.date, before.date);
    const row = await repo.findAttendance(trx, before.employee.id, before.date);
    if (!row) throw new Error('A corrected past day always has a record.');
    await repo.setCorrection(trx, row.id, {
      corrected_reason: body.reason,
      corrected_by_id: actor.id || null,
      corrected_by_username: actor.username || null,
      corrected_at: now,
      updated_at: now,
    });
    const followed = followUp ? await followUp(trx, { id: row.id, employee_id: row.employee_id, date: row.date }) : {};
    const after = await detailIn(trx, row.id);
    await logActivity(trx, actor, {
      action: 'correct',
      resource: 'attendance',
      recordId: row.id,
      before: logged(before),
      after: { ...logged(after), reason: body.reason, ...followed },
    });
    return after;
  });
}

/** What the log keeps of a record: its times, figures and status. */
const logged = (i: AttendanceItem) => ({
  employee_id: i.employee.id,
  date: i.date,
  clock_in: i.clock_in,
  clock_out: i.clock_out,
  worked_minutes: i.worked_minutes,
  late_minutes: i.late_minutes,
  early_minutes: i.early_minutes,
  status: i.status,
  source: i.source,
});

// --- post clock approvals (the post clock module calls these)

/** Why the time cannot go into the day's record as it stands, or null when it fits. */
export function clockConflict(
  record: { clock_in: string | null; clock_out: string | null } | undefined,
  type: string,
  at: string,
): string | null {
  if (!record) return null;
  if (type === 'forget_clock_out' && record.clock_in && at <= record.clock_in)
    return `time must be after the clock-in at ${localTimeOf(record.clock_in)}.`;
  if (type === 'forget_clock_in' && record.clock_out && at >= record.clock_out)
    return `time must be before the clock-out at ${localTimeOf(record.clock_out)}.`;
  return null;
}

/** Why a post clock time cannot go into the employee's day as it stands now (400 text), or null when it fits;
 * 409 when the day lies in a closed period. */
export async function postClockProblem(
  db: Kysely<DB>,
  employeeId: number,
  date: string,
  type: string,
  at: string,
): Promise<string | null> {
  const closed = await closedPeriodOf(db, date);
  if (closed) throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed.period));
  return clockConflict(await repo.findAttendance(db, employeeId, date), type, at);
}

/**
 * A post clock approval: the forgotten clock-in or clock-out becomes a punch of that day and the day is derived
 * again, in the approval's transaction, logged as an attendance change ('create' when the day had no record).
 * 409 when the period is closed, the time no longer fits the record, or HR corrected that time of the day after
 * the request was filed (the approval never writes over a correction made since; `filedAt` is the request's).
 */
export async function applyPostClock(
  trx: Kysely<DB>,
  actor: Actor,
  change: { employeeId: number; date: string; type: string; at: string; requestId: number; filedAt: string },
) {
  const closed = await closedPeriodOf(trx, change.date);
  if (closed) throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed.period));
  const before = await repo.findAttendance(trx, change.employeeId, change.date);
  const problem = clockConflict(before, change.type, change.at);
  if (problem) throw conflict(`The attendance record has changed: ${problem}`);
  const clockIn = change.type === 'forget_clock_in';
  const sideSource = clockIn ? before?.clock_in_source : before?.clock_out_source;
  if (sideSource === 'correction' && before?.corrected_at && before.corrected_at > change.filedAt)
    throw conflict(ATTENDANCE_MESSAGES.correctedSinceFiled(clockIn ? 'clock-in' : 'clock-out'));
  const now = nowIso();
  await repo.putPunch(trx, {
    employee_id: change.employeeId,
    at: change.at,
    date: change.date,
    source: 'post_clock',
    direction: change.type === 'forget_clock_in' ? 'in' : 'out',
    office_id: before?.office_id ?? null,
    created_by_id: actor.id || null,
    created_by_username: actor.username || null,
    created_at: now,
  });
  await rederive(trx, [change.employeeId], change.date, change.date);
  const after = await repo.findAttendance(trx, change.employeeId, change.date);
  if (!after) throw new Error('A day with a punch always has a record.');
  await logActivity(trx, actor, {
    action: before ? 'post-clock' : 'create',
    resource: 'attendance',
    recordId: after.id,
    before: before ?? null,
    after: { ...after, post_clock_request_id: change.requestId },
  });
  return after;
}

/** An approved leave: its days are derived again (409 when one lies in a closed period). */
export async function leaveApproved(trx: Kysely<DB>, employeeId: number, from: string, to: string) {
  await rederive(trx, [employeeId], from, to);
}

/**
 * A holiday added, moved or removed: those dates are derived again (409 when one lies in a closed period) —
 * for everyone once the date has been settled, else for the employees who already have a record that day (the
 * others get theirs when the date is settled).
 */
export async function holidaysChanged(trx: Kysely<DB>, dates: readonly string[]) {
  for (const date of new Set(dates)) {
    await assertOpen(trx, date, date);
    if (await repo.isSettled(trx, date)) await rederive(trx, 'all', date, date);
    else await rederive(trx, await repo.employeesWithRecords(trx, date), date, date);
  }
}

// --- the summary

export async function attendanceSummary(db: Database, date: string = businessToday()): Promise<AttendanceSummary> {
  await ensureSettled(db, date, date);
  const [employees, groups] = await Promise.all([
    repo.countActiveJoined(db.kysely, date),
    repo.countByStatus(db.kysely, date),
  ]);
  const by = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<AttendanceStatus, number>;
  let halfDaysIn = 0;
  let records = 0;
  for (const g of groups) {
    if (!isStatus(g.status)) continue;
    by[g.status] = Number(g.n);
    records += Number(g.n);
    if (g.status === 'half_day_leave') halfDaysIn = Number(g.came_in);
  }
  return {
    date,
    employees,
    present: by.present + by.late + by.early_leave + by.missing_punch + halfDaysIn,
    late: by.late,
    absent: by.absent,
    on_leave: by.on_leave + by.half_day_leave,
    not_yet_in: date === businessToday() ? Math.max(0, employees - records) : 0,
    by_status: by,
  };
}

// --- settings

const scheduleOf = (row: repo.ScheduleRow): Schedule => ({
  working_days: workingDaysOf(row),
  start_time: row.start_time,
  end_time: row.end_time,
  break_minutes: row.break_minutes,
  late_grace_minutes: row.late_grace_minutes,
  early_grace_minutes: row.early_grace_minutes,
});

const scheduleColumns = (s: ScheduleBody) => ({
  working_days: [...s.working_days].sort((a, b) => a - b).join(','),
  start_time: s.start_time,
  end_time: s.end_time,
  break_minutes: s.break_minutes,
  late_grace_minutes: s.late_grace_minutes,
  early_grace_minutes: s.early_grace_minutes,
});

function periodStateOf(month: string, startDay: number, close: repo.CloseRow | undefined): PeriodState {
  const range = close ? { from: close.from_date, to: close.to_date } : periodRange(month, startDay);
  return {
    month,
    ...range,
    closed: !!close,
    closed_at: close?.closed_at ?? null,
    closed_by: close?.closed_by_username ? { id: close.closed_by_id, username: close.closed_by_username } : null,
  };
}

export async function periodState(db: Kysely<DB>, month: string): Promise<PeriodState> {
  const startDay = (await loadSchedules(db)).company.period_start_day;
  return periodStateOf(month, startDay, await repo.findClose(db, month));
}

async function settingsIn(db: Kysely<DB>): Promise<AttendanceSettings> {
  const s = await loadSchedules(db);
  const startDay = s.company.period_start_day;
  const current = periodOf(businessToday(), startDay);
  return {
    company: scheduleOf(s.company),
    offices: [...s.byOffice.values()].map((r) => ({
      office: { id: r.office_id!, name: r.office_name ?? '' },
      schedule: scheduleOf(r),
    })),
    period_start_day: startDay,
    current_period: periodStateOf(current, startDay, await repo.findClose(db, current)),
    closed_periods: (await repo.latestCloses(db, 24)).map((c) => periodStateOf(c.period, startDay, c)),
    updated_at: s.company.updated_at,
  };
}

export const getSettings = (db: Database) => settingsIn(db.kysely);

/** Edits the schedules and the period start day, logged, and derives the open days again. */
/**
 * Saves the settings in one short transaction, then derives the open days again under them in turns
 * (rederiveInTurns: a few hundred employees per transaction), on a job worker. In one transaction the derive held
 * SQLite's only write lock for all of it, and every write on the request thread waited. A stop between turns
 * leaves every day whole, derived under the old settings or the new; any later change to a day derives it again,
 * and closing a month derives all of it first.
 */
export async function updateSettings(db: Database, actor: Actor, body: SettingsBody): Promise<AttendanceSettings> {
  const after = await db.tx(async (trx) => {
    const before = await settingsIn(trx);
    const now = nowIso();
    const officeIds = (body.offices ?? []).map((o) => o.office_id);
    const known = await repo.existingOfficeIds(trx, officeIds);
    const unknown = officeIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw badRequest([{ field: 'offices', message: ATTENDANCE_MESSAGES.officeUnknown }]);
    await repo.updateCompanySchedule(trx, {
      ...(body.company ? scheduleColumns(body.company) : {}),
      ...(body.period_start_day !== undefined ? { period_start_day: body.period_start_day } : {}),
      updated_at: now,
    });
    for (const o of body.offices ?? []) {
      if (o.schedule === null) await repo.deleteOfficeSchedule(trx, o.office_id);
      else
        await repo.putOfficeSchedule(trx, {
          office_id: o.office_id,
          ...scheduleColumns(o.schedule),
          created_at: now,
          updated_at: now,
        });
    }
    const after = await settingsIn(trx);
    await logActivity(trx, actor, {
      action: 'update',
      resource: 'attendance',
      recordId: 'settings',
      before: { company: before.company, offices: before.offices, period_start_day: before.period_start_day },
      after: { company: after.company, offices: after.offices, period_start_day: after.period_start_day },
    });
    return after;
  });
  await rederiveInTurns(db, await openFrom(db.kysely), businessToday());
  return after;
}

// --- closing a period

export async function closePeriod(db: Database, actor: Actor, month: string): Promise<PeriodState> {
  const { from, to } = await periodDates(db.kysely, month);
  if (to >= businessToday()) throw conflict(ATTENDANCE_MESSAGES.periodNotOver(month));
  if (await repo.findClose(db.kysely, month)) throw conflict(ATTENDANCE_MESSAGES.alreadyClosed(month));
  // What payroll will read: every day of the period derived first, in turns; the close derives only employees
  // added since, settles and locks the period in one short transaction.
  const derived = await rederiveInTurns(db, from, to);
  return db.tx(async (trx) => {
    if (await repo.findClose(trx, month)) throw conflict(ATTENDANCE_MESSAGES.alreadyClosed(month));
    const now = nowIso();
    const added = await repo.activeEmployeesAbove(trx, derived, to);
    if (added.length) await rederive(trx, added, from, to, { skipClosed: true });
    await repo.markSettled(trx, datesBetween(from, to), () => true, now, await repo.maxEmployeeId(trx));
    await repo.insertClose(trx, {
      period: month,
      from_date: from,
      to_date: to,
      closed_at: now,
      closed_by_id: actor.id || null,
      closed_by_username: actor.username || null,
    });
    const state = await periodState(trx, month);
    await logActivity(trx, actor, { action: 'close', resource: 'attendance', recordId: month, after: state });
    return state;
  });
}

/** Leave reads it too, before dating a policy into a month payroll has approved. */
export { paidByApprovedRun } from './repository.ts';

export function reopenPeriod(db: Database, actor: Actor, month: string): Promise<PeriodState> {
  return db.tx(async (trx) => {
    const before = await periodState(trx, month);
    if (!before.closed) throw conflict(ATTENDANCE_MESSAGES.notClosed(month));
    if (await repo.paidByApprovedRun(trx, month)) throw conflict(PAYROLL_MESSAGES.attendanceLocked(month));
    await repo.deleteClose(trx, month);
    const after = await periodState(trx, month);
    await logActivity(trx, actor, { action: 'reopen', resource: 'attendance', recordId: month, before, after });
    return after;
  });
}
