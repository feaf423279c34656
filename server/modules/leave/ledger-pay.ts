// What leave costs in pay, for payroll: each employee's leave days in a pay period that are not paid in full, in
// half days per percent of the day's pay kept. A day's percent is its type's policy version in force that day
// (100%, a percentage, or 0 for unpaid); a type paid only after some months of service (maternity after a year) is
// unpaid for a leave that starts before them. Days are the leave's own: working days (no weekend, no public
// holiday), a half-day flag halving its day. Read for everyone at once: three queries, whatever the headcount.
//
// A type whose policy counts calendar days (maternity) is paid by the calendar too, as it is counted: every day of
// the leave in the month, weekends and holidays included, is a share of the month's calendar days, not of the
// pay rules' unpaid day. The month's salary is reduced by its unpaid share of those days: base × (days on leave in
// the month ÷ the month's days) × (100 − percent)%; a whole month on maternity at half pay keeps half the salary.
import { addDays, addMonthsToDate, daysInMonth } from '../../../contract/dates.ts';
import { isWorkingDay } from '../../../contract/working-days.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { policyOn } from './leave-policy.ts';
import { holidaysBetween } from './leave-request-repository.ts';
import { approvedLeaveBetween } from './ledger-repository.ts';
import { leaveTypes } from './ledger-service.ts';

/** Half days of leave at a percent of the day's pay (below 100). */
export interface PartPaidLeave {
  percent: number;
  half_days: number;
  /** Calendar-day leave: the days of the month one of its days is a share of (absent: the unpaid-day rule's). */
  of_days?: number;
}

const monthDays = (date: string) => daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/** Per employee, the period's leave paid below 100%, by percent (lowest first); employees without any are absent. */
export async function leavePayOfPeriod(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<Map<number, PartPaidLeave[]>> {
  const [leave, types, holidays] = await Promise.all([
    approvedLeaveBetween(db, from, to),
    leaveTypes(db),
    holidaysBetween(db, from, to),
  ]);
  // Per employee, half days by percent and (calendar-day leave) the month's days: "50" or "50/30".
  const halves = new Map<number, Map<string, PartPaidLeave>>();
  for (const l of leave) {
    const policies = types.get(l.leave_type_id)?.policies;
    if (!policies) continue;
    const first = l.start_date < from ? from : l.start_date;
    const last = l.end_date > to ? to : l.end_date;
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const policy = policyOn(policies, d);
      if (!policy.calendarDays && !isWorkingDay(d, holidays)) continue;
      const served =
        policy.paidAfterMonths == null || l.start_date >= addMonthsToDate(l.join_date, policy.paidAfterMonths);
      const percent = served ? policy.payPercent : 0;
      if (percent >= 100) continue;
      let h = 2;
      if (d === l.start_date && l.start_half === 1) h--;
      if (d === l.end_date && l.end_half === 1) h--;
      if (h <= 0) continue;
      const ofDays = policy.calendarDays ? monthDays(d) : undefined;
      const key = ofDays ? `${percent}/${ofDays}` : String(percent);
      const mine = halves.get(l.employee_id) ?? new Map<string, PartPaidLeave>();
      const part = mine.get(key) ?? { percent, half_days: 0, ...(ofDays ? { of_days: ofDays } : {}) };
      part.half_days += h;
      mine.set(key, part);
      halves.set(l.employee_id, mine);
    }
  }
  const out = new Map<number, PartPaidLeave[]>();
  for (const [employeeId, parts] of halves)
    out.set(
      employeeId,
      [...parts.values()].sort((a, b) => a.percent - b.percent || (a.of_days ?? 0) - (b.of_days ?? 0)),
    );
  return out;
}
