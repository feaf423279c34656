// Attendance queries: the derived days and their punches, the inputs of the derivation (schedules, approved
// leave, holidays), closed periods and settled dates, and the daily list.
import { prefixRange } from '../../lib/search-terms.ts';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AttendanceStatus } from '../../../contract/attendance-codes.ts';
import type { DialectName } from '../../db/database.ts';
import type { AttendanceCloseTable, AttendanceTable, DB, PunchTable, WorkScheduleTable } from '../../db/schema.ts';
import { readCounter } from '../../db/row-count.ts';

export type AttendanceRow = Selectable<AttendanceTable>;
export type PunchRow = Selectable<PunchTable>;
export type ScheduleRow = Selectable<WorkScheduleTable>;
export type CloseRow = Selectable<AttendanceCloseTable>;
export type NewAttendance = Insertable<AttendanceTable>;

/** Rows per multi-row statement: well under SQLite's 32,766 parameters at ~20 columns. */
const BATCH = 500;

// --- schedules

export function schedules(db: Kysely<DB>) {
  return db
    .selectFrom('work_schedule as w')
    .leftJoin('office as o', 'o.id', 'w.office_id')
    .selectAll('w')
    .select('o.name as office_name')
    .orderBy('o.name')
    .orderBy('w.id')
    .execute();
}

export async function updateCompanySchedule(trx: Kysely<DB>, set: Updateable<WorkScheduleTable>) {
  await trx.updateTable('work_schedule').set(set).where('office_id', 'is', null).execute();
}

/** Sets an office's own schedule, adding it if the office has none. */
export async function putOfficeSchedule(
  trx: Kysely<DB>,
  values: Insertable<WorkScheduleTable> & { office_id: number },
) {
  const { created_at: _created, ...set } = values;
  const updated = await trx
    .updateTable('work_schedule')
    .set(set)
    .where('office_id', '=', values.office_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('work_schedule').values(values).execute();
}

export async function deleteOfficeSchedule(trx: Kysely<DB>, officeId: number) {
  await trx.deleteFrom('work_schedule').where('office_id', '=', officeId).execute();
}

export async function existingOfficeIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('office').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

// --- closed periods and settled dates

/** Every closed period touching [from, to]. */
export function closedWithin(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('attendance_close')
    .selectAll()
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('from_date')
    .execute();
}

/** A closed period that covers any date of [from, to] (the earliest). */
export const closedOverlapping = async (db: Kysely<DB>, from: string, to: string) =>
  (await closedWithin(db, from, to))[0];

export const findClose = (db: Kysely<DB>, period: string) =>
  db.selectFrom('attendance_close').selectAll().where('period', '=', period).executeTakeFirst();

export const latestCloses = (db: Kysely<DB>, limit: number) =>
  db.selectFrom('attendance_close').selectAll().orderBy('to_date', 'desc').limit(limit).execute();

export async function insertClose(trx: Kysely<DB>, values: Insertable<AttendanceCloseTable>) {
  await trx.insertInto('attendance_close').values(values).execute();
}

export async function deleteClose(trx: Kysely<DB>, period: string) {
  await trx.deleteFrom('attendance_close').where('period', '=', period).execute();
}

export const settledDates = (db: Kysely<DB>, from: string, to: string) =>
  db.selectFrom('attendance_settled').selectAll().where('date', '>=', from).where('date', '<=', to).execute();

/** Any fixed number names the lock; this one is "settle" on a phone keypad. */
const SETTLING_LOCK = 738_853;

/**
 * Settling takes turns until the transaction ends: PostgreSQL's transaction-level advisory lock (SQLite's write
 * transaction is already exclusive), so a second settler plans after the first has committed.
 */
export async function takeSettlingTurn(trx: Kysely<DB>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SETTLING_LOCK})`.execute(trx);
}

export const isSettled = async (db: Kysely<DB>, date: string) =>
  !!(await db.selectFrom('attendance_settled').select('date').where('date', '=', date).executeTakeFirst());

export const employeesWithRecords = async (db: Kysely<DB>, date: string) =>
  (await db.selectFrom('attendance').select('employee_id').where('date', '=', date).execute()).map(
    (r) => r.employee_id,
  );

export async function markSettled(
  trx: Kysely<DB>,
  dates: string[],
  final: (date: string) => boolean,
  now: string,
  employeeMark: number,
) {
  for (let i = 0; i < dates.length; i += BATCH) {
    const values = dates.slice(i, i + BATCH).map((date) => ({
      date,
      final: final(date) ? 1 : 0,
      employee_mark: employeeMark,
      settled_at: now,
    }));
    await trx
      .insertInto('attendance_settled')
      .values(values)
      .onConflict((oc) =>
        oc.column('date').doUpdateSet((eb) => ({
          final: eb.ref('excluded.final'),
          employee_mark: eb.ref('excluded.employee_mark'),
          settled_at: eb.ref('excluded.settled_at'),
        })),
      )
      .execute();
  }
}

export async function raiseEmployeeMark(trx: Kysely<DB>, from: string, to: string, mark: number) {
  await trx
    .updateTable('attendance_settled')
    .set({ employee_mark: mark })
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('employee_mark', '<', mark)
    .execute();
}

/** The highest employee id (0 with none). */
export async function maxEmployeeId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The earliest join date of any employee (the join date index's first entry): no day before it has a record. */
export async function earliestJoinDate(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.min('join_date').as('date'))
    .executeTakeFirst();
  return row?.date ?? null;
}

/** Active employees added after `mark` who had joined by `to`. */
export const activeEmployeesAbove = async (db: Kysely<DB>, mark: number, to: string) =>
  (
    await db
      .selectFrom('employee')
      .select('id')
      .where('id', '>', mark)
      .where('status', '=', 'active')
      .where('join_date', '<=', to)
      .execute()
  ).map((r) => r.id);

// --- the derivation's inputs

export interface ScopeEmployee {
  id: number;
  join_date: string;
  status: string;
}

/** Employees by id, any status. */
export async function employeesByIds(db: Kysely<DB>, ids: number[]): Promise<ScopeEmployee[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('employee').select(['id', 'join_date', 'status']).where('id', 'in', ids).orderBy('id').execute();
}

/** Active employees who had joined by `to`, a page at a time in id order. */
export function activeEmployeesAfter(db: Kysely<DB>, to: string, afterId: number, limit: number) {
  return db
    .selectFrom('employee')
    .select(['id', 'join_date', 'status'])
    .where('status', '=', 'active')
    .where('join_date', '<=', to)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function officesOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('employee_office')
    .select(['employee_id', 'office_id'])
    .where('employee_id', 'in', ids)
    .orderBy('office_id')
    .execute();
  for (const r of rows) out.set(r.employee_id, [...(out.get(r.employee_id) ?? []), r.office_id]);
  return out;
}

/** The employees' punches of [from, to], set aside ones too (a correction's record of what it replaced). */
export function punchesIn(db: Kysely<DB>, ids: number[], from: string, to: string) {
  return db
    .selectFrom('punch')
    .select(['id', 'employee_id', 'at', 'date', 'source', 'direction', 'office_id', 'voided_at'])
    .where('employee_id', 'in', ids)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

export interface LeaveSpan {
  employee_id: number;
  start_date: string;
  end_date: string;
  start_half: number;
  end_half: number;
}

/** Approved leave of the employees touching [from, to]. */
export function approvedLeave(db: Kysely<DB>, ids: number[], from: string, to: string): Promise<LeaveSpan[]> {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('leave_request as l', 'l.request_id', 'r.id')
    .select(['r.employee_id', 'r.start_date', 'r.end_date', 'l.start_half', 'l.end_half'])
    .where('r.kind', '=', 'leave')
    .where('r.status', '=', 'approve')
    .where('r.employee_id', 'in', ids)
    .where('r.start_date', '<=', to)
    .where('r.end_date', '>=', from)
    .execute();
}

export function holidaysIn(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('calendar_event')
    .select(['event_date', 'title'])
    .where('kind', '=', 'holiday')
    .where('event_date', '>=', from)
    .where('event_date', '<=', to)
    .orderBy('event_date')
    .execute();
}

export function attendanceIn(db: Kysely<DB>, ids: number[], from: string, to: string) {
  return db
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', 'in', ids)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

const DERIVED_COLUMNS = [
  'clock_in',
  'clock_out',
  'office_id',
  'worked_minutes',
  'late',
  'early_leave',
  'late_minutes',
  'early_minutes',
  'status',
  'clock_in_source',
  'clock_out_source',
  'updated_at',
] as const;

/** Inserts or updates the derived columns of each (employee, date); corrections are kept. */
export async function upsertAttendance(trx: Kysely<DB>, rows: NewAttendance[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('attendance')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc
          .columns(['employee_id', 'date'])
          .doUpdateSet((eb) => Object.fromEntries(DERIVED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
  }
}

export async function deleteAttendance(trx: Kysely<DB>, ids: number[]) {
  for (let i = 0; i < ids.length; i += BATCH)
    await trx
      .deleteFrom('attendance')
      .where('id', 'in', ids.slice(i, i + BATCH))
      .execute();
}

export async function insertPunches(trx: Kysely<DB>, rows: Insertable<PunchTable>[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await trx
      .insertInto('punch')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(['employee_id', 'at']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** A punch at this moment, stored as given, or, when one is already there, taken over (back in use, this
 * source and direction). */
export async function putPunch(trx: Kysely<DB>, values: Insertable<PunchTable>): Promise<PunchRow> {
  await trx
    .insertInto('punch')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['employee_id', 'at']).doUpdateSet({
        voided_at: null,
        source: values.source,
        direction: values.direction ?? null,
        created_by_id: values.created_by_id ?? null,
        created_by_username: values.created_by_username ?? null,
      }),
    )
    .execute();
  return trx
    .selectFrom('punch')
    .selectAll()
    .where('employee_id', '=', values.employee_id)
    .where('at', '=', values.at)
    .executeTakeFirstOrThrow();
}

/** Sets aside the day's punches in use except those at `keep`. */
export async function voidPunches(trx: Kysely<DB>, employeeId: number, date: string, keep: string[], now: string) {
  await trx
    .updateTable('punch')
    .set({ voided_at: now })
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .where('voided_at', 'is', null)
    .$if(keep.length > 0, (q) => q.where('at', 'not in', keep))
    .execute();
}

/** The employee's row, locked until the transaction ends on PostgreSQL (SQLite's write transaction is already
 * exclusive): two clock-ins of one person at once are taken one after the other. */
export async function lockEmployee(trx: Kysely<DB>, dialect: DialectName, id: number) {
  return trx
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'join_date', 'status'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findAttendance(db: Kysely<DB>, employeeId: number, date: string) {
  return db
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export async function setCorrection(trx: Kysely<DB>, id: number, set: Updateable<AttendanceTable>) {
  await trx.updateTable('attendance').set(set).where('id', '=', id).execute();
}

// --- the daily list and the record

export interface ListFilters {
  date: string;
  q?: string;
  department_id?: number;
  team_id?: number;
  office_id?: number;
  employee_id?: number;
  status?: AttendanceStatus;
}

/** The day's records with their employee (e), team (t), department (d) and office (o). */
function joined(db: Kysely<DB>) {
  return db
    .selectFrom('attendance as a')
    .innerJoin('employee as e', 'e.id', 'a.employee_id')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('office as o', 'o.id', 'a.office_id')
    .selectAll('a')
    .select([
      'e.first_name',
      'e.last_name',
      'e.staff_id',
      't.id as team_id',
      't.name as team_name',
      'd.id as department_id',
      'd.name as department_name',
      'o.name as office_name',
    ]);
}
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['executeTakeFirstOrThrow']>>;

function filtered(db: Kysely<DB>, f: ListFilters) {
  const [from, to] = f.q ? prefixRange(f.q) : ['', ''];
  return joined(db)
    .where('a.date', '=', f.date)
    .$if(!!f.status, (q) => q.where('a.status', '=', f.status!))
    .$if(!!f.employee_id, (q) => q.where('a.employee_id', '=', f.employee_id!))
    .$if(!!f.team_id, (q) => q.where('e.team_id', '=', f.team_id!))
    .$if(!!f.department_id, (q) => q.where('t.department_id', '=', f.department_id!))
    .$if(!!f.office_id, (q) =>
      q.where('a.employee_id', 'in', (eb) =>
        eb.selectFrom('employee_office as eo').select('eo.employee_id').where('eo.office_id', '=', f.office_id!),
      ),
    )
    .$if(!!f.q, (q) =>
      q.where('a.employee_id', 'in', (eb) =>
        eb
          .selectFrom('employee_term as et')
          .select('et.employee_id')
          .where('et.term', '>=', from)
          .where('et.term', '<', to),
      ),
    );
}

export function listPage(db: Kysely<DB>, f: ListFilters, offset: number, limit: number) {
  return filtered(db, f).orderBy('a.employee_id').limit(limit).offset(offset).execute();
}

export async function countList(db: Kysely<DB>, f: ListFilters): Promise<number> {
  const row = await filtered(db, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every row the filters show, a chunk at a time in list order (the export). */
export function listAfter(db: Kysely<DB>, f: ListFilters, afterEmployee: number, limit: number) {
  return filtered(db, f).where('a.employee_id', '>', afterEmployee).orderBy('a.employee_id').limit(limit).execute();
}

export const findJoined = (db: Kysely<DB>, id: number) => joined(db).where('a.id', '=', id).executeTakeFirst();

export const findJoinedByDay = (db: Kysely<DB>, employeeId: number, date: string) =>
  joined(db).where('a.employee_id', '=', employeeId).where('a.date', '=', date).executeTakeFirst();

export function punchesOfDay(db: Kysely<DB>, employeeId: number, date: string) {
  return db
    .selectFrom('punch as p')
    .leftJoin('office as o', 'o.id', 'p.office_id')
    .selectAll('p')
    .select('o.name as office_name')
    .where('p.employee_id', '=', employeeId)
    .where('p.date', '=', date)
    .orderBy('p.at')
    .execute();
}
export type PunchWithOffice = Awaited<ReturnType<typeof punchesOfDay>>[number];

export const findPunch = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('punch as p')
    .leftJoin('office as o', 'o.id', 'p.office_id')
    .selectAll('p')
    .select('o.name as office_name')
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();

// --- clock-in

export const allOffices = (db: Kysely<DB>) =>
  db.selectFrom('office').select(['id', 'name', 'latitude', 'longitude', 'radius_m']).orderBy('id').execute();

export const linkedEmployee = (db: Kysely<DB>, userId: number) =>
  db
    .selectFrom('sys_user')
    .select('employee_id')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((r) => r?.employee_id ?? null);

// --- the summary

/**
 * Active employees who had joined by `date`: every employee (migration 006's counter) less the resigned and the
 * active who join later, both index ranges over few rows (migration 016), where counting the active would read
 * the whole directory.
 */
export async function countActiveJoined(db: Kysely<DB>, date: string): Promise<number> {
  const [total, resigned, joiningLater] = await Promise.all([
    readCounter(db, 'employee'),
    db
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'resigned')
      .executeTakeFirstOrThrow(),
    // The status is counted, not filtered on: a status term would lead SQLite (without statistics) to walk every
    // active employee by the status index instead of the few who join later by the join-date index.
    db
      .selectFrom('employee')
      .select((eb) => eb.fn.sum<number | string>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('n'))
      .where('join_date', '>', date)
      .executeTakeFirstOrThrow(),
  ]);
  return (total ?? 0) - Number(resigned.n) - Number(joiningLater.n);
}

export interface StatusCount {
  status: string;
  n: number;
  /** How many of them have a clock-in (a half-day leave that came in for the other half). */
  came_in: number;
}

/**
 * The day's records of employees who are not resigned, by status: migration 018's counter as migration 020 keeps
 * it (kept by triggers), where counting would read the whole day (~90,000 index entries at 100,000 employees).
 */
export async function countByStatus(db: Kysely<DB>, date: string): Promise<StatusCount[]> {
  const rows = await db
    .selectFrom('attendance_day_count')
    .select(['status', 'n', 'came_in'])
    .where('date', '=', date)
    .execute();
  return rows.map((r) => ({ status: r.status, n: Number(r.n), came_in: Number(r.came_in) }));
}

/** Whether an approved payroll run pays this period (YYYY-MM): its attendance stays closed, and leave policy is not
 * redated into it. Read from payroll's table, so neither attendance nor leave imports payroll (payroll reads both). */
export async function paidByApprovedRun(db: Kysely<DB>, month: string): Promise<boolean> {
  const run = await db
    .selectFrom('payroll_run')
    .select('id')
    .where('month', '=', month)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return run !== undefined;
}
