// Leave derived as a ledger: one employee's balance of every type on a day (the final settlement reads it on
// the leaving day), one type's ledger lines, a leave type's dated policy versions, and the year-end carry-over
// preview (who loses days, how many and when). The schema map at the end keys the route table
// (routes/leave-ledger.ts).
import { z } from 'zod';
import { envelope, idParams } from './common.ts';
import { dateField, decimalId, idField, listQueryId, monthField, requiredText, yearQuery } from './fields.ts';

export const employeeBalanceParams = z.strictObject({ employee_id: decimalId('employee_id') });

export const employeeBalanceQuery = z.strictObject({
  /** The day read; today (Asia/Phnom_Penh) unless given. */
  on: dateField('on').optional(),
  /** The employee's last day: nothing is earned after it, its month is prorated, and `on` defaults to it. */
  leaving_on: dateField('leaving_on').optional(),
});

export const ledgerQuery = employeeBalanceQuery.extend({ leave_type_id: listQueryId('leave_type_id') });

const figures = {
  /** Earned and not taken on the day. */
  balance: z.number(),
  /** Days of pending requests. */
  pending: z.number(),
  /** Approved leave starting after the day. */
  booked: z.number(),
  /** What a new request may take: balance − pending (when the policy holds them) − booked. */
  available: z.number(),
  /** The first day the days may be taken. */
  usable_from: z.string(),
  /** What a leave day of this type pays, in percent of the daily wage. */
  pay_percent: z.number(),
};

export const employeeBalanceItem = z.object({
  leave_type: z.object({ id: z.number().int(), name: z.string() }),
  ...figures,
});
export const employeeBalanceResponse = envelope(
  z.object({
    employee: z.object({ id: z.number().int(), join_date: z.string() }),
    on: z.string(),
    balances: z.array(employeeBalanceItem),
  }),
);
export type EmployeeBalances = z.infer<typeof employeeBalanceResponse>['data'];

export const ledgerKinds = [
  'policy',
  'accrual',
  'grant',
  'seniority',
  'adjustment',
  'taken',
  'expired',
  'lapsed',
] as const;

export const ledgerLine = z.object({
  date: z.string(),
  kind: z.enum(ledgerKinds),
  days: z.number(),
  balance: z.number(),
  label: z.string(),
});
export type LedgerLineItem = z.infer<typeof ledgerLine>;

export const leavePolicyItem = z.object({
  valid_from: z.string(),
  accrual: z.enum(['monthly', 'yearly']),
  days: z.number(),
  seniority_days: z.number(),
  seniority_every_years: z.number().int().nullable(),
  usable_after_months: z.number().int(),
  yearly_cap: z.number().nullable(),
  carry_over_limit: z.number().nullable(),
  carry_over_expires_after_months: z.number().int().nullable(),
  proration: z.enum(['daily', 'half_month']),
  pending_holds: z.boolean(),
  allow_negative: z.boolean(),
  pay_percent: z.number().int(),
  /** Leave of the type paid at pay_percent only from this many months of service; unpaid before (null: always). */
  paid_after_months: z.number().int().nullable(),
  /** The leave type whose balance a leave of this type is also taken from (special leave from annual leave). */
  deducts_from_leave_type_id: z.number().int().nullable(),
  /** A leave of the type counts calendar days (maternity), not working days. */
  calendar_days: z.boolean(),
  /** Most days one request may take (special leave: per family event). */
  max_days_per_request: z.number().nullable(),
  source: z.string(),
});
export type LeavePolicyItem = z.infer<typeof leavePolicyItem>;

export const ledgerResponse = envelope(
  z.object({
    employee: z.object({ id: z.number().int(), join_date: z.string() }),
    leave_type: z.object({ id: z.number().int(), name: z.string() }),
    on: z.string(),
    ...figures,
    policy: leavePolicyItem,
    lines: z.array(ledgerLine),
  }),
);
export type LedgerData = z.infer<typeof ledgerResponse>['data'];

const days = (field: string, max = 366) =>
  z
    .number({ error: `${field} must be a number of days.` })
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max}.`);
const wholeNumber = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max}.`);

export const leavePolicyBody = z.strictObject({
  valid_from: monthField('valid_from'),
  accrual: z.enum(['monthly', 'yearly'], { error: 'accrual must be monthly or yearly.' }),
  days: days('days'),
  seniority_days: days('seniority_days', 31).default(0),
  seniority_every_years: wholeNumber('seniority_every_years', 50)
    .min(1, 'seniority_every_years must be at least 1.')
    .nullable()
    .default(null),
  usable_after_months: wholeNumber('usable_after_months', 120).default(0),
  yearly_cap: days('yearly_cap').nullable().default(null),
  carry_over_limit: days('carry_over_limit').nullable().default(null),
  carry_over_expires_after_months: wholeNumber('carry_over_expires_after_months', 36)
    .min(1, 'carry_over_expires_after_months must be at least 1.')
    .nullable()
    .default(null),
  proration: z.enum(['daily', 'half_month'], { error: 'proration must be daily or half_month.' }).default('daily'),
  pending_holds: z.boolean({ error: 'pending_holds must be true or false.' }).default(true),
  allow_negative: z.boolean({ error: 'allow_negative must be true or false.' }).default(false),
  pay_percent: wholeNumber('pay_percent', 100),
  paid_after_months: wholeNumber('paid_after_months', 120).nullable().default(null),
  deducts_from_leave_type_id: idField('deducts_from_leave_type_id').nullable().default(null),
  calendar_days: z.boolean({ error: 'calendar_days must be true or false.' }).default(false),
  max_days_per_request: days('max_days_per_request')
    .min(0.5, 'max_days_per_request must be at least 0.5.')
    .nullable()
    .default(null),
  /** The instrument or company decision behind the version. */
  source: requiredText('source', 500),
});
export type LeavePolicyBody = z.infer<typeof leavePolicyBody>;

export const leavePolicyListResponse = envelope(z.array(leavePolicyItem));

export const carryOverQuery = z.strictObject({ year: yearQuery('year') });

export const carryOverRow = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  leave_type_id: z.number().int(),
  leave_type_name: z.string(),
  /** The balance on 31 December before anything lapses. */
  balance_at_year_end: z.number(),
  /** Days that carry into the next year. */
  carried: z.number(),
  /** Days lost: those above the carry-over limit on 31 December, plus the carried days that expire on
   * expires_on unless leave already approved takes them first. */
  lost: z.number(),
  /** The day the carried days expire; null when they never do (then only the days above the limit are lost). */
  expires_on: z.string().nullable(),
});
export type CarryOverRow = z.infer<typeof carryOverRow>;

export const carryOverResponse = envelope(
  z.object({
    year: z.number().int(),
    /** The earliest day on which days carried from the year expire (null when none do). */
    expires_on: z.string().nullable(),
    rows: z.array(carryOverRow),
  }),
);
export type CarryOverPreview = z.infer<typeof carryOverResponse>['data'];

/** The ledger's routes' schemas, keyed like their route table (routes/leave-ledger.ts). */
export const leaveLedgerSchemas = {
  balances: {
    summary: "An employee's balance of every leave type on a day (today unless told; the leaving day for a settlement)",
    tag: 'leave-balance',
    params: employeeBalanceParams,
    query: employeeBalanceQuery,
    response: employeeBalanceResponse,
  },
  ledger: {
    summary: "An employee's ledger of one leave type on a day: every line with the balance after it",
    tag: 'leave-balance',
    params: employeeBalanceParams,
    query: ledgerQuery,
    response: ledgerResponse,
  },
  policies: {
    summary: "A leave type's dated policy versions, oldest first",
    tag: 'leave-type',
    params: idParams,
    response: leavePolicyListResponse,
  },
  recordPolicy: {
    summary: "Record a leave type's policy from a month (balances from that month are derived under it)",
    tag: 'leave-type',
    params: idParams,
    body: leavePolicyBody,
    response: leavePolicyListResponse,
  },
  carryOver: {
    summary:
      'Year-end carry-over preview: every active employee who loses days at the year end or when carried days ' +
      'expire, with how many and when',
    tag: 'leave-balance',
    query: carryOverQuery,
    response: carryOverResponse,
  },
};
