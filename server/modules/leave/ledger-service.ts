// Leave ledgers read from the database: one employee's ledger of one type on a day, everyone's balance of a
// type on a day, and the dated policy versions behind them. A type with no recorded version follows its own
// days per year and carry-over limit (policyOfType), as balances did before policies were dated.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity } from '../activity-log/service.ts';
import { deriveLedger, type LeaveAdjustment, type LeaveTaken, type Ledger } from './ledger.ts';
import * as repo from './ledger-repository.ts';
import { policyOfType, type Accrual, type LeavePolicy, type Proration } from './leave-policy.ts';
import { findLeaveType } from './leave-type-repository.ts';

const num = (v: number | null) => (v == null ? null : Number(v));

export function toPolicy(r: repo.PolicyRow): LeavePolicy {
  return {
    validFrom: r.valid_from,
    accrual: r.accrual as Accrual,
    days: Number(r.days),
    seniorityDays: Number(r.seniority_days),
    seniorityEveryYears: num(r.seniority_every_years),
    usableAfterMonths: Number(r.usable_after_months),
    yearlyCap: num(r.yearly_cap),
    carryOverLimit: num(r.carry_over_limit),
    carryOverExpiresAfterMonths: num(r.carry_over_expires_after_months),
    proration: r.proration as Proration,
    pendingHolds: r.pending_holds === 1,
    allowNegative: r.allow_negative === 1,
    payPercent: Number(r.pay_percent),
    source: r.source,
  };
}

type TypeRow = NonNullable<Awaited<ReturnType<typeof findLeaveType>>>;

async function typeAndPolicies(db: Kysely<DB>, typeId: number): Promise<{ type: TypeRow; policies: LeavePolicy[] }> {
  const [type, rows] = await Promise.all([findLeaveType(db, typeId), repo.policyRows(db, typeId)]);
  if (!type) throw notFound('Leave type not found');
  return { type, policies: rows.length ? rows.map(toPolicy) : [policyOfType(type)] };
}

/** The type's policy versions, oldest first. */
export async function policiesOf(db: Kysely<DB>, typeId: number): Promise<LeavePolicy[]> {
  return (await typeAndPolicies(db, typeId)).policies;
}

const taken = (r: { start_date: string; end_date: string; status: string; days: number }): LeaveTaken => ({
  start: r.start_date,
  end: r.end_date,
  days: Number(r.days),
  status: r.status === 'approve' ? 'approved' : 'pending',
});
const adjustment = (r: { date: string; days: number; reason: string; by_username: string }): LeaveAdjustment => ({
  date: r.date,
  days: Number(r.days),
  reason: r.reason,
  by: r.by_username,
});

/** One employee's ledger of one type on a day; `leaveDate` ends the service (the final settlement). */
export async function ledgerOf(
  db: Kysely<DB>,
  employeeId: number,
  typeId: number,
  on: string,
  leaveDate?: string | null,
): Promise<Ledger & { type: { id: number; name: string }; employee: { id: number; join_date: string } }> {
  const [{ type, policies }, people, leave, adjustments] = await Promise.all([
    typeAndPolicies(db, typeId),
    repo.joinDates(db, [employeeId]),
    repo.leaveOfEmployees(db, typeId, [employeeId]),
    repo.adjustmentsOfEmployees(db, typeId, [employeeId]),
  ]);
  const person = people[0];
  if (!person) throw notFound('Employee not found');
  const ledger = deriveLedger({
    joinDate: person.join_date,
    leaveDate,
    on,
    policies,
    leave: leave.map(taken),
    adjustments: adjustments.map(adjustment),
  });
  return {
    ...ledger,
    type: { id: type.id, name: type.name },
    employee: { id: person.id, join_date: person.join_date },
  };
}

/** Every active employee's figures of one type on a day, without the lines: four queries whatever the count. */
export async function balancesOn(db: Kysely<DB>, typeId: number, on: string) {
  const [{ policies }, people, leave, adjustments] = await Promise.all([
    typeAndPolicies(db, typeId),
    repo.joinDates(db),
    repo.leaveOfEmployees(db, typeId),
    repo.adjustmentsOfEmployees(db, typeId),
  ]);
  const leaveBy = groupBy(leave, (r) => r.employee_id);
  const adjustmentsBy = groupBy(adjustments, (r) => r.employee_id);
  const out = new Map<number, Omit<Ledger, 'lines' | 'policy'>>();
  for (const p of people) {
    if (p.join_date > on) continue;
    const {
      lines: _lines,
      policy: _policy,
      ...figures
    } = deriveLedger(
      {
        joinDate: p.join_date,
        on,
        policies,
        leave: (leaveBy.get(p.id) ?? []).map(taken),
        adjustments: (adjustmentsBy.get(p.id) ?? []).map(adjustment),
      },
      { withLines: false },
    );
    out.set(p.id, figures);
  }
  return out;
}

function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

/**
 * Records a policy version from a month, replacing one of the same month. Refused (409) for a month whose
 * payroll is approved: its payslips were computed from the leave as it stood.
 */
export function recordPolicy(db: Database, actor: Actor, typeId: number, policy: LeavePolicy): Promise<LeavePolicy[]> {
  return db.tx(async (trx) => {
    await typeAndPolicies(trx, typeId);
    if (await repo.monthPaidByApprovedRun(trx, policy.validFrom))
      throw conflict(
        `The payroll of ${policy.validFrom} is approved and was computed from the leave as it stood; date the policy from a later month.`,
      );
    await repo.deletePolicyOfMonth(trx, typeId, policy.validFrom);
    const id = await repo.insertPolicy(trx, {
      leave_type_id: typeId,
      valid_from: policy.validFrom,
      accrual: policy.accrual,
      days: policy.days,
      seniority_days: policy.seniorityDays,
      seniority_every_years: policy.seniorityEveryYears,
      usable_after_months: policy.usableAfterMonths,
      yearly_cap: policy.yearlyCap,
      carry_over_limit: policy.carryOverLimit,
      carry_over_expires_after_months: policy.carryOverExpiresAfterMonths,
      proration: policy.proration,
      pending_holds: policy.pendingHolds ? 1 : 0,
      allow_negative: policy.allowNegative ? 1 : 0,
      pay_percent: policy.payPercent,
      source: policy.source,
      created_by_username: actor.username,
      created_at: nowIso(),
    });
    await logActivity(trx, actor, {
      action: 'create',
      resource: 'leaveType',
      recordId: typeId,
      after: { leave_policy_id: id, ...policy },
    });
    return policiesOf(trx, typeId);
  });
}

/** Adds a dated adjustment line (the yearly balance row is adjusted by the balances module in the same transaction). */
export async function recordAdjustment(
  trx: Kysely<DB>,
  actor: Actor,
  a: { employeeId: number; typeId: number; date: string; days: number; reason: string },
) {
  await repo.insertAdjustment(trx, {
    employee_id: a.employeeId,
    leave_type_id: a.typeId,
    date: a.date,
    days: a.days,
    reason: a.reason,
    by_username: actor.username,
    created_at: nowIso(),
  });
}
