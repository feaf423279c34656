// A month of attendance for the demo organisation: one record per active employee per working day of the last
// 30 days (and today, as far as it has gone), clocking in around 8:00 and out around 17:30 in Phnom Penh, some
// late, some leaving early, a few absent; public holidays marked; the days of the planned requests as they
// would be: on leave (approved leave), absent (leave still waiting), half days worked, evenings and Saturdays
// of overtime, and the gaps that post clock requests fill (a missing clock-in or clock-out, or nothing at
// all). Stored as post clock approvals store it (post-clock/attendance.ts): UTC times, worked minutes from
// clock-in to clock-out, status present.
import type { Kysely, Selectable } from 'kysely';
import type { AttendanceTable, DB } from '../db/schema.ts';
import { DemoCalendar, minutes, moment } from './demo-calendar.ts';
import type { RosterEmployee } from './demo-roster.ts';
import { addDays, generator } from './random.ts';
import type { PlannedRequest } from './request-plan.ts';

/** Office hours: 8:00 to 17:00; a clock-in after 8:10 is late, a clock-out before 17:00 early. */
export const LATE_AFTER = minutes('08:10');
export const WORK_END = minutes('17:00');
export const ATTENDANCE_DAYS = 30;

/** A row as the table stores it (schema.ts), without its id. */
export type AttendanceRow = Omit<
  Selectable<AttendanceTable>,
  | 'id'
  | 'late_minutes'
  | 'early_minutes'
  | 'clock_in_source'
  | 'clock_out_source'
  | 'corrected_reason'
  | 'corrected_by_id'
  | 'corrected_by_username'
  | 'corrected_at'
>;

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

/** The rows, deterministic for the same input. */
export function buildAttendance(input: AttendanceInput): AttendanceRow[] {
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
  const rows: AttendanceRow[] = [];
  const from = addDays(today, -ATTENDANCE_DAYS);
  for (const e of input.employees) {
    for (let d = from < e.joinDate ? e.joinDate : from; d <= today; d = addDays(d, 1)) {
      const plan =
        plans.get(`${e.id}|${d}`) ??
        (cal.isWeekend(d)
          ? undefined
          : cal.isHoliday(d)
            ? { status: 'holiday' as const }
            : r.next() < 0.015
              ? { status: 'absent' as const }
              : { in: 'usual' as const, out: 'usual' as const });
      if (!plan || 'none' in plan) continue;
      const base = { employee_id: e.id, date: d, office_id: e.officeId };
      if ('status' in plan) {
        // Today's absence is not known before the day ends.
        if (d === today && plan.status === 'absent') continue;
        const stamp = moment(d, minutes('08:00'));
        const at = (stamp < anchor ? stamp : anchor).toISOString();
        rows.push({
          ...base,
          clock_in: null,
          clock_out: null,
          worked_minutes: null,
          late: 0,
          early_leave: 0,
          status: plan.status,
          created_at: at,
          updated_at: at,
        });
        continue;
      }
      const inAt = clockIn(plan.in);
      const outAt = clockOut(plan.out);
      // Only what has happened by now.
      const clockInAt = inAt == null || moment(d, inAt) > anchor ? null : moment(d, inAt);
      const clockOutAt = outAt == null || moment(d, outAt) > anchor ? null : moment(d, outAt);
      if (!clockInAt && !clockOutAt) continue;
      const worked = clockInAt && clockOutAt ? Math.round((clockOutAt.getTime() - clockInAt.getTime()) / 60_000) : null;
      rows.push({
        ...base,
        clock_in: clockInAt?.toISOString() ?? null,
        clock_out: clockOutAt?.toISOString() ?? null,
        worked_minutes: worked,
        late: clockInAt && !plan.excused && inAt! > LATE_AFTER ? 1 : 0,
        early_leave: clockOutAt && !plan.excused && outAt! < WORK_END ? 1 : 0,
        status: 'present',
        created_at: (clockInAt ?? clockOutAt)!.toISOString(),
        updated_at: (clockOutAt ?? clockInAt)!.toISOString(),
      });
    }
  }
  return rows;
}

/** Inserts the rows in batches; a day already recorded for an employee is left as it is. */
export async function insertAttendance(db: Kysely<DB>, rows: AttendanceRow[], batch = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insertInto('attendance')
      .values(rows.slice(i, i + batch))
      .onConflict((oc) => oc.columns(['employee_id', 'date']).doNothing())
      .execute();
  }
}
