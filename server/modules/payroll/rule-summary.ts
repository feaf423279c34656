// A statutory rule in words for the Rules tab, from its stored value (rates in basis points, amounts in riel).
import { formatWhole } from '../../../contract/money.ts';
import type { z } from 'zod';
import { payRuleSchemas, type RuleKey } from './pay-rules.ts';

const pct = (bp: number) => `${bp / 100}%`;

export function ruleSummary(key: string, value: unknown): string {
  // The value parsed by its key's schema (the cast only names which of the schemas' types it is).
  const of = <K extends RuleKey>(k: K) => payRuleSchemas[k].parse(value) as z.infer<(typeof payRuleSchemas)[K]>;
  switch (key as RuleKey) {
    case 'tax_brackets': {
      const { brackets } = of('tax_brackets');
      let lower = 0;
      const parts = brackets.map((b) => {
        const from = lower === 0 ? '0' : formatWhole(lower + 1);
        const text =
          b.up_to_riel == null
            ? `above ${formatWhole(lower)} at ${pct(b.rate_bp)}`
            : `${from}–${formatWhole(b.up_to_riel)} at ${pct(b.rate_bp)}`;
        lower = b.up_to_riel ?? lower;
        return text;
      });
      return `Monthly, in riel: ${parts.join('; ')}.`;
    }
    case 'dependant_relief':
      return `${formatWhole(of('dependant_relief').riel_per_dependant)} riel a month off the taxable salary per dependant (a non-working spouse, each child); residents only.`;
    case 'non_resident_tax':
      return `A flat ${pct(of('non_resident_tax').rate_bp)} of the taxable salary, no relief.`;
    case 'nssf_pension': {
      const p = of('nssf_pension');
      return `${pct(p.employee_bp)} employee + ${pct(p.employer_bp)} employer on the wage clamped to ${formatWhole(p.floor_riel)}–${formatWhole(p.cap_riel)} riel.`;
    }
    case 'nssf_health':
    case 'nssf_occupational_risk': {
      const h = of('nssf_health');
      return `${pct(h.employer_bp)}, employer only, on the wage clamped to ${formatWhole(h.floor_riel)}–${formatWhole(h.cap_riel)} riel.`;
    }
    case 'pension_deduction':
      return of('pension_deduction').deductible
        ? 'The employee’s NSSF pension comes off the salary before tax on salary.'
        : 'The employee’s NSSF pension is not taken off the salary before tax on salary.';
    case 'fringe_benefit_tax': {
      const f = of('fringe_benefit_tax');
      return `${pct(f.rate_bp)} of the value of benefits in kind, paid by the employer; an employer-paid pension up to ${pct(f.pension_exempt_bp)} of the salary is exempt.`;
    }
    case 'overtime': {
      const o = of('overtime');
      return `${o.normal_pct}% of the hourly rate; ${o.night_pct}% at night (${o.night_from}–${o.night_to}); ${o.rest_day_pct}% on rest days and holidays.`;
    }
    case 'hourly_rate': {
      const h = of('hourly_rate');
      return `The monthly base ÷ ${h.days} days ÷ ${h.hours} hours.`;
    }
    case 'unpaid_day':
      return `The monthly base ÷ ${of('unpaid_day').days} days.`;
    case 'payslip_languages':
      return of('payslip_languages').bilingual
        ? 'Payslips print each label in Khmer and English side by side.'
        : 'Payslips print in the reader’s language only.';
    default:
      return JSON.stringify(value);
  }
}
