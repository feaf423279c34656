// What leave costs in pay, for payroll: each employee's leave days in a pay period that are not paid in full, in
// half days per percent of the day's pay kept. A day's percent is its type's policy version in force that day
// (100%, a percentage, or 0 for unpaid); a type paid only after some months of service (maternity after a year) is
// unpaid for a leave that starts before them. Days are the leave's own: working days (no weekend, no public
// holiday), a half-day flag halving its day. Read for everyone at once: three queries, whatever the headcount.
import { addDays, addMonthsToDate } from '../../../contract/dates.ts';
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
}

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
  const halves = new Map<number, Map<number, number>>();
  for (const l of leave) {
    const policies = types.get(l.leave_type_id)?.policies;
    if (!policies) continue;
    const first = l.start_date < from ? from : l.start_date;
    const last = l.end_date > to ? to : l.end_date;
    for (let d = first; d <= last; d = addDays(d, 1)) {
      if (!isWorkingDay(d, holidays)) continue;
      const policy = policyOn(policies, d);
      const served =
        policy.paidAfterMonths == null || l.start_date >= addMonthsToDate(l.join_date, policy.paidAfterMonths);
      const percent = served ? policy.payPercent : 0;
      if (percent >= 100) continue;
      let h = 2;
      if (d === l.start_date && l.start_half === 1) h--;
      if (d === l.end_date && l.end_half === 1) h--;
      if (h <= 0) continue;
      const mine = halves.get(l.employee_id) ?? new Map<number, number>();
      mine.set(percent, (mine.get(percent) ?? 0) + h);
      halves.set(l.employee_id, mine);
    }
  }
  const out = new Map<number, PartPaidLeave[]>();
  for (const [employeeId, byPercent] of halves)
    out.set(
      employeeId,
      [...byPercent].sort((a, b) => a[0] - b[0]).map(([percent, half_days]) => ({ percent, half_days })),
    );
  return out;
}
