// A leave type's policy, as one dated version: how days are earned, when they may be used, what carries into
// the next year and until when, how a month someone joins or leaves in is counted, and what a leave day pays.
// A version applies from the first day of its month until the next version's month.

export type Accrual = 'monthly' | 'yearly';

/**
 * How the month someone joins or leaves in counts towards a monthly accrual:
 * - `daily`: the month's days × the days of service in it ÷ the days of the month, to the hundredth of a day;
 * - `half_month`: the whole month's days when 15 days or more of it were served, none otherwise.
 * A yearly grant is given whole on 1 January, and on the join date in the year someone joins.
 */
export type Proration = 'daily' | 'half_month';

export interface LeavePolicy {
  /** The first month it applies to, YYYY-MM. */
  validFrom: string;
  accrual: Accrual;
  /** Days earned per month of service (monthly) or granted per calendar year (yearly). */
  days: number;
  /** Extra days per step of seniority, granted on each anniversary from the first step on. */
  seniorityDays: number;
  /** Years of service per seniority step; null for none. */
  seniorityEveryYears: number | null;
  /** Months of service before the days may be taken (they are earned from the first month). */
  usableAfterMonths: number;
  /** Most days a calendar year may earn (accrual and grant, not seniority); null for no cap. */
  yearlyCap: number | null;
  /** Days that carry into the next year; null for all of them. */
  carryOverLimit: number | null;
  /** Carried days lapse at the end of this month of the next year (3: 31 March); null: they never lapse. */
  carryOverExpiresAfterMonths: number | null;
  proration: Proration;
  /** Pending requests hold their days until decided. */
  pendingHolds: boolean;
  /** A request may take the balance below zero. */
  allowNegative: boolean;
  /** What a leave day pays, in percent of the daily wage (100 paid, 0 unpaid). */
  payPercent: number;
  /** Months of service before a leave of the type is paid at payPercent (unpaid before then); null: always. */
  paidAfterMonths: number | null;
  /** The leave type whose balance a leave of this type is also taken from; null for none. */
  deductsFromTypeId: number | null;
  /** A leave of the type counts calendar days (maternity: weekends and holidays included), not working days. */
  calendarDays: boolean;
  /** Most days one request may take (special leave: per family event); null for no limit. */
  maxDaysPerRequest: number | null;
  /** The instrument or company decision behind this version. */
  source: string;
}

/**
 * The policy a leave type has before any dated version is recorded: a yearly grant of its days per year, its
 * carry-over limit with no expiry, usable at once, fully paid or unpaid as the type says.
 */
export function policyOfType(type: { days_per_year: number; carry_over_limit: number; paid: number }): LeavePolicy {
  return {
    validFrom: '2000-01',
    accrual: 'yearly',
    days: Number(type.days_per_year),
    seniorityDays: 0,
    seniorityEveryYears: null,
    usableAfterMonths: 0,
    yearlyCap: null,
    carryOverLimit: Number(type.carry_over_limit),
    carryOverExpiresAfterMonths: null,
    proration: 'daily',
    pendingHolds: true,
    allowNegative: Number(type.paid) !== 1,
    payPercent: Number(type.paid) === 1 ? 100 : 0,
    paidAfterMonths: null,
    deductsFromTypeId: null,
    calendarDays: false,
    maxDaysPerRequest: null,
    source: 'The leave type’s days per year and carry-over limit',
  };
}

/** The version in force on a day (YYYY-MM-DD) among versions sorted by validFrom; the first one before them all. */
export function policyOn(policies: readonly LeavePolicy[], date: string): LeavePolicy {
  if (policies.length === 1) return policies[0];
  const month = date.slice(0, 7);
  let found = policies[0];
  for (const p of policies) {
    if (p.validFrom <= month) found = p;
    else break;
  }
  return found;
}
