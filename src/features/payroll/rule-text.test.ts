import { describe, expect, it } from 'vitest';
import { SEED_RULES } from '../../../server/db/migrations/011-payroll.ts';
import { ruleName, ruleText } from './rule-text.ts';

const seeded = (key: string) => SEED_RULES.find((r) => r.key === key)!.value;

describe('rules in words', () => {
  it('says the seeded tax brackets, relief and NSSF as the law states them', () => {
    expect(ruleText('tax_brackets', seeded('tax_brackets'))).toBe(
      '0 to 1,500,000 riel: 0%; 1,500,000 to 2,000,000 riel: 5%; 2,000,000 to 8,500,000 riel: 10%; 8,500,000 to 12,500,000 riel: 15%; above 12,500,000 riel: 20%',
    );
    expect(ruleText('dependant_relief', seeded('dependant_relief'))).toBe('150,000 riel a month');
    expect(ruleText('non_resident_tax', seeded('non_resident_tax'))).toBe('20% flat');
    expect(ruleText('nssf_pension', seeded('nssf_pension'))).toBe(
      '2% employee + 2% employer, on the wage clamped to 400,000 to 1,200,000 riel',
    );
    expect(ruleText('nssf_health', seeded('nssf_health'))).toBe('2.6% employer only, on the wage up to 1,200,000 riel');
    expect(ruleText('nssf_occupational_risk', seeded('nssf_occupational_risk'))).toBe(
      '0.8% employer only, on the wage up to 1,200,000 riel',
    );
    expect(ruleText('hourly_rate', seeded('hourly_rate'))).toBe('monthly base ÷ 26 days ÷ 8 hours');
    expect(ruleText('unpaid_day', seeded('unpaid_day'))).toBe('monthly base ÷ 26 days');
  });

  it('names every seeded rule, and shows an unknown one as its JSON', () => {
    for (const r of SEED_RULES) expect(ruleName(r.key), r.key).not.toBe(r.key);
    expect(ruleName('new_levy')).toBe('new_levy');
    expect(ruleText('new_levy', { rate_bp: 10 })).toBe('{"rate_bp":10}');
  });
});
