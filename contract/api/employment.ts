// An employee's contracts (undetermined or fixed duration, each version from its start date: the history) and the
// end of their employment with its final settlement: salary to the last day, untaken annual leave, the seniority
// indemnity of the part half-year, severance and pay in lieu of notice, each with how it was computed and the rule
// behind it. Contracts need employee read/update; a settlement is pay (payroll read, ending one payroll create).
import { z } from 'zod';
import { envelope, idParams, timestamp } from './common.ts';
import { dateField, optionalText } from './fields.ts';
import { exchangeRate, PDF_TYPE, payslipLine } from './payroll.ts';

export const CONTRACT_KINDS = ['undetermined', 'fixed'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_KIND_LABELS: Record<ContractKind | 'none', string> = {
  undetermined: 'Undetermined duration',
  fixed: 'Fixed duration',
  none: 'No contract recorded',
};

export { EMPLOYMENT_MESSAGES } from '../employment-messages.ts';

export const contractItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  start_date: z.string(),
  end_date: z.string().nullable(),
  note: z.string(),
  /** The version in force today (the newest start on or before today). */
  in_force: z.boolean(),
  created_by: z.string(),
  created_at: timestamp,
});
export type ContractItem = z.infer<typeof contractItem>;

export const contractsData = z.object({
  employee_id: z.number().int(),
  join_date: z.string(),
  /** Every version, newest start first. */
  contracts: z.array(contractItem),
});
export type ContractsData = z.infer<typeof contractsData>;

export const contractBody = z.strictObject({
  kind: z.enum(CONTRACT_KINDS, { error: 'Contract type must be undetermined or fixed.' }),
  start_date: dateField('start_date'),
  end_date: dateField('end_date').nullable().optional(),
  note: optionalText('note', 500).optional(),
});
export type ContractBody = z.infer<typeof contractBody>;

// --- ending an employment

export const END_REASONS = ['resignation', 'dismissal', 'serious_misconduct', 'end_of_contract', 'death'] as const;
export type EndReason = (typeof END_REASONS)[number];
export const END_REASON_LABELS: Record<EndReason, string> = {
  resignation: 'Resignation',
  dismissal: 'Dismissal by the employer',
  serious_misconduct: 'Dismissal for serious misconduct',
  end_of_contract: 'End of a fixed-duration contract',
  death: 'Death of the employee',
};

export const MAX_NOTICE_DAYS = 365;

export const endBody = z.strictObject({
  last_day: dateField('last_day'),
  reason: z.enum(END_REASONS, { error: `Reason must be one of: ${END_REASONS.join(', ')}.` }),
  /** Days of notice the employer gave before the last day (a dismissal); the shortfall is paid in lieu. */
  notice_given_days: z
    .number({ error: 'Notice given must be a number of days.' })
    .int('Notice given must be a whole number of days.')
    .min(0, 'Notice given cannot be negative.')
    .max(MAX_NOTICE_DAYS, `Notice given is at most ${MAX_NOTICE_DAYS} days.`)
    .default(0),
  exchange_rate: exchangeRate.optional(),
});
export type EndBody = z.infer<typeof endBody>;

/** The same as a query, for the preview the dialog shows before ending. */
export const settlementPreviewQuery = z.strictObject({
  last_day: dateField('last_day'),
  reason: z.enum(END_REASONS, { error: `Reason must be one of: ${END_REASONS.join(', ')}.` }),
  notice_given_days: z.coerce
    .number({ error: 'Notice given must be a number of days.' })
    .int('Notice given must be a whole number of days.')
    .min(0, 'Notice given cannot be negative.')
    .max(MAX_NOTICE_DAYS, `Notice given is at most ${MAX_NOTICE_DAYS} days.`)
    .default(0),
  exchange_rate: z.coerce
    .number({ error: 'exchange_rate must be a number of riel per US dollar.' })
    .int('exchange_rate must be a whole number of riel.')
    .min(1_000, 'exchange_rate must be at least 1,000 riel per US dollar.')
    .max(10_000, 'exchange_rate must be at most 10,000 riel per US dollar.')
    .optional(),
});

export const SETTLEMENT_CODES = ['salary', 'annual_leave', 'seniority', 'severance', 'notice'] as const;

/** One amount of a settlement: what it is, how it was computed and the rule (instrument, article) behind it. */
export const settlementItem = z.object({
  code: z.enum(SETTLEMENT_CODES),
  label: z.string(),
  amount_cents: z.number().int(),
  /** The part of it taxed as salary (the rest is exempt by its rule). */
  taxable_cents: z.number().int(),
  basis: z.string(),
  rule: z.string(),
});
export type SettlementItem = z.infer<typeof settlementItem>;

export const settlement = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  staff_id: z.string(),
  last_day: z.string(),
  reason: z.enum(END_REASONS),
  notice_given_days: z.number().int(),
  contract_kind: z.enum([...CONTRACT_KINDS, 'none']),
  exchange_rate: z.number().int(),
  items: z.array(settlementItem),
  /** The final payslip: the items as earnings, tax on salary and NSSF as a month's payslip computes them. */
  lines: z.array(payslipLine),
  employer_lines: z.array(payslipLine),
  gross_cents: z.number().int(),
  tax_cents: z.number().int(),
  employee_nssf_cents: z.number().int(),
  net_cents: z.number().int(),
  net_riel: z.number().int(),
  /** null in a preview; the moment it was recorded and by whom once ended. */
  created_at: timestamp.nullable(),
  created_by: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlement>;

export const employmentSchemas = {
  contracts: {
    summary: "An employee's contracts, newest first (the one in force today flagged)",
    tag: 'employee',
    params: idParams,
    response: envelope(contractsData),
  },
  addContract: {
    summary: "Record a version of an employee's contract from its start date (undetermined, or fixed with its end)",
    tag: 'employee',
    params: idParams,
    body: contractBody,
    response: envelope(contractsData),
  },
  preview: {
    summary: 'What ending an employment on a day for a reason would pay, computed without saving',
    tag: 'employee',
    params: idParams,
    query: settlementPreviewQuery,
    response: envelope(settlement),
  },
  end: {
    summary: 'End an employment: the final settlement is computed and frozen, and the employee leaves the active lists',
    tag: 'employee',
    params: idParams,
    body: endBody,
    response: envelope(settlement),
  },
  settlement: {
    summary: "A leaver's final settlement",
    tag: 'employee',
    params: idParams,
    response: envelope(settlement),
  },
  statement: {
    summary: "A leaver's settlement statement as an A4 PDF: each amount and the rule behind it",
    tag: 'employee',
    params: idParams,
    produces: PDF_TYPE,
  },
};
