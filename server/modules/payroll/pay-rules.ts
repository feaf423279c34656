// The statutory rules as stored (payroll_rule.value, JSON): one schema per key, so a stored value is parsed, never
// cast. Rates are basis points (500 = 5%), amounts riel.
import { z } from 'zod';

const count = z.number().int().nonnegative();
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const taxBracket = z.object({
  /** The upper edge in riel (inclusive); null for the last bracket. */
  up_to_riel: count.nullable(),
  rate_bp: count,
});
export type TaxBracket = z.infer<typeof taxBracket>;

export const payRuleSchemas = {
  tax_brackets: z.object({ brackets: z.array(taxBracket).min(1) }),
  dependant_relief: z.object({ riel_per_dependant: count }),
  non_resident_tax: z.object({ rate_bp: count }),
  nssf_pension: z.object({ employee_bp: count, employer_bp: count, floor_riel: count, cap_riel: count }),
  nssf_health: z.object({ employer_bp: count, cap_riel: count }),
  nssf_occupational_risk: z.object({ employer_bp: count, cap_riel: count }),
  overtime: z.object({
    normal_pct: count,
    night_pct: count,
    rest_day_pct: count,
    night_from: hhmm,
    night_to: hhmm,
  }),
  hourly_rate: z.object({ days: z.number().positive(), hours: z.number().positive() }),
  unpaid_day: z.object({ days: z.number().positive() }),
};

export const payRules = z.object(payRuleSchemas);
export type PayRules = z.infer<typeof payRules>;
export type RuleKey = keyof PayRules;
export const RULE_KEYS = Object.keys(payRuleSchemas) as RuleKey[];
