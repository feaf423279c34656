// Payroll: pay lines (permission `deduction`), the monthly run with its
// preview, generation, regeneration of a draft and approval (permission `payroll`), payslips, the register export.
//
// Conventions of this file:
// - Money: integer cents (USD) in `*_cents`, whole riel in `*_riel`. The exchange rate is whole riel per US
//   dollar. Rounding is stated in server/modules/payroll/compute-payslip.ts: tax and NSSF computed in riel,
//   rounded to the riel, converted back at the run's rate and rounded to the cent.
// - A month is YYYY-MM and names the attendance period ending in it (contract/api/attendance.ts).
// - Percentages of pay lines are basis points of the base salary (250 = 2.5%).
// - `exchange_rate` may be left out of a generate body: the last run's rate is used (400 when there is none).
import { monthLabel } from '../dates.ts';
import { z } from 'zod';
import { envelope, idParams, listEnvelope, paginationQuery, timestamp } from './common.ts';
import { importResult } from './employee-import.ts';
import { CSV_TYPE, NDJSON_TYPE, XLSX_TYPE } from './media.ts';
import { resourceSchemas } from './resource.ts';
import { centsField, listQueryId, monthField, requiredText } from './fields.ts';

export const PAY_LINE_KINDS = ['earning', 'deduction'] as const;
/** A fringe benefit rather than cash: in kind (housing, a car, meals…) or a pension fund paid by the employer.
 * Not paid in cash; fringe benefit tax on its value falls on the employer. */
export const PAY_LINE_BENEFITS = ['in_kind', 'employer_pension'] as const;
export const PAYROLL_STATUSES = ['draft', 'approved'] as const;
export const CHANGE_REASONS = [
  'joined',
  'left',
  'unpaid_leave',
  'absence',
  'overtime',
  'salary_changed',
  'rate_changed',
  'pay_lines',
  'tax_or_nssf',
] as const;
export const PREVIEW_WARNINGS = [
  'no_salary',
  'no_bank_account',
  'negative_net',
  /** Absent on every working day of the month (no day present, late, on leave…). */
  'absent_all_month',
  /** Paid a pay line that rewards attendance (ATTENDANCE_PAY_LINE) in a month with an absence. */
  'attendance_pay_while_absent',
] as const;
/** Warnings about the whole month, with the preview's answer. */
export const MONTH_WARNINGS = ['no_punches'] as const;
/** A pay line whose name speaks of attendance ("Attendance bonus", "Perfect attendance allowance") is taken as
 * paid for coming to work: the preview warns when someone paid it was absent that month. */
export const ATTENDANCE_PAY_LINE = /\battendance\b/i;

const ref = z.object({ id: z.number().int(), name: z.string() });

// --- pay lines (deduction resource)

export const payLineItem = z.object({
  id: z.number().int(),
  /** null: everyone. */
  employee: ref.nullable(),
  kind: z.enum(PAY_LINE_KINDS),
  name: z.string(),
  amount_cents: z.number().int().nullable(),
  percent_bp: z.number().int().nullable(),
  taxable: z.boolean(),
  /** null: cash pay. */
  benefit: z.enum(PAY_LINE_BENEFITS).nullable(),
  from_month: z.string(),
  /** Equal to from_month for a one-off line; null: every month from from_month on. */
  to_month: z.string().nullable(),
  /** An adjustment: the approved run it corrects; null for an ordinary line. */
  adjusts: z.object({ payroll_id: z.number().int(), month: z.string() }).nullable(),
  created_at: timestamp,
});
export type PayLineItem = z.infer<typeof payLineItem>;

const payLineFields = {
  employee_id: z.number().int().positive().nullable().optional(),
  kind: z.enum(PAY_LINE_KINDS, { error: 'kind must be earning or deduction.' }),
  name: requiredText('name', 100),
  amount_cents: centsField('amount_cents').nullable().optional(),
  percent_bp: z
    .number({ error: 'percent_bp must be a number.' })
    .int('percent_bp must be a whole number of basis points.')
    .min(1, 'percent_bp must be at least 1.')
    .max(100_000, 'percent_bp is at most 100,000 (1000%).')
    .nullable()
    .optional(),
  taxable: z.boolean().default(false),
  benefit: z.enum(PAY_LINE_BENEFITS, { error: 'benefit must be in_kind or employer_pension.' }).nullable().optional(),
  from_month: monthField('from_month'),
  to_month: monthField('to_month').nullable().optional(),
};
const exactlyOneAmount = (b: { amount_cents?: number | null; percent_bp?: number | null }) =>
  (b.amount_cents == null) !== (b.percent_bp == null);
const monthsInOrder = (b: { from_month?: string; to_month?: string | null }) =>
  b.to_month == null || b.from_month == null || b.to_month >= b.from_month;

export const payLineBody = z
  .strictObject(payLineFields)
  .refine(exactlyOneAmount, { message: 'Give either amount_cents or percent_bp.', path: ['amount_cents'] })
  .refine(monthsInOrder, { message: 'to_month cannot be before from_month.', path: ['to_month'] })
  .refine((b) => b.benefit == null || b.kind === 'earning', {
    message: 'Only an earning can be a benefit in kind.',
    path: ['benefit'],
  });
export type PayLineBody = z.infer<typeof payLineBody>;

/** POST /payroll/{id}/adjustments: a correction to an approved run for one employee, paid with the next month
 * that has no approved run yet (a one-off pay line flagged with the run it corrects). */
export const adjustmentBody = z.strictObject({
  employee_id: z
    .number({ error: 'employee_id is required.' })
    .int('employee_id must be a whole number.')
    .positive('employee_id is required.'),
  kind: z.enum(PAY_LINE_KINDS, { error: 'kind must be earning or deduction.' }),
  name: requiredText('name', 70),
  amount_cents: centsField('amount_cents').refine((n) => n > 0, 'amount_cents must be more than 0.'),
  taxable: z.boolean().default(false),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;

export const payLineListQuery = paginationQuery.extend({
  employee_id: listQueryId('employee_id').optional(),
  month: monthField().optional(),
});
export const payLineResponse = envelope(payLineItem);
export const payLineListResponse = listEnvelope(payLineItem);

// --- payslip

/** Who and how much, as a payslip and a preview row both show it. */
const employeeFigures = {
  employee_id: z.number().int(),
  employee_name: z.string(),
  staff_id: z.string(),
  department: ref.nullable(),
  base_cents: z.number().int(),
  gross_pay: z.number().int(),
  tax_cents: z.number().int(),
  employee_nssf_cents: z.number().int(),
  employer_cents: z.number().int(),
  net_pay: z.number().int(),
};

export const payslipLine = z.object({
  code: z.string(),
  name: z.string(),
  /** benefit: a fringe benefit at its value, not paid in cash. */
  kind: z.enum(['earning', 'deduction', 'employer', 'benefit']),
  /** Signed: an unpaid day is a negative earning. */
  amount_cents: z.number().int(),
  pay_line_id: z.number().int().nullable(),
  amount_riel: z.number().int().nullable(),
});
export type PayslipLine = z.infer<typeof payslipLine>;

export const payslipItem = z.object({
  id: z.number().int(),
  payroll_id: z.number().int(),
  month: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  ...employeeFigures,
  position: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  /** The rate of tax on salary and fringe benefit tax. */
  exchange_rate: z.number().int(),
  /** The rate NSSF contributions were computed at. */
  nssf_exchange_rate: z.number().int(),
  taxable_cents: z.number().int(),
  tax_riel: z.number().int(),
  net_riel: z.number().int(),
  unpaid_days: z.number(),
  overtime_minutes: z.number().int(),
  lines: z.array(payslipLine),
  employer_lines: z.array(payslipLine),
  created_at: timestamp,
});
export type PayslipItem = z.infer<typeof payslipItem>;

export const payslipRow = z.object({
  id: z.number().int(),
  payroll_id: z.number().int(),
  month: z.string(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  staff_id: z.string(),
  department: ref.nullable(),
  gross_pay: z.number().int(),
  net_pay: z.number().int(),
});
export type PayslipRow = z.infer<typeof payslipRow>;

export const payslipListQuery = paginationQuery.extend({
  payroll_id: listQueryId('payroll_id').optional(),
  employee_id: listQueryId('employee_id').optional(),
  department_id: listQueryId('department_id').optional(),
});
export const payslipListResponse = listEnvelope(payslipRow);
export const payslipResponse = envelope(payslipItem);

// --- runs

/** A run's totals, as the run and the preview show them. */
const runTotals = {
  headcount: z.number().int(),
  gross_cents: z.number().int(),
  net_cents: z.number().int(),
  tax_cents: z.number().int(),
  employee_nssf_cents: z.number().int(),
  employer_cents: z.number().int(),
};

export const payrollRun = z.object({
  id: z.number().int(),
  month: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  exchange_rate: z.number().int(),
  nssf_exchange_rate: z.number().int(),
  ...runTotals,
  /** Gross plus the employer's contributions. */
  employer_cost_cents: z.number().int(),
  generated_by: z.string(),
  generated_at: timestamp,
  approved_by: z.string().nullable(),
  approved_at: timestamp.nullable(),
});
export type PayrollRun = z.infer<typeof payrollRun>;

export const payrollListQuery = paginationQuery;
export const payrollListResponse = listEnvelope(payrollRun);
export const payrollResponse = envelope(payrollRun);

export const exchangeRate = z
  .number({ error: 'exchange_rate must be a number of riel per US dollar.' })
  .int('exchange_rate must be a whole number of riel.')
  .min(1_000, 'exchange_rate must be at least 1,000 riel per US dollar.')
  .max(10_000, 'exchange_rate must be at most 10,000 riel per US dollar.');

/** The NSSF rate: the rate NSSF notifies for the month; the tax rate when left out. */
const nssfExchangeRate = z
  .number({ error: 'nssf_exchange_rate must be a number of riel per US dollar.' })
  .int('nssf_exchange_rate must be a whole number of riel.')
  .min(1_000, 'nssf_exchange_rate must be at least 1,000 riel per US dollar.')
  .max(10_000, 'nssf_exchange_rate must be at most 10,000 riel per US dollar.');

export const generateBody = z.strictObject({
  month: monthField(),
  exchange_rate: exchangeRate.optional(),
  nssf_exchange_rate: nssfExchangeRate.optional(),
});
/** POST /payroll/generate with `Accept: application/x-ndjson`: the refusals (400/409) are answered as usual
 * before anything is streamed; then 200 and one JSON line per progress step (the month computed, payslips
 * written), and a last `result` line with the status and body a plain call would have answered (201, or 409
 * when the transaction failed and rolled back). */
export const generateLine = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.enum(['computing', 'writing']),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ type: z.literal('result'), status: z.number().int(), body: z.looseObject({ message: z.string() }) }),
]);
export type GenerateLine = z.infer<typeof generateLine>;
export type GenerateBody = z.infer<typeof generateBody>;
export const regenerateBody = z.strictObject({
  exchange_rate: exchangeRate.optional(),
  nssf_exchange_rate: nssfExchangeRate.optional(),
});
export const previewQuery = z.strictObject({
  month: monthField(),
  exchange_rate: z.coerce.number().pipe(exchangeRate).optional(),
  nssf_exchange_rate: z.coerce.number().pipe(nssfExchangeRate).optional(),
});

/** One employee in the preview: the figures and the change from last month's payslip. */
export const previewRow = z.object({
  ...employeeFigures,
  /** Last month's net pay, null when there was no payslip. */
  previous_net_pay: z.number().int().nullable(),
  change_cents: z.number().int(),
  reasons: z.array(z.enum(CHANGE_REASONS)),
  warnings: z.array(z.enum(PREVIEW_WARNINGS)),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const previewResponse = envelope(
  z.object({
    month: z.string(),
    exchange_rate: z.number().int(),
    nssf_exchange_rate: z.number().int(),
    previous_month: z.string().nullable(),
    ...runTotals,
    rows: z.array(previewRow),
    /** What HR would otherwise miss about the whole month (no punch recorded at all), in words. */
    month_warnings: z.array(z.object({ code: z.enum(MONTH_WARNINGS), message: z.string() })),
    /** Employees paid last month who are not in this month (left). */
    left: z.array(
      z.object({ employee_id: z.number().int(), employee_name: z.string(), previous_net_pay: z.number().int() }),
    ),
  }),
);
export type PreviewData = z.infer<typeof previewResponse>['data'];

export const PAYROLL_MESSAGES = {
  generated: 'Payroll generated successfully!',
  regenerated: 'Payroll regenerated successfully!',
  approved: 'Payroll approved successfully!',
  alreadyGenerated: (month: string) => `Payroll for ${month} has already been generated.`,
  futureMonth: (month: string) => `${month} has not ended yet: payroll can only be generated for a past month.`,
  notClosed: (month: string) => `Attendance for ${month} is not closed: close it before generating payroll.`,
  inputsKeptChanging: (month: string) =>
    `Payroll data for ${month} kept changing while the run was being computed: nothing was written. Try again.`,
  regenerating: (month: string) =>
    `Payroll for ${month} is being regenerated: try again once the regeneration has finished.`,
  noRate: 'exchange_rate is required: there is no earlier run to take it from.',
  noPunches: (month: string) =>
    `No punch was recorded in ${monthLabel(month)}: everyone counts as absent on every working day. ` +
    'Import the month’s punches (and reopen the month to do so) before generating.',
  negativeNet: (name: string, net: string) => `${name}'s net pay would be negative (${net}): adjust their pay lines.`,
  locked: 'This payroll run is approved and locked: corrections go into next month as a pay line.',
  attendanceLocked: (month: string) =>
    `Payroll for ${month} is approved: its attendance stays closed. Corrections go into next month as an adjustment.`,
  payLineUsed: 'This pay line was used by an approved payroll run and cannot be changed or deleted.',
  adjustmentAdded: (month: string) => `Adjustment added to the payroll of ${month} successfully!`,
  adjustDraft: 'This payroll run is still a draft: change its pay lines and regenerate it instead.',
  noPayslipInRun: 'employee_id has no payslip in this payroll run.',
  notClosedToApprove: (month: string) =>
    `Attendance for ${month} was reopened: close it and regenerate the run before approving.`,
  runNotFound: 'Payroll run not found',
  payslipNotFound: 'Payslip not found',
  payLineNotFound: 'Pay line not found',
} as const;

// --- statutory rules (GET /payroll/rules, read-only)

/** What each rule key is called on the Rules tab. */
export const PAYROLL_RULE_LABELS: Record<string, string> = {
  tax_brackets: 'Tax on salary (residents)',
  dependant_relief: 'Relief per dependant',
  non_resident_tax: 'Tax on salary (non-residents)',
  nssf_pension: 'NSSF pension',
  nssf_health: 'NSSF health care',
  nssf_occupational_risk: 'NSSF occupational risk',
  overtime: 'Overtime rates',
  hourly_rate: 'Hourly rate',
  unpaid_day: 'Unpaid day',
  pension_deduction: 'Pension deducted before tax',
  fringe_benefit_tax: 'Fringe benefit tax',
  payslip_languages: 'Payslips in Khmer and English',
};

/** Where a version stands against the current month. */
export const RULE_VERSION_STATUSES = ['past', 'in_force', 'upcoming'] as const;

export const payrollRuleItem = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  /** YYYY-MM: the first month the row applies to. */
  effective_from: z.string(),
  /** True for the row the current month uses for its key. */
  in_force: z.boolean(),
  /** past: replaced by a later version; upcoming: from a month after the current one. */
  status: z.enum(RULE_VERSION_STATUSES),
  /** The rule in words, e.g. "2% employee + 2% employer on the wage clamped to 400,000–1,200,000 riel". */
  summary: z.string(),
  /** The rule's data as stored (rates in basis points, amounts in riel). */
  value: z.record(z.string(), z.unknown()),
  source: z.string(),
  /** Who added the version; null for a version that came with the product. */
  created_by: z.string().nullable(),
  created_at: timestamp.nullable(),
});
export type PayrollRuleItem = z.infer<typeof payrollRuleItem>;
/** Every row, by key then newest effective_from first. */
export const payrollRulesResponse = envelope(z.array(payrollRuleItem));

// --- an employee's tax residency and dependants (GET/PUT /employee/{id}/tax; permission payroll read/update)

export const MAX_CHILDREN = 20;

export const employeeTaxItem = z.object({
  employee_id: z.number().int(),
  resident: z.boolean(),
  /** A non-working spouse: one dependant. */
  spouse_dependant: z.boolean(),
  children: z.number().int(),
  /** spouse_dependant + children: the relief counts this many (residents only). */
  dependants: z.number().int(),
  /** null while the employee has the defaults (resident, no dependants) and was never edited. */
  updated_at: timestamp.nullable(),
});
export type EmployeeTaxItem = z.infer<typeof employeeTaxItem>;
export const employeeTaxResponse = envelope(employeeTaxItem);

export const employeeTaxBody = z.strictObject({
  resident: z.boolean({ error: 'resident must be true or false.' }),
  spouse_dependant: z.boolean({ error: 'spouse_dependant must be true or false.' }),
  children: z
    .number({ error: 'children must be a number.' })
    .int('children must be a whole number.')
    .min(0, 'children cannot be negative.')
    .max(MAX_CHILDREN, `children is at most ${MAX_CHILDREN}.`),
});
export type EmployeeTaxBody = z.infer<typeof employeeTaxBody>;

export const EMPLOYEE_TAX_MESSAGES = {
  updated: 'Tax details updated successfully!',
  employeeNotFound: 'Employee not found',
} as const;

// --- a run's statutory totals (GET /payroll/{id}/statutory) and files

export const STATUTORY_CODES = [
  'nssf_pension',
  'nssf_pension_employer',
  'nssf_health',
  'nssf_occupational_risk',
  'tax',
  'fbt',
] as const;

export const statutoryItem = z.object({
  code: z.enum(STATUTORY_CODES),
  name: z.string(),
  paid_by: z.enum(['employee', 'employer']),
  /** The sum of every payslip's amount in riel (each computed and rounded in riel). */
  riel: z.number().int(),
  /** The sum of every payslip's amount in cents (each converted back at the run's rate). */
  cents: z.number().int(),
});
export type StatutoryItem = z.infer<typeof statutoryItem>;

export const statutoryResponse = envelope(
  z.object({
    payroll_id: z.number().int(),
    month: z.string(),
    status: z.enum(PAYROLL_STATUSES),
    /** Tax on salary and fringe benefit tax are in riel at this rate, NSSF at nssf_exchange_rate. */
    exchange_rate: z.number().int(),
    nssf_exchange_rate: z.number().int(),
    headcount: z.number().int(),
    items: z.array(statutoryItem),
    /** NSSF, employee and employer shares together (what is paid to the NSSF). */
    nssf_riel: z.number().int(),
    nssf_cents: z.number().int(),
    /** Tax on salary withheld (paid to the GDT). */
    tax_riel: z.number().int(),
    tax_cents: z.number().int(),
    /** Fringe benefit tax, the employer's (paid to the GDT with the tax on salary). */
    fbt_riel: z.number().int(),
    fbt_cents: z.number().int(),
  }),
);
export type StatutoryData = z.infer<typeof statutoryResponse>['data'];

/** The bank transfer file's columns (bank-transfer.csv): a row per payslip with a bank account and a net above 0. */
export const BANK_FILE_COLUMNS = ['account', 'name', 'amount'] as const;
export const PDF_TYPE = 'application/pdf';
export const ZIP_TYPE = 'application/zip';

// --- a month's pay lines from a file (POST /deduction/import?month=YYYY-MM)
//
// The file itself is the body (.csv or .xlsx, at most 5 MB and 5,000 rows), as the employee import takes it
// (contract/api/employee-import.ts): every row becomes a one-off pay line of that month, all in one transaction,
// or none. Any refused row refuses the file: 400 with the row-by-row `report` (importRefusal), the rows also
// named in `validators` ("row 3 amount"). Accept: application/x-ndjson streams progress lines (importLine).
// The month must not have an approved run (409): its pay lines are locked.

export const PAY_LINE_IMPORT_COLUMNS = [
  { name: 'staff_id', required: true, hint: "the employee's staff id" },
  { name: 'kind', required: true, hint: 'earning or deduction' },
  { name: 'name', required: true, hint: 'text, at most 100 characters' },
  { name: 'amount', required: false, hint: 'US dollars, e.g. 25.50 (or give percent)' },
  { name: 'percent', required: false, hint: 'of the base salary, e.g. 2.5 (or give amount)' },
  { name: 'taxable', required: false, hint: 'yes or no (default no)' },
  {
    name: 'benefit',
    required: false,
    hint: 'empty for cash, or in kind, or employer pension (an earning only; not taxable as salary)',
  },
] as const;

export const payLineImportQuery = z.strictObject({ month: monthField() });

export const PAY_LINE_IMPORT_MESSAGES = {
  empty: 'The file has no pay line rows.',
  missingColumn: (name: string) => `column ${name} is required.`,
  amountOrPercent: 'the file needs an amount or a percent column.',
  amountOrPercentCell: 'give an amount or a percent.',
  notBoth: 'give an amount or a percent, not both.',
  unknownColumn: (name: string) =>
    `column ${name} is not one of ${PAY_LINE_IMPORT_COLUMNS.map((c) => c.name).join(', ')}.`,
  formula: (field: string) => `${field} must be a value, not a formula.`,
  unknownStaffId: (id: string) => `No employee has the staff id ${id}.`,
  badAmount: 'amount must be US dollars with at most two decimals, e.g. 25.50.',
  badPercent: 'percent must be a number with at most two decimals, e.g. 2.5.',
  badTaxable: 'taxable must be yes or no.',
  badBenefit: 'benefit must be in kind, employer pension or empty (cash).',
  benefitTaxable:
    'a benefit is not taxed as salary (fringe benefit tax falls on the employer): leave taxable empty or no.',
  monthLocked: (month: string) =>
    `Payroll for ${month} is approved: its pay lines are locked. Corrections go into next month as an adjustment.`,
  imported: (n: number, month: string) =>
    `${n} ${n === 1 ? 'pay line' : 'pay lines'} imported into ${month} successfully!`,
} as const;

/** Pay lines' five routes' schemas and their import from a file (routes/payroll.ts). */
export const payLineSchemas = {
  ...resourceSchemas({
    noun: 'pay line',
    summaries: {
      list: 'List pay lines (earnings and deductions)',
      create: 'Add a pay line',
      update: 'Edit a pay line (not one an approved run used)',
      remove: 'Delete a pay line (not one an approved run used)',
    },
    listQuery: payLineListQuery,
    body: payLineBody,
    listResponse: payLineListResponse,
    itemResponse: payLineResponse,
  }),
  import: {
    summary:
      "Import a month's pay lines from the request body (a .csv or .xlsx file: staff_id, kind, name, amount or " +
      'percent, taxable, benefit; at most 5 MB and 5,000 rows): all rows or none; 400 with a row-by-row report; ' +
      'Accept: application/x-ndjson streams progress lines',
    query: payLineImportQuery,
    response: importResult,
    streams: NDJSON_TYPE,
  },
};

/** The payroll runs' and payslips' routes' schemas, keyed like their route table (routes/payroll.ts). */
export const payrollSchemas = {
  list: { summary: 'Payroll runs, newest month first', query: payrollListQuery, response: payrollListResponse },
  preview: {
    summary: "A month's register computed without saving, with each employee's change from last month",
    query: previewQuery,
    response: previewResponse,
  },
  generate: {
    summary: "Generate a closed month's payroll run and every payslip, seen whole or not at all (once per month)",
    body: generateBody,
    response: payrollResponse,
    streams: NDJSON_TYPE,
  },
  get: { summary: 'One payroll run', params: idParams, response: payrollResponse },
  regenerate: {
    summary: "Compute a draft run's payslips again, replacing them whole: readers see the old ones until then",
    params: idParams,
    body: regenerateBody,
    response: payrollResponse,
  },
  approve: {
    summary: 'Approve a draft run: it is locked from then on',
    params: idParams,
    response: payrollResponse,
  },
  adjustments: {
    summary:
      'Correct an approved run: a one-off pay line for the employee into the next month without an approved run ' +
      '(the run and its payslips never change)',
    params: idParams,
    body: adjustmentBody,
    response: payLineResponse,
  },
  export: { summary: "A run's salary register (payroll-<month>.xlsx)", params: idParams, produces: XLSX_TYPE },
  bankTransfer: {
    summary: "A run's bank transfer file (.csv: account, name, amount in US dollars), formula-safe",
    params: idParams,
    produces: CSV_TYPE,
  },
  statutory: {
    summary: "A run's NSSF (employee and employer) and tax on salary totals, in riel and in cents",
    params: idParams,
    response: statutoryResponse,
  },
  payslipsZip: {
    summary: 'Every payslip of a run as an A4 PDF, in one zip (streamed as they are drawn)',
    params: idParams,
    produces: ZIP_TYPE,
  },
  payslips: {
    summary: 'Payslips: every one with payroll read, else the signed-in employee’s own approved ones',
    query: payslipListQuery,
    response: payslipListResponse,
  },
  payslip: {
    summary: 'One payslip (404 for anyone else’s without payroll read)',
    params: idParams,
    response: payslipResponse,
  },
  payslipPdf: {
    summary: 'One payslip as an A4 PDF (404 for anyone else’s without payroll read)',
    params: idParams,
    produces: PDF_TYPE,
  },
};
