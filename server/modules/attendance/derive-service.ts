// Deriving stored days from their inputs: `rederive` runs deriveDay over employees × dates
// in the caller's transaction, so every change (a punch, a correction, a post clock approval, an approved
// leave, a holiday, the schedule) and the days it touches commit together. Also the schedules, closed periods
// and the settling of past days. Other modules (post clock, leave, calendar) and the sheet call these.
import { periodOf, periodRange } from '../../lib/pay-period.ts';
import { addDays, datesBetween } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import { ATTENDANCE_MESSAGES, type AttendanceStatus, type PunchSource } from '../../../contract/attendance-codes.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { nowIso } from '../../lib/clock.ts';
import { businessToday } from '../../lib/time.ts';
import { deriveDay, type DayLeave, type DaySchedule } from './derive-day.ts';
import * as repo from './repository.ts';

// --- schedules

export interface Schedules {
  company: repo.ScheduleRow;
  /** Offices with a schedule of their own. */
  byOffice: Map<number, repo.ScheduleRow & { office_name: string | null }>;
}

export async function loadSchedules(db: Kysely<DB>): Promise<Schedules> {
  const rows = await repo.schedules(db);
  const company = rows.find((r) => r.office_id === null);
  if (!company) throw new Error('work_schedule has no company row (migration 010 seeds it).');
  return { company, byOffice: new Map(rows.filter((r) => r.office_id !== null).map((r) => [r.office_id!, r])) };
}

export const workingDaysOf = (row: repo.ScheduleRow) => row.working_days.split(',').map(Number);

export function daySchedule(row: repo.ScheduleRow): DaySchedule {
  return {
    workingDays: workingDaysOf(row),
    start: row.start_time,
    end: row.end_time,
    breakMinutes: row.break_minutes,
    lateGraceMinutes: row.late_grace_minutes,
    earlyGraceMinutes: row.early_grace_minutes,
  };
}

/** An employee follows the first of their offices (by id) that has a schedule of its own, else the company's. */
export function scheduleFor(s: Schedules, officeIds: readonly number[]): repo.ScheduleRow {
  for (const id of officeIds) {
    const own = s.byOffice.get(id);
    if (own) return own;
  }
  return s.company;
}

// --- periods

export async function periodStartDay(db: Kysely<DB>): Promise<number> {
  return (await loadSchedules(db)).company.period_start_day;
}

export const periodDates = async (db: Kysely<DB>, month: string) => periodRange(month, await periodStartDay(db));
export const periodOfDate = async (db: Kysely<DB>, date: string) => periodOf(date, await periodStartDay(db));

/** 409 when any date of [from, to] lies in a closed period. */
export async function assertOpen(db: Kysely<DB>, from: string, to: string): Promise<void> {
  const closed = await repo.closedOverlapping(db, from, to);
  if (closed) throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed.period));
}

/** Whether a date lies in a closed period, and which. */
export async function closedPeriodOf(db: Kysely<DB>, date: string): Promise<repo.CloseRow | undefined> {
  return repo.closedOverlapping(db, date, date);
}

// --- the derivation over many days

/** Employees per round of queries. */
const CHUNK = 1000;

export interface RederiveOptions {
  /** Leave closed days as they are instead of refusing (settling, schedule edits, closing). */
  skipClosed?: boolean;
}

export interface RederiveResult {
  /** Records added or changed. */
  written: number;
  /** Records removed (a day that no longer has a status, e.g. today's only punch set aside). */
  removed: number;
}

/** The leave of a day from the approved spans covering it: halves are slots (morning 0, afternoon 1). */
function leaveOn(spans: readonly repo.LeaveSpan[], date: string): DayLeave {
  let morning = false;
  let afternoon = false;
  for (const s of spans) {
    if (s.start_date > date || s.end_date < date) continue;
    const fromAfternoon = date === s.start_date && s.start_half === 1;
    const untilMorning = date === s.end_date && s.end_half === 1;
    if (!fromAfternoon) morning = true;
    if (!untilMorning) afternoon = true;
  }
  if (morning && afternoon) return 'full';
  return morning ? 'morning' : afternoon ? 'afternoon' : 'none';
}

const group = <T>(rows: readonly T[], key: (r: T) => string) => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
};

/**
 * Derives the days [from, to] (clipped to today) of the employees (or of every active employee who had joined
 * by then) again, writing only what changed, in the caller's transaction. A closed day is refused (409) unless
 * `skipClosed`, which leaves it as it is.
 */
export async function rederive(
  trx: Kysely<DB>,
  employees: readonly number[] | 'all',
  from: string,
  to: string,
  options: RederiveOptions = {},
): Promise<RederiveResult> {
  const now = nowIso();
  const today = businessToday();
  const last = to > today ? today : to;
  const result: RederiveResult = { written: 0, removed: 0 };
  if (from > last) return result;
  const closed = await repo.closedWithin(trx, from, last);
  if (closed.length && !options.skipClosed) throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed[0].period));
  const dates = datesBetween(from, last).filter((d) => !closed.some((c) => c.from_date <= d && d <= c.to_date));
  if (dates.length === 0) return result;
  const first = dates[0];
  const end = dates[dates.length - 1];
  const schedules = await loadSchedules(trx);
  const holidays = new Set((await repo.holidaysIn(trx, first, end)).map((h) => h.event_date));

  const run = async (people: repo.ScopeEmployee[]) => {
    if (people.length === 0) return;
    const ids = people.map((p) => p.id);
    const offices = await repo.officesOf(trx, ids);
    const punches = await repo.punchesIn(trx, ids, first, end);
    const leaves = group(await repo.approvedLeave(trx, ids, first, end), (l) => String(l.employee_id));
    const existing = new Map(
      (await repo.attendanceIn(trx, ids, first, end)).map((r) => [`${r.employee_id}|${r.date}`, r]),
    );
    // Times a record holds without a punch behind them (written before punches were kept) become punches.
    const known = new Set(punches.map((p) => `${p.employee_id}|${p.at}`));
    const adopted: Parameters<typeof repo.insertPunches>[1] = [];
    for (const row of existing.values())
      for (const [at, direction] of [
        [row.clock_in, 'in'],
        [row.clock_out, 'out'],
      ] as const)
        if (at && !known.has(`${row.employee_id}|${at}`)) {
          known.add(`${row.employee_id}|${at}`);
          adopted.push({
            employee_id: row.employee_id,
            at,
            date: row.date,
            source: 'legacy',
            direction,
            office_id: row.office_id,
            created_at: now,
          });
        }
    if (adopted.length) {
      await repo.insertPunches(trx, adopted);
      punches.push(...(await repo.punchesIn(trx, [...new Set(adopted.map((a) => a.employee_id))], first, end)));
    }
    const inUse = group(
      punches.filter((p) => p.voided_at === null),
      (p) => `${p.employee_id}|${p.date}`,
    );
    // A punch fetched twice (adopted ones' employees) counts once.
    if (adopted.length) for (const [k, list] of inUse) inUse.set(k, [...new Map(list.map((p) => [p.id, p])).values()]);

    const upserts: repo.NewAttendance[] = [];
    const removals: number[] = [];
    for (const person of people) {
      const schedule = daySchedule(scheduleFor(schedules, offices.get(person.id) ?? []));
      const spans = leaves.get(String(person.id)) ?? [];
      for (const date of dates) {
        const key = `${person.id}|${date}`;
        const dayPunches = inUse.get(key) ?? [];
        const row = existing.get(key);
        const derived = deriveDay({
          date,
          now,
          schedule,
          holiday: holidays.has(date),
          leave: leaveOn(spans, date),
          punches: dayPunches.map((p) => ({
            at: p.at,
            direction: p.direction === 'in' || p.direction === 'out' ? p.direction : null,
          })),
          joinDate: person.join_date,
        });
        if (!derived) {
          if (row) removals.push(row.id);
          continue;
        }
        const inPunch = dayPunches.find((p) => p.at === derived.clockIn);
        const outPunch = dayPunches.find((p) => p.at === derived.clockOut);
        const next = {
          clock_in: derived.clockIn,
          clock_out: derived.clockOut,
          office_id: inPunch?.office_id ?? outPunch?.office_id ?? null,
          worked_minutes: derived.workedMinutes,
          late: derived.lateMinutes > 0 ? 1 : 0,
          early_leave: derived.earlyMinutes > 0 ? 1 : 0,
          late_minutes: derived.lateMinutes,
          early_minutes: derived.earlyMinutes,
          status: derived.status as AttendanceStatus,
          clock_in_source: (inPunch?.source ?? null) as PunchSource | null,
          clock_out_source: (outPunch?.source ?? null) as PunchSource | null,
        };
        if (row && (Object.keys(next) as Array<keyof typeof next>).every((k) => row[k] === next[k])) continue;
        upserts.push({ employee_id: person.id, date, ...next, created_at: now, updated_at: now });
      }
    }
    await repo.upsertAttendance(trx, upserts);
    await repo.deleteAttendance(trx, removals);
    result.written += upserts.length;
    result.removed += removals.length;
  };

  if (employees === 'all') {
    for (let after = 0; ;) {
      const people = await repo.activeEmployeesAfter(trx, end, after, CHUNK);
      await run(people);
      if (people.length < CHUNK) break;
      after = people[people.length - 1].id;
    }
  } else {
    const unique = [...new Set(employees)];
    for (let i = 0; i < unique.length; i += CHUNK)
      await run(await repo.employeesByIds(trx, unique.slice(i, i + CHUNK)));
  }
  return result;
}

/** Employees per transaction of rederiveInTurns: each holds the write lock for a small part of the whole. */
const TURN = 250;

/**
 * Derives [from, to] again for every active employee who had joined by `to`, TURN employees per transaction, so
 * no write holds the database for the whole month (SQLite has one writer at a time: any other write waits for
 * it). Days stay derived between turns and after them, as every change to a day's inputs derives that day in its
 * own transaction. Answers the last employee id derived: employees above it were added since.
 */
export async function rederiveInTurns(db: Database, from: string, to: string): Promise<number> {
  for (let after = 0; ;) {
    const people = await repo.activeEmployeesAfter(db.kysely, to, after, TURN);
    if (people.length === 0) return after;
    await db.tx((trx) =>
      rederive(
        trx,
        people.map((p) => p.id),
        from,
        to,
        { skipClosed: true },
      ),
    );
    after = people[people.length - 1].id;
  }
}

/** What settling [from, last] has to do: dates never settled (or settled before they were over), and employees
 * added since the settled ones were settled; null when nothing. */
interface SettlePlan {
  need: string[];
  added: number[];
  /** The first of the dates already settled (where the added employees start). */
  firstSettled: string;
}

async function settlePlan(db: Kysely<DB>, from: string, last: string, today: string): Promise<SettlePlan | null> {
  const marks = new Map((await repo.settledDates(db, from, last)).map((r) => [r.date, r]));
  const need = datesBetween(from, last).filter((d) => {
    const mark = marks.get(d);
    return mark === undefined || (mark.final === 0 && d < today);
  });
  // Employees added since the settled dates were settled (with an earlier join date) get those days too.
  const settled = [...marks.values()].filter((m) => !need.includes(m.date));
  const lowest = settled.length ? Math.min(...settled.map((m) => m.employee_mark)) : null;
  const added = lowest === null ? [] : await repo.activeEmployeesAbove(db, lowest, last);
  if (need.length === 0 && added.length === 0) return null;
  return { need, added, firstSettled: settled.reduce((min, m) => (m.date < min ? m.date : min), last) };
}

/**
 * Makes sure every active employee's days of [from, to] (up to today) are derived: a past day once it is over
 * (absences, missing punches), today once for what is known already (leave, holidays, weekends). Reads call
 * it before they read; each date is settled once (attendance_settled), closed days are left alone. Settlers take
 * turns and plan again once it is theirs, so readers arriving together (the first views of a morning) settle a
 * day once, not once each. Days before the first employee joined hold nothing and are neither derived nor marked,
 * so a read of a month long past, like one in the future, writes nothing. Answers how many dates this call settled.
 */
export async function ensureSettled(db: Database, from: string, to: string): Promise<number> {
  const today = businessToday();
  const last = to > today ? today : to;
  if (from > last) return 0;
  // Most reads find everything settled: that is seen outside a transaction, so they never wait for a writer.
  if (!(await settlePlan(db.kysely, from, last, today))) return 0;
  const joined = await repo.earliestJoinDate(db.kysely);
  if (joined === null || joined > last) return 0;
  if (joined <= from) return settleFrom(db, from, last, today);
  // Only the days before anyone joined were unsettled (they stay so): no write transaction.
  if (!(await settlePlan(db.kysely, joined, last, today))) return 0;
  return settleFrom(db, joined, last, today);
}

async function settleFrom(db: Database, from: string, last: string, today: string): Promise<number> {
  return db.tx(async (trx) => {
    await repo.takeSettlingTurn(trx, db.dialect);
    const plan = await settlePlan(trx, from, last, today);
    if (!plan) return 0;
    const mark = await repo.maxEmployeeId(trx);
    if (plan.added.length) {
      await rederive(trx, plan.added, plan.firstSettled, last, { skipClosed: true });
      await repo.raiseEmployeeMark(trx, from, last, mark);
    }
    if (plan.need.length === 0) return 0;
    await rederive(trx, 'all', plan.need[0], plan.need[plan.need.length - 1], { skipClosed: true });
    await repo.markSettled(trx, plan.need, (d) => d < today, nowIso(), mark);
    return plan.need.length;
  });
}

/** The first day a schedule edit re-derives: the day after the last closed period, but no earlier than the
 * start of the previous period. */
export async function openFrom(db: Kysely<DB>): Promise<string> {
  const startDay = await periodStartDay(db);
  const today = businessToday();
  const current = periodRange(periodOf(today, startDay), startDay);
  const previous = periodRange(periodOf(addDays(current.from, -1), startDay), startDay);
  const [latest] = await repo.latestCloses(db, 1);
  const afterClosed = latest ? addDays(latest.to_date, 1) : previous.from;
  return afterClosed > previous.from ? afterClosed : previous.from;
}
