// The month computed for every employee paid in it: the rules in force, attendance, overtime, unpaid leave and pay
// lines, each payslip by compute-payslip.ts. Nothing is written; the preview and the generation read it.
import type { Kysely } from 'kysely';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { fullName } from '../../lib/names.ts';
import { businessToday } from '../../lib/time.ts';
import { periodDates, periodOfDate } from '../attendance/derive-service.ts';
import { computePayslip, splitNightMinutes, type ComputedPayslip } from './compute-payslip.ts';
import { payRules, RULE_KEYS, type PayRules } from './pay-rules.ts';
import * as repo from './repository.ts';
import { statutoryEarnings } from './statutory-earnings.ts';

export interface ComputedEmployee {
  employee: repo.PayrollEmployee;
  name: string;
  unpaidHalfDays: number;
  /** Working days absent (status absent), whole days. */
  absentDays: number;
  overtimeMinutes: number;
  slip: ComputedPayslip;
}

export async function loadRules(db: Kysely<DB>, month: string): Promise<PayRules> {
  const rows = await repo.rulesOf(db, month);
  const rules = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  for (const key of RULE_KEYS) if (!(key in rules)) throw conflict(`No payroll rule ${key} is in force for ${month}.`);
  return payRules.parse(rules);
}

export async function computeMonth(db: Kysely<DB>, month: string, rate: number): Promise<ComputedEmployee[]> {
  const { from, to } = await periodDates(db, month);
  const [employees, lines, absences, unpaid, overtime, rules, statutoryOf] = await Promise.all([
    repo.payrollEmployees(db, to),
    repo.payLinesOfMonth(db, month),
    repo.absenceDays(db, from, to),
    repo.unpaidLeaveHalfDays(db, from, to),
    repo.approvedOvertime(db, from, to),
    loadRules(db, month),
    statutoryEarnings(db, month, { from, to }, rate),
  ]);
  const everyone = lines.filter((l) => l.employee_id == null);
  const own = new Map<number, repo.PayLineRow[]>();
  for (const l of lines) if (l.employee_id != null) own.set(l.employee_id, [...(own.get(l.employee_id) ?? []), l]);
  const ot = new Map<number, { normal_minutes: number; night_minutes: number; rest_day_minutes: number }>();
  const o = rules.overtime;
  for (const r of overtime) {
    const acc = ot.get(r.employee_id) ?? { normal_minutes: 0, night_minutes: 0, rest_day_minutes: 0 };
    const minutes = Number(r.minutes);
    if (r.day_status === 'weekend' || r.day_status === 'holiday') acc.rest_day_minutes += minutes;
    else if (r.start_time && r.end_time) {
      const split = splitNightMinutes(r.start_time, r.end_time, o.night_from, o.night_to);
      // The approved minutes may be fewer than the span: night minutes first, the rest at the normal rate.
      const night = Math.min(split.night, minutes);
      acc.night_minutes += night;
      acc.normal_minutes += minutes - night;
    } else acc.normal_minutes += minutes;
    ot.set(r.employee_id, acc);
  }
  return employees.map((e) => {
    const overtimeSplit = ot.get(e.id) ?? { normal_minutes: 0, night_minutes: 0, rest_day_minutes: 0 };
    const unpaidHalfDays = unpaid.get(e.id) ?? 0;
    const absenceHalfDays = 2 * (absences.get(e.id) ?? 0);
    const input = {
      base_cents: e.salary_cents,
      resident: e.resident !== 0,
      dependants: (e.spouse_dependant ?? 0) + (e.children ?? 0),
      pay_lines: [...everyone, ...(own.get(e.id) ?? [])].map((l) => ({
        id: l.id,
        kind: l.kind as 'earning' | 'deduction',
        name: l.name,
        amount_cents: l.amount_cents,
        percent_bp: l.percent_bp,
        taxable: l.taxable === 1,
      })),
      unpaid_leave_half_days: unpaidHalfDays,
      absence_half_days: absenceHalfDays,
      overtime: overtimeSplit,
      exchange_rate: rate,
      rules,
    };
    let slip = computePayslip(input);
    // The seniority indemnity averages the month's wage with the half's: computed on the month's gross, then added.
    const statutory = statutoryOf(e, slip.gross_cents);
    if (statutory.length) slip = computePayslip({ ...input, statutory });
    return {
      employee: e,
      name: fullName(e),
      unpaidHalfDays: unpaidHalfDays + absenceHalfDays,
      absentDays: absences.get(e.id) ?? 0,
      overtimeMinutes: overtimeSplit.normal_minutes + overtimeSplit.night_minutes + overtimeSplit.rest_day_minutes,
      slip,
    };
  });
}

export async function assertMonth(db: Kysely<DB>, month: string) {
  if (month > (await periodOfDate(db, businessToday())))
    throw badRequest([{ field: 'month', message: M.futureMonth(month) }]);
}

export async function rateFor(db: Kysely<DB>, given: number | undefined): Promise<number> {
  if (given !== undefined) return given;
  const last = await repo.latestRun(db);
  if (!last) throw badRequest([{ field: 'exchange_rate', message: M.noRate }]);
  return last.exchange_rate;
}
