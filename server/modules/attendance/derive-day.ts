// One derivation of an employee's day, pure: from the day's punches, the schedule, approved
// leave (half days too), the holiday calendar and the weekly days off it gives the status, the clock-in and
// clock-out, late and early minutes and the minutes worked less the break. The server derives every stored day
// through it; the unit test walks it as a table of cases.
//
// Rules:
// - Times are compared in whole minutes of Phnom Penh wall-clock (a punch at 08:10:59 is 08:10).
// - Grace: arriving within start + grace is on time; after it the whole delay counts (08:11 → 11 minutes late).
//   Leaving at or after end − grace is on time; before it the whole gap counts.
// - The clock-in is the day's first punch that is an "in" or of unknown direction (device punches); the
//   clock-out the last that is an "out" or of unknown direction, if later than the clock-in.
// - Punches within one minute are one punch: a device punch (no direction) in the clock-in's minute is the
//   clock-in again (a second tap at 08:01:30), not a clock-out. An explicit "out" only needs to be later.
// - A day that is both late and early is `late` (its early minutes still count); a half-day leave day is
//   `half_day_leave` whatever the times (late/early measured against the half that is worked).
// - The break sits in the middle of the working hours (08:00–17:00 with 60 minutes: 12:00–13:00); worked
//   minutes leave out the part of the break the span covers, so a half day loses no break.
// - Leave on a weekend or holiday does not count: the day is a weekend or holiday. Punches on such a day are
//   kept (times and worked minutes), the status stays weekend / holiday.
// - No record (null): before the employee joined, a future day, or today before anyone has punched (unless
//   leave, a holiday or a weekend already says what the day is).

import { isoWeekday } from '../../../contract/dates.ts';
import { dayStartMs, minutesOfTime } from '../../lib/time.ts';
import type { AttendanceStatus } from '../../../contract/attendance-codes.ts';

export interface DaySchedule {
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  workingDays: readonly number[];
  /** HH:mm. */
  start: string;
  end: string;
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyGraceMinutes: number;
}

/** Approved leave covering the day: a whole day, or the morning or afternoon off. */
export type DayLeave = 'none' | 'full' | 'morning' | 'afternoon';

export interface DayPunch {
  /** UTC ISO timestamp. */
  at: string;
  direction: 'in' | 'out' | null;
}

export interface DayInput {
  /** Business date, YYYY-MM-DD (Asia/Phnom_Penh). */
  date: string;
  /** The moment of derivation (UTC ISO): decides whether the day is over. */
  now: string;
  schedule: DaySchedule;
  holiday: boolean;
  leave: DayLeave;
  /** The day's punches that count (not set aside by a correction), any order. */
  punches: readonly DayPunch[];
  /** The employee's join date: no record before it. */
  joinDate?: string;
}

export interface DayResult {
  status: AttendanceStatus;
  /** UTC ISO timestamps of the punches taken as clock-in and clock-out. */
  clockIn: string | null;
  clockOut: string | null;
  lateMinutes: number;
  earlyMinutes: number;
  workedMinutes: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A UTC ISO timestamp with its seconds dropped: the minute a punch counts in (Phnom Penh is a whole-hour offset). */
export const wholeMinute = (iso: string) => new Date(Math.floor(Date.parse(iso) / MINUTE_MS) * MINUTE_MS).toISOString();

/** Whole minutes since the day's midnight (Phnom Penh), seconds dropped. */
const minuteOfDay = (date: string, iso: string) => Math.floor((Date.parse(iso) - dayStartMs(date)) / MINUTE_MS);

/** The break window: in the middle of the working hours. */
function breakWindow(s: DaySchedule): [number, number] {
  const start = minutesOfTime(s.start);
  const half = Math.floor((minutesOfTime(s.end) - start - s.breakMinutes) / 2);
  return [start + half, start + half + s.breakMinutes];
}

/** The hours expected of the day, given the half off. */
function expectedHours(s: DaySchedule, leave: DayLeave): [number, number] {
  const [breakStart, breakEnd] = breakWindow(s);
  if (leave === 'morning') return [breakEnd, minutesOfTime(s.end)];
  if (leave === 'afternoon') return [minutesOfTime(s.start), breakStart];
  return [minutesOfTime(s.start), minutesOfTime(s.end)];
}

function pickTimes(punches: readonly DayPunch[]): { clockIn: string | null; clockOut: string | null } {
  let clockIn: string | null = null;
  for (const p of punches) if (p.direction !== 'out' && (clockIn === null || p.at < clockIn)) clockIn = p.at;
  const after = clockIn && wholeMinute(clockIn);
  let clockOut: string | null = null;
  for (const p of punches) {
    if (p.direction === 'in' || (clockOut !== null && p.at <= clockOut) || (clockIn !== null && p.at <= clockIn))
      continue;
    if (p.direction === 'out' || !after || wholeMinute(p.at) > after) clockOut = p.at;
  }
  return { clockIn, clockOut };
}

export function deriveDay(input: DayInput): DayResult | null {
  const { date, schedule, leave } = input;
  if (input.joinDate && date < input.joinDate) return null;
  const nowMs = Date.parse(input.now);
  const start = dayStartMs(date);
  if (nowMs < start) return null; // a future day
  const over = nowMs >= start + DAY_MS;

  const { clockIn, clockOut } = pickTimes(input.punches);
  const inMin = clockIn ? minuteOfDay(date, clockIn) : null;
  const outMin = clockOut ? minuteOfDay(date, clockOut) : null;
  let worked: number | null = null;
  if (inMin !== null && outMin !== null) {
    const [bs, be] = breakWindow(schedule);
    const overlap = Math.max(0, Math.min(outMin, be) - Math.max(inMin, bs));
    worked = Math.max(0, outMin - inMin - overlap);
  }
  const result = (status: AttendanceStatus, late = 0, early = 0): DayResult => ({
    status,
    clockIn,
    clockOut,
    lateMinutes: late,
    earlyMinutes: early,
    workedMinutes: worked,
  });

  if (input.holiday) return result('holiday');
  if (!schedule.workingDays.includes(isoWeekday(date))) return result('weekend');
  if (leave === 'full') return result('on_leave');

  const half = leave === 'morning' || leave === 'afternoon';
  if (inMin === null && outMin === null) {
    if (half) return result('half_day_leave');
    return over ? result('absent') : null;
  }
  const [expectedIn, expectedOut] = expectedHours(schedule, leave);
  const late = inMin !== null && inMin > expectedIn + schedule.lateGraceMinutes ? inMin - expectedIn : 0;
  const early = outMin !== null && outMin < expectedOut - schedule.earlyGraceMinutes ? expectedOut - outMin : 0;
  if (half) return result('half_day_leave', late, early);
  // A clock-out without a clock-in is missing its punch at once; a clock-in alone only once the day is over.
  if (inMin === null || (outMin === null && over)) return result('missing_punch', late, early);
  if (late > 0) return result('late', late, early);
  if (early > 0) return result('early_leave', late, early);
  return result('present');
}
