// The day's attendance record as post clock approvals correct it: one row per employee per business day,
// made if missing. Times are stored in UTC; the request's date and time are Asia/Phnom_Penh wall-clock.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import * as repo from './attendance-repository.ts';

/** Phnom Penh keeps UTC+7 all year (no daylight saving). */
export function phnomPenhToUtc(date: string, time: string): string {
  return new Date(`${date}T${time}:00+07:00`).toISOString();
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Phnom_Penh',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:MM in Phnom Penh of a stored UTC time. */
export function phnomPenhTime(iso: string): string {
  return wallClock.format(new Date(iso));
}

/** Why the time cannot go into the day's record as it stands, or null when it fits. */
export function clockConflict(
  record: { clock_in: string | null; clock_out: string | null } | undefined,
  type: string,
  at: string,
): string | null {
  if (!record) return null;
  if (type === 'forget_clock_out' && record.clock_in && at <= record.clock_in) {
    return `time must be after the clock-in at ${phnomPenhTime(record.clock_in)}.`;
  }
  if (type === 'forget_clock_in' && record.clock_out && at >= record.clock_out) {
    return `time must be before the clock-out at ${phnomPenhTime(record.clock_out)}.`;
  }
  return null;
}

/** Why the time cannot go into the employee's record of that day as it stands now, or null when it fits. */
export async function clockProblem(
  db: Kysely<DB>,
  employeeId: number,
  date: string,
  type: string,
  at: string,
): Promise<string | null> {
  return clockConflict(await repo.findAttendance(db, employeeId, date), type, at);
}

/** Writes the clock-in or clock-out, creating the record if needed; returns it before (null if new) and after.
 * 409 if the time no longer fits the record (a clock-out before its clock-in). */
export async function writeClock(
  trx: Kysely<DB>,
  dialect: DialectName,
  employeeId: number,
  date: string,
  type: string,
  at: string,
) {
  const now = nowIso();
  const existed = await repo.findAttendance(trx, employeeId, date);
  await repo.insertAttendanceIfMissing(trx, employeeId, date, now);
  const current = await repo.lockAttendance(trx, dialect, employeeId, date);
  // Checked again under the lock: the record may have changed since the request was filed.
  const problem = clockConflict(current, type, at);
  if (problem) throw conflict(`The attendance record has changed: ${problem}`);
  const clockIn = type === 'forget_clock_in' ? at : current.clock_in;
  const clockOut = type === 'forget_clock_out' ? at : current.clock_out;
  const worked = clockIn && clockOut ? Math.round((Date.parse(clockOut) - Date.parse(clockIn)) / 60_000) : null;
  const after = await repo.updateAttendance(trx, current.id, {
    clock_in: clockIn,
    clock_out: clockOut,
    worked_minutes: worked,
    status: 'present',
    updated_at: now,
  });
  return { before: existed ? current : null, after };
}
