// The demo company's leave policies, one version each from the Labour Law's date, built from Cambodia's rules
// (server/modules/leave/cambodia-leave-law.ts) where the law sets them and from the company's own choices where
// it leaves them open; each version's source says which is which.
import type { Database } from '../db/database.ts';
import type { Actor } from '../http/route.ts';
import { CAMBODIA_LEAVE_LAW as LAW, citation } from '../modules/leave/cambodia-leave-law.ts';
import type { LeavePolicy } from '../modules/leave/leave-policy.ts';
import { policiesOf, recordPolicy } from '../modules/leave/ledger-service.ts';
import type { LeaveTypeName } from './request-templates.ts';

const FROM = LAW.annualDaysPerMonth.validFrom.slice(0, 7);

const base: Omit<LeavePolicy, 'accrual' | 'days' | 'payPercent' | 'source'> = {
  validFrom: FROM,
  seniorityDays: 0,
  seniorityEveryYears: null,
  usableAfterMonths: 0,
  yearlyCap: null,
  carryOverLimit: 0,
  carryOverExpiresAfterMonths: null,
  proration: 'daily',
  pendingHolds: true,
  allowNegative: false,
  paidAfterMonths: null,
  deductsFromTypeId: null,
  calendarDays: false,
  maxDaysPerRequest: null,
};

export const DEMO_LEAVE_POLICIES: Record<LeaveTypeName, LeavePolicy> = {
  'Annual Leave': {
    ...base,
    accrual: 'monthly',
    days: LAW.annualDaysPerMonth.value,
    seniorityDays: LAW.seniorityStep.value.days,
    seniorityEveryYears: LAW.seniorityStep.value.everyYears,
    usableAfterMonths: LAW.annualUsableAfterMonths.value,
    // Art. 167 lets only the days above 12 a year be deferred: 6 of 18. The company lets them lapse on 31 March.
    carryOverLimit: 18 - LAW.annualDeferral.value.onlyDaysAbove,
    carryOverExpiresAfterMonths: 3,
    payPercent: 100,
    source: `${citation(LAW.annualDaysPerMonth)}; seniority ${LAW.seniorityStep.source.article}; usable ${LAW.annualUsableAfterMonths.source.article}; carry-over ${LAW.annualDeferral.source.article}, lapsing 31 March by company policy`,
  },
  'Sick Leave': {
    ...base,
    accrual: 'yearly',
    days: 7,
    payPercent: LAW.sickLeave.value.payPercentByMonth[0],
    source: `Company policy: 7 days a year at full pay, the first month of the Ministry's recommended steps; suspension for certified illness: ${citation(LAW.sickLeave)}`,
  },
  'Unpaid Leave': {
    ...base,
    accrual: 'yearly',
    days: 30,
    allowNegative: true,
    payPercent: 0,
    source: "Company policy: up to 30 days a year with the manager's agreement, deducted from salary",
  },
  'Maternity Leave': {
    ...base,
    accrual: 'yearly',
    days: LAW.maternityDays.value,
    calendarDays: true,
    payPercent: LAW.maternityPay.value.percent,
    paidAfterMonths: LAW.maternityPay.value.afterMonthsOfService,
    source: `${citation(LAW.maternityDays)}; half pay after ${LAW.maternityPay.value.afterMonthsOfService} months of service: ${citation(LAW.maternityPay)}`,
  },
  // Limited per family event, not per year: no days of its own (its ledger only counts what was taken, so it may
  // go below zero), at most 7 days a request, each taken from annual leave, whose balance is what limits it.
  'Special Leave': {
    ...base,
    accrual: 'yearly',
    days: 0,
    allowNegative: true,
    maxDaysPerRequest: LAW.specialLeaveDays.value,
    payPercent: 100,
    source: `${citation(LAW.specialLeaveDays)} per family event, no yearly days of its own; 10 days by the ILO's reading; deducted from annual leave: ${citation(LAW.specialLeaveFromAnnual)}`,
  },
};

/** The type whose balance a demo type's leave is also taken from (its id is known once the types exist). */
export const DEDUCTS_FROM: Partial<Record<LeaveTypeName, LeaveTypeName>> = { 'Special Leave': 'Annual Leave' };

/** Records the policy of each demo type that has no dated version yet; returns how many were recorded. */
export async function ensureLeavePolicies(db: Database, actor: Actor, ids: Map<string, number>): Promise<number> {
  let recorded = 0;
  for (const [name, demo] of Object.entries(DEMO_LEAVE_POLICIES)) {
    const typeId = ids.get(name);
    if (typeId == null) continue;
    const from = DEDUCTS_FROM[name as LeaveTypeName];
    const policy = { ...demo, deductsFromTypeId: (from && ids.get(from)) ?? null };
    const current = await policiesOf(db.kysely, typeId);
    if (current.some((p) => p.validFrom === FROM && p.source === policy.source)) continue;
    await recordPolicy(db, actor, typeId, policy);
    recorded++;
  }
  return recorded;
}
