// The preview of a month: every employee's payslip computed (month-computation.ts), nothing written, each row with
// what changed since the previous run and what looks wrong (a negative net is flagged here; generation refuses it).
import { datesBetween } from '../../../contract/dates.ts';
import type { PayslipLine, PreviewData, PreviewRow } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M, ATTENDANCE_PAY_LINE, CHANGE_REASONS } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import { periodDates } from '../attendance/derive-service.ts';
import { assertMonth, computeMonth, rateFor, totalsOf, type ComputedEmployee } from './month-computation.ts';
import { department } from './payroll-items.ts';
import * as repo from './repository.ts';

const sumOf = (lines: readonly { code: string; amount_cents: number }[], code: string) =>
  lines.filter((l) => l.code === code).reduce((s, l) => s + l.amount_cents, 0);
const overtimeOf = (lines: readonly { code: string; amount_cents: number }[]) =>
  lines.filter((l) => l.code.startsWith('overtime_')).reduce((s, l) => s + l.amount_cents, 0);

function reasonsFor(
  c: ComputedEmployee,
  prev: repo.PayslipRow | undefined,
  prevRun: repo.RunRow | undefined,
  rate: number,
): PreviewRow['reasons'] {
  if (!prevRun) return [];
  if (!prev) return ['joined'];
  const before = JSON.parse(prev.lines) as PayslipLine[];
  const now = c.slip.lines;
  const reasons = new Set<(typeof CHANGE_REASONS)[number]>();
  if (prev.base_cents !== c.employee.salary_cents) reasons.add('salary_changed');
  if (prev.exchange_rate !== rate) reasons.add('rate_changed');
  const leave = (ls: readonly PayslipLine[]) => sumOf(ls, 'unpaid_leave') + sumOf(ls, 'part_paid_leave');
  if (leave(before) !== leave(now)) reasons.add('unpaid_leave');
  if (sumOf(before, 'absence') !== sumOf(now, 'absence')) reasons.add('absence');
  if (overtimeOf(before) !== overtimeOf(now)) reasons.add('overtime');
  const payLines = (ls: readonly PayslipLine[]) =>
    JSON.stringify(ls.filter((l) => l.code === 'pay_line').map((l) => [l.name, l.kind, l.amount_cents]));
  if (payLines(before) !== payLines(now)) reasons.add('pay_lines');
  if (reasons.size === 0 && prev.net_cents !== c.slip.net_cents) reasons.add('tax_or_nssf');
  return [...reasons];
}

export async function previewPayroll(
  db: Database,
  query: { month: string; exchange_rate?: number; nssf_exchange_rate?: number },
): Promise<PreviewData> {
  const k = db.kysely;
  await assertMonth(k, query.month);
  const rate = await rateFor(k, query.exchange_rate);
  const nssfRate = query.nssf_exchange_rate ?? rate;
  const { from, to } = await periodDates(k, query.month);
  const [computed, prevRun, recorded, punched] = await Promise.all([
    computeMonth(k, query.month, rate, { nssfRate }),
    repo.runBefore(k, query.month),
    repo.recordedDays(k, from, to),
    repo.anyPunch(k, from, to),
  ]);
  const prevSlips = new Map((prevRun ? await repo.runPayslips(k, prevRun.id) : []).map((p) => [p.employee_id, p]));
  const rows: PreviewRow[] = computed.map((c) => {
    const prev = prevSlips.get(c.employee.id);
    const warnings: PreviewRow['warnings'] = [];
    if (c.employee.salary_cents <= 0) warnings.push('no_salary');
    if (!c.employee.bank_account.trim()) warnings.push('no_bank_account');
    if (c.slip.net_cents < 0) warnings.push('negative_net');
    // What the month contradicts: nobody paid for a month they never came, nor rewarded for attendance they lacked.
    if (absentAllMonth(c, recorded.get(c.employee.id), from, to)) warnings.push('absent_all_month');
    if (c.absentDays > 0 && c.slip.lines.some(rewardsAttendance)) warnings.push('attendance_pay_while_absent');
    return {
      employee_id: c.employee.id,
      employee_name: c.name,
      staff_id: c.employee.staff_id,
      department: department(c.employee.department_id, c.employee.department_name),
      base_cents: c.employee.salary_cents,
      gross_pay: c.slip.gross_cents,
      tax_cents: c.slip.tax_cents,
      employee_nssf_cents: c.slip.employee_nssf_cents,
      employer_cents: c.slip.employer_cents,
      net_pay: c.slip.net_cents,
      previous_net_pay: prev?.net_cents ?? null,
      change_cents: c.slip.net_cents - (prev?.net_cents ?? 0),
      reasons: reasonsFor(c, prev, prevRun, rate),
      warnings,
    };
  });
  const paid = new Set(computed.map((c) => c.employee.id));
  const totals = totalsOf(computed);
  return {
    month: query.month,
    exchange_rate: rate,
    nssf_exchange_rate: nssfRate,
    previous_month: prevRun?.month ?? null,
    headcount: computed.length,
    gross_cents: totals.gross_cents,
    net_cents: totals.net_cents,
    tax_cents: totals.tax_cents,
    employee_nssf_cents: totals.employee_nssf_cents,
    employer_cents: totals.employer_cents,
    rows,
    month_warnings: computed.length && !punched ? [{ code: 'no_punches', message: M.noPunches(query.month) }] : [],
    left: [...prevSlips.values()]
      .filter((p) => !paid.has(p.employee_id))
      .map((p) => ({ employee_id: p.employee_id, employee_name: p.employee_name, previous_net_pay: p.net_cents })),
  };
}

/** Absent on every working day: every day since they joined is recorded (closing settles each) and none
 * attended; a month only partly recorded says nothing. */
function absentAllMonth(
  c: ComputedEmployee,
  days: { recorded: number; attended: number } | undefined,
  from: string,
  to: string,
) {
  if (c.absentDays === 0 || !days || days.attended > 0) return false;
  return days.recorded >= datesBetween(c.employee.join_date > from ? c.employee.join_date : from, to).length;
}

const rewardsAttendance = (l: { code: string; kind: string; name: string }) =>
  l.code === 'pay_line' && l.kind === 'earning' && ATTENDANCE_PAY_LINE.test(l.name);
