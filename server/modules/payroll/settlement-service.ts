// The final settlement of a leaver: the period's salary to the last day, untaken annual leave (the leave ledger
// on the last day), the seniority indemnity of the part half-year, severance at the end of a fixed-duration
// contract and pay in lieu of the notice an employer did not give, each with how it was computed and its rule
// (seniority-law.ts); then tax on salary and NSSF as a month's payslip computes them (compute-payslip.ts).
// Ending the employment freezes it and takes the employee off the active lists; their records stay.
//
// Choices where the sources are silent or disagree:
// - Resignation and dismissal for serious misconduct forfeit the part half-year's seniority indemnity and
//   severance; death, dismissal and the end of a contract do not.
// - No seniority indemnity without a recorded undetermined contract (as the runs); an employee with no contract
//   recorded is owed notice as on an undetermined one (the Labour Law's default contract).
// - The average wage of the part half-year is the gross of the half's payslips with the base for the leaving month.
// - The settlement pays the leaving period only: earlier months are paid by their runs, so generate them first.
// - A negative leave balance is not recovered from the settlement.
import type { Kysely } from 'kysely';
import {
  EMPLOYMENT_MESSAGES as M,
  END_REASON_LABELS,
  type EndBody,
  type EndReason,
  type Settlement,
  type SettlementItem,
} from '../../../contract/api/employment.ts';
import type { PayslipLine } from '../../../contract/api/payroll.ts';
import { addMonths, daysBetween, monthOf, shortDayLabel } from '../../../contract/dates.ts';
import { formatUsd } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { nowIso } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import { logActivity } from '../activity-log/service.ts';
import { periodDates, periodOfDate } from '../attendance/derive-service.ts';
import { assertNotPaid, contractsOn, resign } from '../employees/contracts.ts';
import { ledgerOf } from '../leave/ledger-service.ts';
import { computePayslip, roundDiv } from './compute-payslip.ts';
import * as repo from './employment-repository.ts';
import { loadRules, rateFor } from './month-computation.ts';
import { halfOfDate, payInLieuOfNotice, seniorityIndemnity, severance, type StatutoryEarning } from './seniority.ts';
import { inForce, LEAVER_PAY } from './seniority-law.ts';
import { findEmployeeTax } from './tax-repository.ts';

/** Who keeps their part half-year's seniority indemnity and their severance. */
const KEEPS_INDEMNITY: ReadonlySet<EndReason> = new Set(['dismissal', 'end_of_contract', 'death']);

type EndInput = Pick<EndBody, 'last_day' | 'reason' | 'notice_given_days' | 'exchange_rate'>;

async function compute(db: Kysely<DB>, employeeId: number, input: EndInput): Promise<Settlement> {
  const leaver = await repo.leaverOf(db, employeeId);
  if (!leaver) throw notFound(M.employeeNotFound);
  const name = fullName(leaver);
  const ended = await repo.findEnd(db, employeeId);
  if (ended) throw conflict(M.alreadyLeft(name, ended.last_day));
  const { last_day: lastDay, reason } = input;
  if (lastDay < leaver.join_date)
    throw badRequest([{ field: 'last_day', message: M.lastDayBeforeJoin(leaver.join_date) }]);
  if (input.notice_given_days > 0 && reason !== 'dismissal')
    throw badRequest([{ field: 'notice_given_days', message: M.noticeOnlyForDismissal }]);
  await assertNotPaid(db, 'last day', lastDay);

  const month = await periodOfDate(db, lastDay);
  const period = await periodDates(db, month);
  const [rate, rules, contracts, tax, annual] = await Promise.all([
    rateFor(db, input.exchange_rate),
    loadRules(db, month),
    contractsOn(db, lastDay),
    findEmployeeTax(db, employeeId),
    repo.annualLeaveType(db),
  ]);
  const contract = contracts.get(employeeId) ?? null;
  const base = leaver.salary_cents;
  const leaverPay = inForce(LEAVER_PAY, lastDay)!;
  const items: StatutoryEarning[] = [];

  // Salary to the last day: calendar days of the period worked.
  const start = leaver.join_date > period.from ? leaver.join_date : period.from;
  const days = daysBetween(start, lastDay) + 1;
  const periodDays = daysBetween(period.from, period.to) + 1;
  const salary = days === periodDays ? base : roundDiv(base * days, periodDays);
  items.push({
    code: 'salary',
    name: `Salary to the last day (${days} of ${periodDays} d)`,
    amount_cents: salary,
    taxable_cents: salary,
    basis: `${formatUsd(base)} × ${days} of the ${periodDays} calendar days of the period ${shortDayLabel(period.from)} – ${shortDayLabel(period.to)} (${shortDayLabel(start)} to ${shortDayLabel(lastDay)})`,
    rule: leaverPay.source,
  });

  if (annual) {
    const ledger = await ledgerOf(db, employeeId, annual.id, lastDay, lastDay);
    const untaken = Math.max(0, ledger.balance);
    const divisor = leaverPay.value.leaveDailyDivisor;
    if (untaken > 0) {
      const amount = roundDiv(base * Math.round(untaken * 100), divisor * 100);
      items.push({
        code: 'annual_leave',
        name: `Untaken annual leave (${untaken} d)`,
        amount_cents: amount,
        taxable_cents: amount,
        basis: `${untaken} days of ${annual.name} earned and not taken on ${shortDayLabel(lastDay)} (the leave ledger) × ${formatUsd(base)} ÷ ${divisor}`,
        rule: leaverPay.source,
      });
    }
  }

  const keeps = KEEPS_INDEMNITY.has(reason);
  if (keeps && contract?.kind === 'undetermined') {
    const half = halfOfDate(lastDay);
    const payMonth = monthOf(half.to);
    const paid = (await repo.grossByMonth(db, monthOf(half.from), addMonths(month, -1), employeeId)).get(employeeId);
    const wholeHalf = lastDay === half.to;
    const paidByRun = wholeHalf && (paid ?? []).some((p) => p.month === payMonth);
    const s = paidByRun
      ? null
      : seniorityIndemnity({
          serviceFrom: leaver.join_date > half.from ? leaver.join_date : half.from,
          serviceTo: lastDay,
          wages: [...(paid ?? []).map((p) => p.gross), base],
          rate,
          leaver: true,
          wholeHalf,
        });
    if (s) items.push(s);
  }
  if (keeps && contract?.kind === 'fixed') {
    const paid = (await repo.grossByMonth(db, monthOf(contract.start_date), addMonths(month, -1), employeeId)).get(
      employeeId,
    );
    const s = severance({ wagesPaid: (paid ?? []).reduce((sum, p) => sum + p.gross, 0) + salary, on: lastDay });
    if (s) items.push(s);
  }
  if (reason === 'dismissal' && contract?.kind !== 'fixed') {
    const s = payInLieuOfNotice({
      joined: leaver.join_date,
      lastDay,
      givenDays: input.notice_given_days,
      base,
    });
    if (s) items.push(s);
  }

  const slip = computePayslip({
    base_cents: salary,
    resident: (tax?.resident ?? 1) === 1,
    dependants: (tax?.spouse_dependant ?? 0) + (tax?.children ?? 0),
    pay_lines: [],
    unpaid_leave_half_days: 0,
    absence_half_days: 0,
    overtime: { normal_minutes: 0, night_minutes: 0, rest_day_minutes: 0 },
    exchange_rate: rate,
    rules,
    statutory: items.filter((i) => i.code !== 'salary'),
  });
  const lines: PayslipLine[] = slip.lines.map((l) =>
    l.code === 'base' ? { ...l, code: 'salary', name: items[0]!.name } : l,
  );
  return {
    employee_id: employeeId,
    employee_name: name,
    staff_id: leaver.staff_id,
    last_day: lastDay,
    reason,
    notice_given_days: input.notice_given_days,
    contract_kind: contract?.kind ?? 'none',
    exchange_rate: rate,
    items: items.map((i): SettlementItem => ({
      code: i.code,
      label: i.name,
      amount_cents: i.amount_cents,
      taxable_cents: i.taxable_cents,
      basis: i.basis,
      rule: i.rule,
    })),
    lines,
    employer_lines: slip.employer_lines,
    gross_cents: slip.gross_cents,
    tax_cents: slip.tax_cents,
    employee_nssf_cents: slip.employee_nssf_cents,
    net_cents: slip.net_cents,
    net_riel: slip.net_riel,
    created_at: null,
    created_by: null,
  };
}

export const previewSettlement = (db: Database, employeeId: number, input: EndInput) =>
  compute(db.kysely, employeeId, input);

export function endEmployment(db: Database, actor: Actor, employeeId: number, body: EndBody): Promise<Settlement> {
  return uniqueOr409(M.alreadyLeft('This employee', body.last_day), () =>
    db.tx(async (trx) => {
      const s = await compute(trx, employeeId, body);
      const now = nowIso();
      await repo.insertEnd(trx, {
        employee_id: employeeId,
        last_day: s.last_day,
        reason: s.reason,
        notice_given_days: s.notice_given_days,
        contract_kind: s.contract_kind,
        exchange_rate: s.exchange_rate,
        employee_name: s.employee_name,
        staff_id: s.staff_id,
        gross_cents: s.gross_cents,
        tax_cents: s.tax_cents,
        employee_nssf_cents: s.employee_nssf_cents,
        net_cents: s.net_cents,
        net_riel: s.net_riel,
        items: JSON.stringify(s.items),
        lines: JSON.stringify(s.lines),
        employer_lines: JSON.stringify(s.employer_lines),
        created_by_username: actor.username,
        created_at: now,
      });
      await resign(trx, employeeId);
      await logActivity(trx, actor, {
        action: 'end-employment',
        resource: 'employee',
        recordId: employeeId,
        after: {
          last_day: s.last_day,
          reason: END_REASON_LABELS[s.reason],
          notice_given_days: s.notice_given_days,
          gross_cents: s.gross_cents,
          net_cents: s.net_cents,
        },
      });
      return { ...s, created_at: now, created_by: actor.username };
    }),
  );
}

export function toSettlement(r: repo.EndRow): Settlement {
  return {
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    staff_id: r.staff_id,
    last_day: r.last_day,
    reason: r.reason as EndReason,
    notice_given_days: r.notice_given_days,
    contract_kind: r.contract_kind as Settlement['contract_kind'],
    exchange_rate: r.exchange_rate,
    items: JSON.parse(r.items) as SettlementItem[],
    lines: JSON.parse(r.lines) as PayslipLine[],
    employer_lines: JSON.parse(r.employer_lines) as PayslipLine[],
    gross_cents: r.gross_cents,
    tax_cents: r.tax_cents,
    employee_nssf_cents: r.employee_nssf_cents,
    net_cents: r.net_cents,
    net_riel: r.net_riel,
    created_at: r.created_at,
    created_by: r.created_by_username,
  };
}

export async function getSettlement(db: Database, employeeId: number): Promise<Settlement> {
  const row = await repo.findEnd(db.kysely, employeeId);
  if (!row) {
    if (!(await repo.leaverOf(db.kysely, employeeId))) throw notFound(M.employeeNotFound);
    throw notFound(M.noSettlement);
  }
  return toSettlement(row);
}
