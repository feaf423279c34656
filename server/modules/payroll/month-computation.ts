// The month computed for every employee paid in it: the rules in force, attendance, overtime, leave not paid in full
// (its days and each day's pay from the leave type's dated policy, read from the leave module) and pay lines, each
// payslip by compute-payslip.ts. Nothing is written; the preview and the generation read it.
//
// Choices:
// - Who is paid: employees with status active who joined by the period's last day; resigned employees are not
//   (they appear in the preview's `left` when they were paid last month). No proration for a mid-month join.
// - A month is refused as future when it is after the period of today; the attendance close is what says the
//   month is over (generation needs attendance_close for the month).
// - exchange_rate may be left out: the latest run's rate is used; with no run yet it is required (400).
import type { Kysely } from 'kysely';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { fullName } from '../../lib/names.ts';
import { businessToday } from '../../lib/time.ts';
import { periodDates, periodOfDate } from '../attendance/derive-service.ts';
import { leavePayOfPeriod } from '../leave/ledger-pay.ts';
import { computePayslip, splitNightMinutes, type ComputedPayslip } from './compute-payslip.ts';
import { OPTIONAL_RULES, payRules, RULE_KEYS, type PayRules } from './pay-rules.ts';
import * as repo from './repository.ts';
import { statutoryEarnings, type StatutoryOf } from './statutory-earnings.ts';

export interface ComputedEmployee {
  employee: repo.PayrollEmployee;
  name: string;
  unpaidHalfDays: number;
  /** Working days absent (status absent), whole days. */
  absentDays: number;
  overtimeMinutes: number;
  slip: ComputedPayslip;
}

/** A rule version put in place of the one in force (a what-if), parsed by its key's schema already. */
export interface RuleOverride {
  key: string;
  value: unknown;
}

export async function loadRules(db: Kysely<DB>, month: string, override?: RuleOverride): Promise<PayRules> {
  const rows = await repo.rulesOf(db, month);
  const rules = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  if (override) rules[override.key] = override.value;
  const optional: readonly string[] = OPTIONAL_RULES;
  for (const key of RULE_KEYS)
    if (!(key in rules) && !optional.includes(key)) throw conflict(`No payroll rule ${key} is in force for ${month}.`);
  return payRules.parse(rules);
}

export async function computeMonth(
  db: Kysely<DB>,
  month: string,
  rate: number,
  opts: { nssfRate?: number; override?: RuleOverride } = {},
): Promise<ComputedEmployee[]> {
  const [inputs, rules] = await Promise.all([monthInputs(db, month, rate), loadRules(db, month, opts.override)]);
  return computeWith(inputs, rules, rate, opts.nssfRate);
}

/** What a month's payslips are computed from besides the rules: read once, computable under several rules. */
export interface MonthInputs {
  employees: repo.PayrollEmployee[];
  lines: repo.PayLineRow[];
  absences: Map<number, number>;
  /** Each employee's leave days not paid in full, by the pay of a day. */
  leavePay: Awaited<ReturnType<typeof leavePayOfPeriod>>;
  overtime: repo.OvertimeRow[];
  /** The seniority indemnity and severance due in the month, by employee (at the run's tax rate). */
  statutoryOf: StatutoryOf;
}

export async function monthInputs(db: Kysely<DB>, month: string, rate: number): Promise<MonthInputs> {
  const { from, to } = await periodDates(db, month);
  const [employees, lines, absences, leavePay, overtime, statutoryOf] = await Promise.all([
    repo.payrollEmployees(db, to),
    repo.payLinesOfMonth(db, month),
    repo.absenceDays(db, from, to),
    leavePayOfPeriod(db, from, to),
    repo.approvedOvertime(db, from, to),
    statutoryEarnings(db, month, { from, to }, rate),
  ]);
  return { employees, lines, absences, leavePay, overtime, statutoryOf };
}

/** Every employee's payslip of the month under these rules and rates. */
export function computeWith(
  { employees, lines, absences, leavePay, overtime, statutoryOf }: MonthInputs,
  rules: PayRules,
  rate: number,
  nssfRate?: number,
): ComputedEmployee[] {
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
    const leave = leavePay.get(e.id) ?? [];
    // Unpaid working-day leave is its own figure; calendar-day leave (any percent) is a share of its month.
    const unpaidWorking = leave.find((l) => l.percent === 0 && l.of_days == null)?.half_days ?? 0;
    const unpaidHalfDays = leave.filter((l) => l.percent === 0).reduce((sum, l) => sum + l.half_days, 0);
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
        benefit: l.benefit as 'in_kind' | 'employer_pension' | null,
      })),
      unpaid_leave_half_days: unpaidWorking,
      part_paid_leave: leave.filter((l) => l.percent > 0 || l.of_days != null),
      absence_half_days: absenceHalfDays,
      overtime: overtimeSplit,
      exchange_rate: rate,
      nssf_exchange_rate: nssfRate,
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

/** The month's totals over every computed payslip. */
export function totalsOf(computed: readonly ComputedEmployee[]) {
  const t = { gross_cents: 0, net_cents: 0, tax_cents: 0, employee_nssf_cents: 0, employer_cents: 0 };
  for (const { slip } of computed) {
    t.gross_cents += slip.gross_cents;
    t.net_cents += slip.net_cents;
    t.tax_cents += slip.tax_cents;
    t.employee_nssf_cents += slip.employee_nssf_cents;
    t.employer_cents += slip.employer_cents;
  }
  return t;
}
