// Leave ledgers read from the database: one employee's ledger of one type on a day, everyone's balance of a
// type on a day, and the dated policy versions behind them. A type with no recorded version follows its own
// days per year and carry-over limit (policyOfType), as balances did before policies were dated.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { LEDGER_MESSAGES } from '../../../contract/leave-ledger-labels.ts';
import type { CarryOverPreview, CarryOverRow } from '../../../contract/api/leave-ledger.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import { logActivity } from '../activity-log/service.ts';
import { paidByApprovedRun } from '../attendance/service.ts';
import { carriedExpiry, deriveLedger, type LeaveAdjustment, type LeaveTaken, type Ledger } from './ledger.ts';
import * as repo from './ledger-repository.ts';
import { policyOfType, policyOn, type Accrual, type LeavePolicy, type Proration } from './leave-policy.ts';

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
    paidAfterMonths: num(r.paid_after_months),
    deductsFromTypeId: num(r.deducts_from_leave_type_id),
    calendarDays: r.calendar_days === 1,
    maxDaysPerRequest: num(r.max_days_per_request),
    source: r.source,
  };
}

type TypeRow = Awaited<ReturnType<typeof repo.allLeaveTypes>>[number];
export type TypeWithPolicies = TypeRow & { policies: LeavePolicy[] };

/** Every leave type with its policy versions, oldest first: two small queries, whatever the count of employees. */
export async function leaveTypes(db: Kysely<DB>): Promise<Map<number, TypeWithPolicies>> {
  const [types, rows] = await Promise.all([repo.allLeaveTypes(db), repo.allPolicyRows(db)]);
  const out = new Map<number, TypeWithPolicies>(types.map((t) => [t.id, { ...t, policies: [] }]));
  for (const r of rows) out.get(r.leave_type_id)?.policies.push(toPolicy(r));
  for (const t of out.values()) if (!t.policies.length) t.policies.push(policyOfType(t));
  return out;
}

async function typeOf(db: Kysely<DB>, typeId: number): Promise<TypeWithPolicies> {
  const type = (await leaveTypes(db)).get(typeId);
  if (!type) throw notFound('Leave type not found');
  return type;
}

/** The type's policy versions, oldest first. */
export async function policiesOf(db: Kysely<DB>, typeId: number): Promise<LeavePolicy[]> {
  return (await typeOf(db, typeId)).policies;
}

/** The types whose leave some version takes from `typeId`'s balance too (special leave from annual leave). */
function typesTakenFrom(types: Map<number, TypeWithPolicies>, typeId: number): number[] {
  return [...types.values()]
    .filter((t) => t.id !== typeId && t.policies.some((p) => p.deductsFromTypeId === typeId))
    .map((t) => t.id);
}

const taken = (r: repo.LeaveRow): LeaveTaken => ({
  start: r.start_date,
  end: r.end_date,
  days: Number(r.days),
  status: r.status === 'approve' ? 'approved' : 'pending',
});

/** The leave counted in a type's ledger: its own, and another type's whose version on its first day takes it from
 * this balance too. */
function leaveCounted(types: Map<number, TypeWithPolicies>, typeId: number, rows: readonly repo.LeaveRow[]) {
  const out: LeaveTaken[] = [];
  for (const r of rows) {
    if (r.leave_type_id === typeId) out.push(taken(r));
    else {
      const other = types.get(r.leave_type_id);
      if (other && policyOn(other.policies, r.start_date).deductsFromTypeId === typeId)
        out.push({ ...taken(r), typeName: other.name });
    }
  }
  return out;
}

type AdjustmentRow = Awaited<ReturnType<typeof repo.adjustmentsOfEmployees>>[number];
const adjustment = (r: AdjustmentRow): LeaveAdjustment => ({
  date: r.date,
  days: Number(r.days),
  reason: r.reason,
  by: r.by_username,
});

export interface Person {
  id: number;
  join_date: string;
  first_name: string;
  last_name: string;
}

/** One employee's ledger of one type from the rows read (the employee's or everyone's leave and adjustments). */
function derive(
  types: Map<number, TypeWithPolicies>,
  type: TypeWithPolicies,
  person: Person,
  leave: readonly repo.LeaveRow[],
  adjustments: readonly AdjustmentRow[],
  on: string,
  leaveDate?: string | null,
  withLines = true,
): Ledger {
  return deriveLedger(
    {
      joinDate: person.join_date,
      leaveDate,
      on,
      policies: type.policies,
      leave: leaveCounted(types, type.id, leave),
      adjustments: adjustments.filter((a) => a.leave_type_id === type.id).map(adjustment),
    },
    { withLines },
  );
}

export type EmployeeLedger = Ledger & {
  type: { id: number; name: string };
  employee: { id: number; join_date: string };
};

/**
 * One employee's ledgers on a day, of one type or of every type: four queries in one round trip (the types and
 * their policies, the employee, the employee's leave and adjustments of every type). `leaveDate` ends the service
 * (the final settlement).
 */
export async function employeeLedgers(
  db: Kysely<DB>,
  employeeId: number,
  on: string,
  leaveDate?: string | null,
  onlyTypeId?: number,
): Promise<EmployeeLedger[]> {
  const types = leaveTypes(db);
  const found = await ledgersOfEmployees(db, types, [employeeId], on, { leaveDate, withLines: true });
  if (onlyTypeId != null && !(await types).has(onlyTypeId)) throw notFound('Leave type not found');
  const mine = found.get(employeeId);
  if (!mine) throw notFound('Employee not found');
  return onlyTypeId != null ? mine.filter((l) => l.type.id === onlyTypeId) : mine;
}

/**
 * Some employees' ledgers of every type on a day (the balances screen's page): four queries in one round trip
 * whatever their count (the types may be read already),
 * by employee, types in name order. An employee not found is absent.
 */
export async function ledgersOfEmployees(
  db: Kysely<DB>,
  typesRead: Map<number, TypeWithPolicies> | Promise<Map<number, TypeWithPolicies>>,
  employeeIds: number[],
  on: string,
  options: { leaveDate?: string | null; withLines?: boolean } = {},
): Promise<Map<number, EmployeeLedger[]>> {
  const out = new Map<number, EmployeeLedger[]>();
  if (!employeeIds.length) return out;
  const [types, people, leave, adjustments] = await Promise.all([
    typesRead,
    repo.joinDates(db, employeeIds),
    repo.leaveOfEmployees(db, undefined, employeeIds),
    repo.adjustmentsOfEmployees(db, undefined, employeeIds),
  ]);
  const leaveBy = groupBy(leave, (r) => r.employee_id);
  const adjustmentsBy = groupBy(adjustments, (r) => r.employee_id);
  for (const person of people) {
    const own = leaveBy.get(person.id) ?? [];
    const adjusted = adjustmentsBy.get(person.id) ?? [];
    out.set(
      person.id,
      [...types.values()].map((type) => ({
        ...derive(types, type, person, own, adjusted, on, options.leaveDate, options.withLines ?? false),
        type: { id: type.id, name: type.name },
        employee: { id: person.id, join_date: person.join_date },
      })),
    );
  }
  return out;
}

/** One employee's ledger of one type on a day. */
export async function ledgerOf(
  db: Kysely<DB>,
  employeeId: number,
  typeId: number,
  on: string,
  leaveDate?: string | null,
): Promise<EmployeeLedger> {
  return (await employeeLedgers(db, employeeId, on, leaveDate, typeId))[0];
}

/** Everyone active's ledgers of some types on a day, without lines (for many employees at once): the rows are read
 * once for every type asked, whatever the count of employees. */
async function everyonesLedgers(
  db: Kysely<DB>,
  types: Map<number, TypeWithPolicies>,
  typeIds: number[],
  on: string,
  each: (person: Person, type: TypeWithPolicies, ledger: Ledger) => void,
): Promise<void> {
  const read = [...new Set(typeIds.flatMap((id) => [id, ...typesTakenFrom(types, id)]))];
  if (!typeIds.length) return;
  const [people, leave, adjustments] = await Promise.all([
    repo.joinDates(db),
    repo.leaveOfEmployees(db, read),
    repo.adjustmentsOfEmployees(db, typeIds),
  ]);
  const leaveBy = groupBy(leave, (r) => r.employee_id);
  const adjustmentsBy = groupBy(adjustments, (r) => r.employee_id);
  for (const typeId of typeIds) {
    const type = types.get(typeId)!;
    for (const p of people) {
      if (p.join_date > on) continue;
      const ledger = derive(types, type, p, leaveBy.get(p.id) ?? [], adjustmentsBy.get(p.id) ?? [], on, null, false);
      each(p, type, ledger);
    }
  }
}

/** Every active employee's figures of one type on a day, without the lines. */
export async function balancesOn(db: Kysely<DB>, typeId: number, on: string) {
  const types = await leaveTypes(db);
  if (!types.has(typeId)) throw notFound('Leave type not found');
  const out = new Map<number, Omit<Ledger, 'lines' | 'policy' | 'yearEnds' | 'expiries'>>();
  await everyonesLedgers(db, types, [typeId], on, (p, _type, l) => {
    out.set(p.id, {
      on: l.on,
      balance: l.balance,
      pending: l.pending,
      booked: l.booked,
      available: l.available,
      usableFrom: l.usableFrom,
    });
  });
  return out;
}

/**
 * Who loses days of a year: for each type whose days carry over (a monthly accrual, or a carry-over limit other
 * than zero: a yearly allowance that carries nothing starts afresh and loses nothing anyone earned), each active
 * employee's balance on 31 December, what carries, and what is lost then and when the carried days expire (leave
 * approved before then taking them first). Read for everyone in one pass.
 */
export async function carryOverPreview(db: Kysely<DB>, year: number): Promise<CarryOverPreview> {
  const yearEnd = `${year}-12-31`;
  const types = await leaveTypes(db);
  const previewed = [...types.values()].filter((t) => {
    const p = policyOn(t.policies, yearEnd);
    return p.accrual === 'monthly' || p.carryOverLimit !== 0;
  });
  const expiries = previewed
    .map((t) => policyOn(t.policies, yearEnd).carryOverExpiresAfterMonths)
    .filter((m): m is number => m != null)
    .map((m) => carriedExpiry(yearEnd, m));
  const on = expiries.reduce((a, b) => (b > a ? b : a), yearEnd);
  const rows: CarryOverRow[] = [];
  await everyonesLedgers(
    db,
    types,
    previewed.map((t) => t.id),
    on,
    (p, type, l) => {
      const end = l.yearEnds.find((y) => y.date === yearEnd);
      if (!end) return;
      const expired = end.expires ? (l.expiries.find((x) => x.date === end.expires)?.days ?? 0) : 0;
      const lost = Math.round((end.balance - end.carried + expired) * 100) / 100;
      if (lost <= 0) return;
      rows.push({
        employee_id: p.id,
        employee_name: fullName(p),
        leave_type_id: type.id,
        leave_type_name: type.name,
        balance_at_year_end: end.balance,
        carried: end.carried,
        lost,
        expires_on: end.expires,
      });
    },
  );
  rows.sort(
    (a, b) =>
      a.employee_name.localeCompare(b.employee_name) ||
      a.employee_id - b.employee_id ||
      a.leave_type_name.localeCompare(b.leave_type_name),
  );
  return { year, expires_on: expiries.length ? expiries.reduce((a, b) => (b < a ? b : a)) : null, rows };
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
    const types = await leaveTypes(trx);
    if (!types.has(typeId)) throw notFound('Leave type not found');
    const from = policy.deductsFromTypeId;
    if (from != null && (from === typeId || !types.has(from)))
      throw badRequest([{ field: 'deducts_from_leave_type_id', message: LEDGER_MESSAGES.badDeduction }]);
    if (await paidByApprovedRun(trx, policy.validFrom))
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
      paid_after_months: policy.paidAfterMonths,
      deducts_from_leave_type_id: policy.deductsFromTypeId,
      calendar_days: policy.calendarDays ? 1 : 0,
      max_days_per_request: policy.maxDaysPerRequest,
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

/** Adds a dated adjustment line to an employee's ledger of a type; returns its id. */
export function recordAdjustment(
  trx: Kysely<DB>,
  actor: Actor,
  a: { employeeId: number; typeId: number; date: string; days: number; reason: string },
): Promise<number> {
  return repo.insertAdjustment(trx, {
    employee_id: a.employeeId,
    leave_type_id: a.typeId,
    date: a.date,
    days: a.days,
    reason: a.reason,
    by_username: actor.username,
    created_at: nowIso(),
  });
}
