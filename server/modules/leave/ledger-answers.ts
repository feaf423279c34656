// The ledger service's answers in the contract's shapes: one employee's balances of every type on a day, one
// type's ledger, a type's policy versions; and a policy body as the ledger reads it.
import type { Kysely } from 'kysely';
import type {
  EmployeeBalances,
  LeavePolicyBody,
  LeavePolicyItem,
  LedgerData,
} from '../../../contract/api/leave-ledger.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { businessToday } from '../../lib/time.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/languages.ts';
import { ledgerLabelIn } from '../../i18n/ledger-labels.ts';
import * as repo from './ledger-repository.ts';
import { employeeLedgers, ledgerOf, policiesOf } from './ledger-service.ts';
import type { Ledger } from './ledger.ts';
import type { LeavePolicy } from './leave-policy.ts';

export const policyItem = (p: LeavePolicy): LeavePolicyItem => ({
  valid_from: p.validFrom,
  accrual: p.accrual,
  days: p.days,
  seniority_days: p.seniorityDays,
  seniority_every_years: p.seniorityEveryYears,
  usable_after_months: p.usableAfterMonths,
  yearly_cap: p.yearlyCap,
  carry_over_limit: p.carryOverLimit,
  carry_over_expires_after_months: p.carryOverExpiresAfterMonths,
  proration: p.proration,
  pending_holds: p.pendingHolds,
  allow_negative: p.allowNegative,
  pay_percent: p.payPercent,
  paid_after_months: p.paidAfterMonths,
  deducts_from_leave_type_id: p.deductsFromTypeId,
  calendar_days: p.calendarDays,
  max_days_per_request: p.maxDaysPerRequest,
  source: p.source,
});

export const policyOfBody = (b: LeavePolicyBody): LeavePolicy => ({
  validFrom: b.valid_from,
  accrual: b.accrual,
  days: b.days,
  seniorityDays: b.seniority_days,
  seniorityEveryYears: b.seniority_every_years,
  usableAfterMonths: b.usable_after_months,
  yearlyCap: b.yearly_cap,
  carryOverLimit: b.carry_over_limit,
  carryOverExpiresAfterMonths: b.carry_over_expires_after_months,
  proration: b.proration,
  pendingHolds: b.pending_holds,
  allowNegative: b.allow_negative,
  payPercent: b.pay_percent,
  paidAfterMonths: b.paid_after_months,
  deductsFromTypeId: b.deducts_from_leave_type_id,
  calendarDays: b.calendar_days,
  maxDaysPerRequest: b.max_days_per_request,
  source: b.source,
});

export interface DayQuery {
  on?: string;
  leaving_on?: string;
}
const dayOf = (q: DayQuery) => q.on ?? q.leaving_on ?? businessToday();

/** A ledger's figures as the contract names them. */
const figuresOf = (l: Ledger) => ({
  balance: l.balance,
  pending: l.pending,
  booked: l.booked,
  available: l.available,
  usable_from: l.usableFrom,
  pay_percent: l.policy.payPercent,
});

export async function employeeLedger(
  db: Kysely<DB>,
  employeeId: number,
  typeId: number,
  q: DayQuery,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LedgerData> {
  const on = dayOf(q);
  const l = await ledgerOf(db, employeeId, typeId, on, q.leaving_on);
  return {
    employee: l.employee,
    leave_type: l.type,
    on,
    ...figuresOf(l),
    policy: policyItem(l.policy),
    // Worded as it is read, in the caller's language: the lines are derived, never stored.
    lines: l.lines.map((x) => ({
      date: x.date,
      kind: x.kind,
      days: x.days,
      balance: x.balance,
      label: ledgerLabelIn(language, x),
    })),
  };
}

export async function employeeBalances(db: Kysely<DB>, employeeId: number, q: DayQuery): Promise<EmployeeBalances> {
  const on = dayOf(q);
  const ledgers = await employeeLedgers(db, employeeId, on, q.leaving_on);
  const employee = ledgers[0]?.employee ?? (await ledgerEmployee(db, employeeId));
  return {
    employee,
    on,
    balances: ledgers.map((l) => ({ leave_type: l.type, ...figuresOf(l) })),
  };
}

async function ledgerEmployee(db: Kysely<DB>, employeeId: number) {
  const [person] = await repo.joinDates(db, [employeeId]);
  if (!person) throw notFound('Employee not found');
  return { id: person.id, join_date: person.join_date };
}

export const policyList = async (db: Kysely<DB>, typeId: number) => (await policiesOf(db, typeId)).map(policyItem);
