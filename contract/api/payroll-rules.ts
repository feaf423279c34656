// The statutory rules as dated versions, a new version HR adds from a month (payroll update), the what-if of a
// month under a proposed version before it is saved, and an employee's tax residency and dependants: the schema
// map of their routes (routes/payroll-rules.ts).
//
// A version applies from the first day of its month until the next version of its rule. It is refused when it
// starts in the same month as another version of its rule (400), when a rate in it is 0 (400), and when a month
// it would apply to has an approved run (409: an approved month never changes). Its value is checked by its
// rule's schema on the server; the field of a refusal names the part of the value ("value.employee_bp").
import { z } from 'zod';
import { envelope, idParams } from './common.ts';
import { monthField, requiredText } from './fields.ts';
import {
  employeeTaxBody,
  employeeTaxResponse,
  PAYROLL_RULE_LABELS,
  payrollRuleItem,
  payrollRulesResponse,
} from './payroll.ts';

const ruleKey = z
  .string({ error: 'key is required.' })
  .refine((k) => Object.hasOwn(PAYROLL_RULE_LABELS, k), 'key must be one of the payroll rules.');
const ruleValue = z.record(z.string(), z.unknown(), { error: 'value must be an object.' });
const rate = (field: string) =>
  z
    .number({ error: `${field} must be a number of riel per US dollar.` })
    .int(`${field} must be a whole number of riel.`)
    .min(1_000, `${field} must be at least 1,000 riel per US dollar.`)
    .max(10_000, `${field} must be at most 10,000 riel per US dollar.`);

export const ruleVersionBody = z.strictObject({
  key: ruleKey,
  effective_from: monthField('effective_from'),
  /** The rule's data (rates in basis points, amounts in riel), as GET /payroll/rules shows a version's value. */
  value: ruleValue,
  /** The instrument that sets it: number, date, article. */
  source: requiredText('source', 500),
});
export type RuleVersionBody = z.infer<typeof ruleVersionBody>;
export const ruleVersionResponse = envelope(payrollRuleItem);

/** A month under a proposed version of one rule, against the rules as they stand; nothing is saved. The rates
 * default as the preview's do (the last run's; the NSSF rate to the tax rate). */
export const ruleWhatIfBody = z.strictObject({
  month: monthField(),
  key: ruleKey,
  value: ruleValue,
  exchange_rate: rate('exchange_rate').optional(),
  nssf_exchange_rate: rate('nssf_exchange_rate').optional(),
});
export type RuleWhatIfBody = z.infer<typeof ruleWhatIfBody>;

const slipFigures = z.object({
  gross_pay: z.number().int(),
  tax_cents: z.number().int(),
  employee_nssf_cents: z.number().int(),
  employer_cents: z.number().int(),
  net_pay: z.number().int(),
});
export type WhatIfFigures = z.infer<typeof slipFigures>;

export const whatIfRow = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  staff_id: z.string(),
  current: slipFigures,
  proposed: slipFigures,
  /** proposed − current. */
  net_change_cents: z.number().int(),
  employer_change_cents: z.number().int(),
});
export type WhatIfRow = z.infer<typeof whatIfRow>;

export const ruleWhatIfResponse = envelope(
  z.object({
    month: z.string(),
    key: z.string(),
    label: z.string(),
    /** The proposed version in words. */
    summary: z.string(),
    exchange_rate: z.number().int(),
    nssf_exchange_rate: z.number().int(),
    headcount: z.number().int(),
    /** How many employees' figures differ. */
    changed: z.number().int(),
    current: slipFigures,
    proposed: slipFigures,
    /** Every employee, in employee order. */
    rows: z.array(whatIfRow),
  }),
);
export type WhatIfData = z.infer<typeof ruleWhatIfResponse>['data'];

export const RULE_VERSION_MESSAGES = {
  added: 'Rule version added successfully!',
  sameMonth: (label: string, month: string) =>
    `${label} already has a version from ${month}: a rule's versions cannot start in the same month.`,
  approvedMonth: (month: string, approved: string) =>
    `Payroll for ${approved} is approved and a version from ${month} would change it: an approved month never ` +
    `changes. Start the version after ${approved}.`,
} as const;

/** The rules' and an employee's tax routes' schemas, keyed like their route table (routes/payroll-rules.ts). */
export const payrollRuleSchemas = {
  list: {
    summary: 'The statutory rules as dated versions, each with its source; past, in force or upcoming',
    tag: 'payroll',
    response: payrollRulesResponse,
  },
  addVersion: {
    summary: 'Add a version of a rule from a month, with its source (no month with an approved run may change)',
    tag: 'payroll',
    body: ruleVersionBody,
    response: ruleVersionResponse,
  },
  whatIf: {
    summary: 'A month computed under a proposed version of a rule, with every employee’s difference; nothing saved',
    tag: 'payroll',
    body: ruleWhatIfBody,
    response: ruleWhatIfResponse,
  },
  employeeTax: {
    summary: "An employee's tax residency and dependants (the tax relief)",
    tag: 'payroll',
    params: idParams,
    response: employeeTaxResponse,
  },
  updateEmployeeTax: {
    summary: "Set an employee's tax residency and dependants (used by the next payroll generated)",
    tag: 'payroll',
    params: idParams,
    body: employeeTaxBody,
    response: employeeTaxResponse,
  },
};
