// The statutory rules as stored (payroll_rule.value, JSON): one schema per key, so a stored value is parsed, never
// cast. Rates are basis points (500 = 5%), amounts riel. A key is a kind of rule: another module adds its kinds
// here with their schemas, and the store (key, month from, value, source) holds them as it holds these.
import { z } from 'zod';

const count = z.number().int().nonnegative();
/** A rate that cannot be 0 (a contribution or tax of 0% is no rule: end it with its source instead). */
const rate = z.number().int().min(1, 'A rate of 0 is not a rule.').max(10_000);
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const wageRange = { floor_riel: count, cap_riel: count };

export const taxBracket = z.object({
  /** The upper edge in riel (inclusive); null for the last bracket. */
  up_to_riel: count.nullable(),
  rate_bp: count.max(10_000),
});
export type TaxBracket = z.infer<typeof taxBracket>;

const ascending = (b: { brackets: TaxBracket[] }) =>
  b.brackets.every((x, i) => (i === b.brackets.length - 1 ? x.up_to_riel === null : x.up_to_riel !== null)) &&
  b.brackets.every((x, i) => i === 0 || (x.up_to_riel ?? Infinity) > (b.brackets[i - 1].up_to_riel ?? Infinity));

export const payRuleSchemas = {
  tax_brackets: z
    .object({ brackets: z.array(taxBracket).min(1) })
    .refine(ascending, 'Brackets rise, the last one open (up_to_riel null).'),
  dependant_relief: z.object({ riel_per_dependant: count }),
  non_resident_tax: z.object({ rate_bp: rate }),
  nssf_pension: z.object({ employee_bp: rate, employer_bp: rate, ...wageRange }),
  nssf_health: z.object({ employer_bp: rate, ...wageRange }),
  nssf_occupational_risk: z.object({ employer_bp: rate, ...wageRange }),
  /** Whether the employee's pension contribution comes off the salary before tax on salary. */
  pension_deduction: z.object({ deductible: z.boolean() }),
  /** On the value of benefits in kind, paid by the employer; an employer-paid pension up to pension_exempt_bp of
   * the salary is exempt. */
  fringe_benefit_tax: z.object({ rate_bp: rate, pension_exempt_bp: count.max(10_000) }),
  overtime: z.object({
    normal_pct: count,
    night_pct: count,
    rest_day_pct: count,
    night_from: hhmm,
    night_to: hhmm,
  }),
  hourly_rate: z.object({ days: z.number().positive(), hours: z.number().positive() }),
  unpaid_day: z.object({ days: z.number().positive() }),
  /** Not a statutory rule but how the month's payslips print: with each label in Khmer and English side by side
   * (payslip-settings.ts). Versioned by month as the rules are, so a payslip prints as it did when approved. */
  payslip_languages: z.object({ bilingual: z.boolean() }),
};

/** Rules a month may lack: before the law brought them in (the pension before October 2022), none applies; a
 * month without payslip_languages prints its payslips in the reader's language only. */
export const OPTIONAL_RULES = ['nssf_pension', 'pension_deduction', 'fringe_benefit_tax', 'payslip_languages'] as const;

export const payRules = z.object({
  ...payRuleSchemas,
  nssf_pension: payRuleSchemas.nssf_pension.optional(),
  pension_deduction: payRuleSchemas.pension_deduction.optional(),
  fringe_benefit_tax: payRuleSchemas.fringe_benefit_tax.optional(),
  payslip_languages: payRuleSchemas.payslip_languages.optional(),
});
export type PayRules = z.infer<typeof payRules>;
export type RuleKey = keyof typeof payRuleSchemas;
export const RULE_KEYS = Object.keys(payRuleSchemas) as RuleKey[];
export const isRuleKey = (key: string): key is RuleKey => Object.hasOwn(payRuleSchemas, key);
