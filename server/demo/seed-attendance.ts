// A month of attendance for the demo organisation, as it would have come in: every active employee's punches of the
// last 30 days (and of today, as far as it has gone), clocking in around 8:00 and out around 17:30 in Phnom Penh, some
// late, some leaving early, a few absent; the days of the planned requests as they would be: no punches on approved or
// waiting leave, half days worked, evenings and Saturdays of overtime, and the gaps that post clock requests fill (a
// missing clock-in or clock-out, or nothing at all). The punches go in through the real paths: each day's device file
// through the punch import at the end of the day, and today the demo users linked to an employee clock in themselves
// inside their office's geofence, after one attempt from too far away is refused. The days are derived by the
// attendance service as every input arrives.
import { addDays } from '../../contract/dates.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import type { Actor } from '../http/route.ts';
import { clock } from '../modules/attendance/clock-service.ts';
import { ensureSettled } from '../modules/attendance/derive-service.ts';
import { readPunchSheet } from '../modules/attendance/import-file.ts';
import { checkPunchImport, importPunches } from '../modules/attendance/import-service.ts';
import { nowIso } from '../lib/clock.ts';
import { DemoCalendar, minutes, moment } from './demo-calendar.ts';
import type { RosterEmployee } from './demo-roster.ts';
import { generator } from './random.ts';
import type { PlannedRequest } from './request-plan.ts';
import { BUSINESS_UTC_OFFSET_MS } from '../lib/time.ts';

/** Office hours: 8:00 to 17:00; a clock-in after 8:10 is late, a clock-out before 17:00 early. */
export const LATE_AFTER = minutes('08:10');
export const WORK_END = minutes('17:00');
export const ATTENDANCE_DAYS = 30;

/** One punch of the demo's month, as a device (or the clock) records it. */
export interface DemoPunch {
  employeeId: number;
  date: string;
  at: Date;
  direction: 'in' | 'out';
}

/** 'usual': drawn like any day (maybe late or early); 'onTime': within hours; a number: about that minute; null: missing. */
type Clock = 'usual' | 'onTime' | number | null;
type DayPlan = { status: 'on_leave' | 'absent' } | { in: Clock; out: Clock; excused?: boolean } | { none: true };

const CLOSED: ReadonlySet<string> = new Set(['reject_lead', 'reject_hr', 'cancel', 'cancel_acknowledge']);

/** What the planned requests say about their employees' days up to today. */
function dayPlans(requests: PlannedRequest[], cal: DemoCalendar, today: string): Map<string, DayPlan> {
  const plans = new Map<string, DayPlan>();
  const set = (q: PlannedRequest, day: string, plan: DayPlan) => plans.set(`${q.employee.id}|${day}`, plan);
  for (const q of requests) {
    if (q.leave && !CLOSED.has(q.outcome)) {
      const { start, end, startHalf, endHalf } = q.leave;
      for (const d of cal.workingDays(start, end < today ? end : today)) {
        // Afternoon off: worked the morning; morning off: came in after lunch.
        if (d === start && startHalf) set(q, d, { in: 'onTime', out: minutes('12:00'), excused: true });
        else if (d === end && endHalf) set(q, d, { in: minutes('13:00'), out: 'onTime', excused: true });
        else set(q, d, { status: q.outcome === 'approve' ? 'on_leave' : 'absent' });
      }
    }
    // Overtime that was worked (or that someone asked to work): stayed late, or came in on a day off.
    if (q.overtime && !q.outcome.startsWith('cancel') && q.overtime.date < today) {
      const { date, start, end, minutes: length } = q.overtime;
      if (cal.isWorking(date)) set(q, date, { in: 'usual', out: end ?? WORK_END + length });
      else set(q, date, { in: start ?? minutes('08:00'), out: end ?? minutes('08:00') + length, excused: true });
    }
    if (q.postClock) {
      const { type, date, noRecord } = q.postClock;
      set(
        q,
        date,
        noRecord
          ? { none: true }
          : type === 'forget_clock_in'
            ? { in: null, out: 'onTime' }
            : { in: 'onTime', out: null },
      );
    }
  }
  return plans;
}

export interface AttendanceInput {
  employees: RosterEmployee[];
  requests: PlannedRequest[];
  holidays: ReadonlySet<string>;
  today: string;
  anchor: Date;
  seed?: number;
}

/** The punches, in time order, deterministic for the same input. */
export function buildPunches(input: AttendanceInput): DemoPunch[] {
  const { today, anchor } = input;
  const cal = new DemoCalendar(input.holidays);
  const plans = dayPlans(input.requests, cal, today);
  const r = generator(input.seed ?? 20_260_306);
  const clockIn = (c: Clock) => {
    if (c === 'usual' && r.next() < 0.07) return r.int(LATE_AFTER + 1, minutes('09:20'));
    if (c === 'usual' || c === 'onTime') return r.int(minutes('07:30'), minutes('08:06'));
    return c === null ? null : c - r.int(0, 12);
  };
  const clockOut = (c: Clock) => {
    if (c === 'usual' && r.next() < 0.03) return r.int(minutes('15:45'), WORK_END - 1);
    if (c === 'usual' || c === 'onTime') return r.int(WORK_END, minutes('17:50'));
    return c === null ? null : c + r.int(1, 12);
  };
  const punches: DemoPunch[] = [];
  const from = addDays(today, -ATTENDANCE_DAYS);
  for (const e of input.employees) {
    for (let d = from < e.joinDate ? e.joinDate : from; d <= today; d = addDays(d, 1)) {
      const plan =
        plans.get(`${e.id}|${d}`) ??
        (cal.isWeekend(d) || cal.isHoliday(d)
          ? undefined
          : r.next() < 0.015
            ? { status: 'absent' as const }
            : { in: 'usual' as const, out: 'usual' as const });
      // Leave, absence, a day off or nothing recorded at all: no punch.
      if (!plan || 'none' in plan || 'status' in plan) continue;
      const inAt = clockIn(plan.in);
      const outAt = clockOut(plan.out);
      // Only what has happened by now.
      if (inAt != null && moment(d, inAt) <= anchor)
        punches.push({ employeeId: e.id, date: d, at: moment(d, inAt), direction: 'in' });
      if (outAt != null && moment(d, outAt) <= anchor)
        punches.push({ employeeId: e.id, date: d, at: moment(d, outAt), direction: 'out' });
    }
  }
  return punches.sort((x, y) => x.at.getTime() - y.at.getTime());
}

const wallClock = (at: Date) =>
  new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A day's device file, as the import reads it. */
export function deviceFile(punches: DemoPunch[], staffIds: ReadonlyMap<number, string>): Buffer {
  const lines = ['staff_id,timestamp,device,direction'];
  for (const p of punches)
    lines.push(`${staffIds.get(p.employeeId)},${wallClock(p.at)},Gate ${(p.employeeId % 3) + 1},${p.direction}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Imports one day's device file as HR would (POST /attendance/import's service); answers the punches added. */
export async function importDay(
  db: Database,
  actor: Actor,
  punches: DemoPunch[],
  staffIds: ReadonlyMap<number, string>,
): Promise<number> {
  if (punches.length === 0) return 0;
  const sheet = await readPunchSheet(deviceFile(punches, staffIds), 'csv');
  const checked = await checkPunchImport(db.kysely, sheet, nowIso());
  return (await importPunches(db, actor, checked, 'csv', () => {})).imported;
}

/** A clock-in or -out by the user's own employee at their office (POST /attendance/clock's service). */
export async function clockAt(
  db: Database,
  actor: Actor,
  direction: 'in' | 'out',
  position: { latitude: number; longitude: number },
): Promise<string> {
  const res = await clock(db, actor, { action: direction, ...position, accuracy: 12, device: 'Demo phone' });
  return res.message;
}

/** A clock-in from Siem Reap, hundreds of kilometres from every office: refused with the nearest and the distance. */
export async function refusedClockIn(db: Database, actor: Actor): Promise<string> {
  try {
    await clock(db, actor, {
      action: 'in',
      latitude: 13.3633,
      longitude: 103.8564,
      accuracy: 15,
      device: 'Demo phone',
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('Demo seed: a clock-in outside every geofence was accepted.');
}

/** Staff ids of the employees, for the device files. */
export async function staffIdsOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('employee')
      .select(['id', 'staff_id'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(row.id, row.staff_id);
  }
  return out;
}

/** Every day of the month derived, absences and holidays included, as the first read of it would. */
export async function settleMonth(db: Database, today: string): Promise<void> {
  await ensureSettled(db, addDays(today, -ATTENDANCE_DAYS), today);
}
