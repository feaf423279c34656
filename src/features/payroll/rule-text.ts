// A statutory rule in words, from the JSON the computation reads (server/modules/payroll/compute-payslip.ts
// PayRules). A rule this page does not know yet is shown as its JSON, never hidden.
import { formatRiel } from './money.ts';

type Json = Record<string, unknown>;
const n = (v: unknown) => (typeof v === 'number' ? v : NaN);
const pct = (bp: unknown) => `${new Intl.NumberFormat('en-US').format(n(bp) / 100)}%`;
const riel = (v: unknown) => formatRiel(n(v));

const RULES: Record<string, { name: string; text: (v: Json) => string }> = {
  tax_brackets: {
    name: 'Tax on salary, residents (monthly)',
    text: (v) => {
      const brackets = (v.brackets as Array<{ up_to_riel: number | null; rate_bp: number }>) ?? [];
      let from = 0;
      return brackets
        .map((b) => {
          const part =
            b.up_to_riel === null
              ? `above ${riel(from)}: ${pct(b.rate_bp)}`
              : `${new Intl.NumberFormat('en-US').format(from)} to ${riel(b.up_to_riel)}: ${pct(b.rate_bp)}`;
          from = b.up_to_riel ?? from;
          return part;
        })
        .join('; ');
    },
  },
  dependant_relief: { name: 'Relief per dependant', text: (v) => `${riel(v.riel_per_dependant)} a month` },
  non_resident_tax: { name: 'Tax on salary, non-residents', text: (v) => `${pct(v.rate_bp)} flat` },
  nssf_pension: {
    name: 'NSSF pension',
    text: (v) =>
      `${pct(v.employee_bp)} employee + ${pct(v.employer_bp)} employer, on the wage clamped to ${new Intl.NumberFormat('en-US').format(n(v.floor_riel))} to ${riel(v.cap_riel)}`,
  },
  nssf_health: {
    name: 'NSSF health care',
    text: (v) => `${pct(v.employer_bp)} employer only, on the wage up to ${riel(v.cap_riel)}`,
  },
  nssf_occupational_risk: {
    name: 'NSSF occupational risk',
    text: (v) => `${pct(v.employer_bp)} employer only, on the wage up to ${riel(v.cap_riel)}`,
  },
  overtime: {
    name: 'Overtime',
    text: (v) =>
      `${v.normal_pct}% of the hourly rate; ${v.night_pct}% at night (${v.night_from} to ${v.night_to}); ${v.rest_day_pct}% on rest days and holidays`,
  },
  hourly_rate: { name: 'Hourly rate', text: (v) => `monthly base ÷ ${v.days} days ÷ ${v.hours} hours` },
  unpaid_day: { name: 'Unpaid day', text: (v) => `monthly base ÷ ${v.days} days` },
};

export function ruleName(key: string): string {
  return RULES[key]?.name ?? key;
}

export function ruleText(key: string, value: unknown): string {
  const rule = RULES[key];
  if (!rule || typeof value !== 'object' || value === null) return JSON.stringify(value);
  return rule.text(value as Json);
}
