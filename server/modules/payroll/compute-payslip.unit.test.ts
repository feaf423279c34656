// Hand-computed payslips: every tax bracket edge, the NSSF floor and cap, dependants, a non-resident, overtime
// and unpaid days, the rounding rule of compute-payslip.ts, the rules of 2022, 2026 and October 2027, fringe
// benefit tax and a run's two rates. Amounts in the comments are worked by hand.
import { describe, expect, it } from 'vitest';
import { LAW_RULES } from '../../db/migrations/028-payroll-rules-by-law.ts';
import { payRules, type PayRules } from './pay-rules.ts';
import {
  computePayslip,
  type PayslipInput,
  progressiveTaxRiel,
  roundDiv,
  splitNightMinutes,
  taxRiel,
} from './compute-payslip.ts';

/** The rules in force in a month, as the seeded versions date them. */
const rulesOf = (month: string): PayRules =>
  payRules.parse(
    Object.fromEntries(
      LAW_RULES.filter((r) => r.effective_from <= month)
        .sort((a, b) => a.effective_from.localeCompare(b.effective_from))
        .map((r) => [r.key, r.value]),
    ),
  );
/** 2026's rules with the pension not deducted before tax: the brackets and NSSF on their own. */
const rules: PayRules = { ...rulesOf('2026-05'), pension_deduction: { deductible: false } };
const brackets = rules.tax_brackets.brackets;

const input = (over: Partial<PayslipInput>): PayslipInput => ({
  base_cents: 0,
  resident: true,
  dependants: 0,
  pay_lines: [],
  unpaid_leave_half_days: 0,
  absence_half_days: 0,
  overtime: { normal_minutes: 0, night_minutes: 0, rest_day_minutes: 0 },
  exchange_rate: 4000,
  rules,
  ...over,
});
const amount = (p: ReturnType<typeof computePayslip>, code: string) =>
  [...p.lines, ...p.employer_lines].find((l) => l.code === code)?.amount_cents;

describe('roundDiv', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 4, 2],
    [-5, 2, -3],
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
  ])('%i / %i = %i', (a, b, q) => expect(roundDiv(a, b)).toBe(q));
});

describe('resident tax on salary in riel, at every bracket edge', () => {
  it.each([
    [0, 0],
    [1_500_000, 0], // top of 0%
    [1_500_001, 0], // 1 × 5% = 0.05 → 0
    [1_500_010, 1], // 10 × 5% = 0.5 → 1 (half up)
    [2_000_000, 25_000], // 500,000 × 5%
    [2_000_001, 25_000], // + 0.1
    [2_000_005, 25_001], // + 0.5 → 1
    [8_500_000, 675_000], // 25,000 + 6,500,000 × 10%
    [8_500_010, 675_002], // + 10 × 15% = 1.5 → 2
    [12_500_000, 1_275_000], // 675,000 + 4,000,000 × 15%
    [12_500_001, 1_275_000], // + 0.2
    [12_500_003, 1_275_001], // + 0.6 → 1
    [14_000_000, 1_575_000], // 1,275,000 + 1,500,000 × 20%
  ])('%i riel → %i riel', (taxable, tax) => expect(progressiveTaxRiel(taxable, brackets)).toBe(tax));

  it('takes 150,000 riel per dependant off before the brackets', () => {
    // 2,000,000 − 3 × 150,000 = 1,550,000 → 50,000 × 5% = 2,500
    expect(taxRiel(2_000_000, true, 3, rules)).toBe(2_500);
    // relief larger than the salary: no tax, never negative
    expect(taxRiel(1_000_000, true, 10, rules)).toBe(0);
  });

  it('taxes a non-resident at a flat 20% without relief', () => {
    expect(taxRiel(2_000_000, false, 3, rules)).toBe(400_000);
    expect(taxRiel(1_000_000, false, 0, rules)).toBe(200_000);
    expect(taxRiel(7, false, 0, rules)).toBe(1); // 1.4 → 1
  });
});

describe('computePayslip', () => {
  it('a salary at the top of the 0% bracket: no tax, NSSF on the capped wage ($375 at 4,000 = 1,500,000 riel)', () => {
    const p = computePayslip(input({ base_cents: 37_500 }));
    expect(p.tax_riel).toBe(0);
    expect(p.tax_cents).toBe(0);
    // pension 1,200,000 × 2% = 24,000 riel = $6.00 each side
    expect(p.employee_nssf_cents).toBe(600);
    expect(amount(p, 'nssf_pension_employer')).toBe(600);
    // health 1,200,000 × 2.6% = 31,200 riel = $7.80; risk × 0.8% = 9,600 = $2.40
    expect(amount(p, 'nssf_health')).toBe(780);
    expect(amount(p, 'nssf_occupational_risk')).toBe(240);
    expect(p.employer_cents).toBe(1_620);
    expect(p.net_cents).toBe(37_500 - 600);
    expect(p.net_riel).toBe(1_476_000);
  });

  it('$500 at 4,000: 25,000 riel of tax = $6.25', () => {
    const p = computePayslip(input({ base_cents: 50_000 }));
    expect(p.taxable_riel).toBe(2_000_000);
    expect(p.tax_riel).toBe(25_000);
    expect(p.tax_cents).toBe(625);
    expect(p.net_cents).toBe(50_000 - 625 - 600);
  });

  it('one cent over the 0% edge: 40 riel × 5% = 2 riel of tax, 0.05 cents → 0 cents', () => {
    const p = computePayslip(input({ base_cents: 37_501 }));
    expect(p.taxable_riel).toBe(1_500_040);
    expect(p.tax_riel).toBe(2);
    expect(p.tax_cents).toBe(0);
  });

  it.each([
    [212_500, 675_000, 16_875], // 8,500,000 riel
    [312_500, 1_275_000, 31_875], // 12,500,000 riel
    [350_000, 1_575_000, 39_375], // 14,000,000 riel
  ])('base %i cents → tax %i riel = %i cents', (base, riel, cents) => {
    const p = computePayslip(input({ base_cents: base }));
    expect(p.tax_riel).toBe(riel);
    expect(p.tax_cents).toBe(cents);
  });

  it('converts the tax back at the run rate, rounded to the cent ($1,000 at 4,100)', () => {
    // 4,100,000 riel: 25,000 + 2,100,000 × 10% = 235,000 riel; × 100 / 4,100 = 5,731.7 → 5,732 cents
    const p = computePayslip(input({ base_cents: 100_000, exchange_rate: 4_100 }));
    expect(p.tax_riel).toBe(235_000);
    expect(p.tax_cents).toBe(5_732);
    // pension 24,000 riel / 4,100 = 585.37 → 585 cents
    expect(p.employee_nssf_cents).toBe(585);
    expect(p.net_cents).toBe(100_000 - 5_732 - 585);
    // 93,683 × 41 = 3,841,003 riel
    expect(p.net_riel).toBe(3_841_003);
  });

  it('dependants: $500 with a spouse and two children → 2,500 riel = 62.5 cents → 63 (half up)', () => {
    const p = computePayslip(input({ base_cents: 50_000, dependants: 3 }));
    expect(p.tax_riel).toBe(2_500);
    expect(p.tax_cents).toBe(63);
  });

  it('a non-resident pays 20% of the whole salary, dependants ignored', () => {
    const p = computePayslip(input({ base_cents: 50_000, resident: false, dependants: 2 }));
    expect(p.tax_riel).toBe(400_000);
    expect(p.tax_cents).toBe(10_000);
  });

  it('NSSF floor: a $50 wage (200,000 riel) contributes on 400,000, health and risk too', () => {
    const p = computePayslip(input({ base_cents: 5_000 }));
    expect(p.employee_nssf_cents).toBe(200); // 8,000 riel
    expect(amount(p, 'nssf_pension_employer')).toBe(200);
    expect(amount(p, 'nssf_health')).toBe(260); // 10,400 riel
    expect(amount(p, 'nssf_occupational_risk')).toBe(80); // 3,200 riel
  });

  it('NSSF between floor and cap: $250 = 1,000,000 riel', () => {
    const p = computePayslip(input({ base_cents: 25_000 }));
    expect(p.employee_nssf_cents).toBe(500); // 20,000 riel
    expect(amount(p, 'nssf_health')).toBe(650); // 26,000 riel
    expect(amount(p, 'nssf_occupational_risk')).toBe(200); // 8,000 riel
  });

  it('no salary: nothing contributed, net zero', () => {
    const p = computePayslip(input({ base_cents: 0 }));
    expect(p.employee_nssf_cents).toBe(0);
    expect(p.employer_cents).toBe(0);
    expect(p.net_cents).toBe(0);
  });

  it('overtime at 150%, 200% at night and on rest days; the hourly rate is base ÷ 26 ÷ 8', () => {
    // $520 → hourly 52,000 / 208 = 250 cents
    const p = computePayslip(
      input({
        base_cents: 52_000,
        overtime: { normal_minutes: 120, night_minutes: 180, rest_day_minutes: 90 },
      }),
    );
    expect(amount(p, 'overtime_normal')).toBe(750); // 2 h × 375
    expect(amount(p, 'overtime_night')).toBe(1_500); // 3 h × 500
    expect(amount(p, 'overtime_rest_day')).toBe(750); // 1.5 h × 500
    expect(p.gross_cents).toBe(52_000 + 3_000);
  });

  it('overtime on an uneven hourly rate is rounded once per line ($500: 240.38… cents an hour)', () => {
    // 50,000 × 70 × 150 / (26 × 8 × 60 × 100) = 420.67 → 421
    const p = computePayslip(
      input({ base_cents: 50_000, overtime: { normal_minutes: 70, night_minutes: 0, rest_day_minutes: 0 } }),
    );
    expect(amount(p, 'overtime_normal')).toBe(421);
  });

  it('unpaid leave and absence: a day is base ÷ 26, a half day half of it; both lower tax and NSSF', () => {
    // $520: a day 2,000 cents
    const p = computePayslip(input({ base_cents: 52_000, unpaid_leave_half_days: 3, absence_half_days: 2 }));
    expect(amount(p, 'unpaid_leave')).toBe(-3_000);
    expect(amount(p, 'absence')).toBe(-2_000);
    expect(p.gross_cents).toBe(47_000);
    // 470 × 4,000 = 1,880,000 riel → 380,000 × 5% = 19,000 riel = $4.75
    expect(p.tax_cents).toBe(475);
    expect(p.net_cents).toBe(47_000 - 475 - 600);
  });

  it('pay lines: fixed or % of base; taxable earnings taxed, non-taxable not; deductions after tax', () => {
    const p = computePayslip(
      input({
        base_cents: 50_000,
        pay_lines: [
          { id: 1, kind: 'earning', name: 'Transport', amount_cents: 5_000, percent_bp: null, taxable: false },
          { id: 2, kind: 'earning', name: 'Bonus', amount_cents: null, percent_bp: 1_000, taxable: true },
          { id: 3, kind: 'deduction', name: 'Loan', amount_cents: 2_000, percent_bp: null, taxable: false },
        ],
      }),
    );
    expect(p.gross_cents).toBe(50_000 + 5_000 + 5_000);
    expect(p.taxable_cents).toBe(55_000); // base + bonus
    // 2,200,000 riel: 25,000 + 200,000 × 10% = 45,000 riel = $11.25
    expect(p.tax_cents).toBe(1_125);
    expect(p.net_cents).toBe(60_000 - 2_000 - 1_125 - 600);
    expect(p.lines.find((l) => l.pay_line_id === 2)?.amount_cents).toBe(5_000);
  });

  it('a taxable deduction is taken before tax', () => {
    const p = computePayslip(
      input({
        base_cents: 50_000,
        pay_lines: [
          { id: 4, kind: 'deduction', name: 'Pension top-up', amount_cents: 12_500, percent_bp: null, taxable: true },
        ],
      }),
    );
    expect(p.taxable_riel).toBe(1_500_000);
    expect(p.tax_cents).toBe(0);
  });

  it('a negative net is answered as computed (the service refuses it)', () => {
    const p = computePayslip(
      input({
        base_cents: 10_000,
        pay_lines: [
          { id: 5, kind: 'deduction', name: 'Advance', amount_cents: 20_000, percent_bp: null, taxable: false },
        ],
      }),
    );
    expect(p.net_cents).toBeLessThan(0);
  });
});

describe('the rules of the month', () => {
  const slip = (month: string, over: Partial<PayslipInput>) =>
    computePayslip(input({ rules: rulesOf(month), ...over }));

  it('2022-06: the 0% band ends at 1,300,000 riel and nobody pays a pension yet', () => {
    // $500 at 4,000 = 2,000,000 riel: 700,000 × 5% = 35,000 riel = $8.75
    const p = slip('2022-06', { base_cents: 50_000 });
    expect(p.tax_riel).toBe(35_000);
    expect(p.tax_cents).toBe(875);
    expect(amount(p, 'nssf_pension')).toBeUndefined();
    expect(amount(p, 'nssf_pension_employer')).toBeUndefined();
    expect(p.employee_nssf_cents).toBe(0);
    expect(p.employer_cents).toBe(780 + 240); // health and risk on the 1,200,000 cap
    expect(p.net_cents).toBe(50_000 - 875);
  });

  it('2022-10: the pension starts (2% + 2%) and comes off the salary before tax', () => {
    // pension 1,200,000 × 2% = 24,000 riel = $6.00; taxable 2,000,000 − 24,000 = 1,976,000
    // → 676,000 × 5% = 33,800 riel = $8.45
    const p = slip('2022-10', { base_cents: 50_000 });
    expect(p.employee_nssf_cents).toBe(600);
    expect(p.taxable_riel).toBe(1_976_000);
    expect(p.tax_riel).toBe(33_800);
    expect(p.tax_cents).toBe(845);
    expect(p.net_cents).toBe(50_000 - 845 - 600);
  });

  it('2026-05: the 1,500,000 band, the pension deducted', () => {
    // taxable 1,976,000 → 476,000 × 5% = 23,800 riel = $5.95
    const p = slip('2026-05', { base_cents: 50_000 });
    expect(p.tax_riel).toBe(23_800);
    expect(p.tax_cents).toBe(595);
    expect(p.net_cents).toBe(50_000 - 595 - 600);
  });

  it('2027-09 still 2% + 2%; 2027-10 the pension steps up to 4% + 4%', () => {
    expect(slip('2027-09', { base_cents: 50_000 }).employee_nssf_cents).toBe(600);
    // 1,200,000 × 4% = 48,000 riel = $12.00 each side; taxable 1,952,000 → 452,000 × 5% = 22,600 = $5.65
    const p = slip('2027-10', { base_cents: 50_000 });
    expect(p.employee_nssf_cents).toBe(1_200);
    expect(amount(p, 'nssf_pension_employer')).toBe(1_200);
    expect(p.tax_riel).toBe(22_600);
    expect(p.net_cents).toBe(50_000 - 565 - 1_200);
    expect(p.employer_cents).toBe(1_200 + 780 + 240);
  });
});

describe('fringe benefit tax', () => {
  const benefit = (id: number, name: string, cents: number, kind: 'in_kind' | 'employer_pension') => ({
    id,
    kind: 'earning' as const,
    name,
    amount_cents: cents,
    percent_bp: null,
    taxable: false,
    benefit: kind,
  });

  it('20% of a benefit in kind on the employer; not cash: gross, tax and net unchanged', () => {
    // housing $200 at 4,000 = 800,000 riel × 20% = 160,000 riel = $40.00
    const p = computePayslip(input({ base_cents: 50_000, pay_lines: [benefit(7, 'Housing', 20_000, 'in_kind')] }));
    expect(p.lines.find((l) => l.pay_line_id === 7)).toMatchObject({ kind: 'benefit', amount_cents: 20_000 });
    expect(p.gross_cents).toBe(50_000);
    expect(p.tax_cents).toBe(625);
    expect(p.employer_lines.find((l) => l.code === 'fbt')).toMatchObject({ amount_cents: 4_000, amount_riel: 160_000 });
    expect(p.employer_cents).toBe(1_620 + 4_000);
    expect(p.net_cents).toBe(50_000 - 625 - 600);
  });

  it('an employer-paid pension is exempt up to 10% of the salary, taxed above', () => {
    // $500 salary: exempt $50. A $50 pension: no FBT line. A $80 pension: $30 = 120,000 riel × 20% = 24,000 = $6
    const within = computePayslip(
      input({ base_cents: 50_000, pay_lines: [benefit(8, 'Pension fund', 5_000, 'employer_pension')] }),
    );
    expect(amount(within, 'fbt')).toBe(0);
    const above = computePayslip(
      input({ base_cents: 50_000, pay_lines: [benefit(8, 'Pension fund', 8_000, 'employer_pension')] }),
    );
    expect(above.employer_lines.find((l) => l.code === 'fbt')).toMatchObject({
      amount_cents: 600,
      amount_riel: 24_000,
    });
  });
});

describe('two rates', () => {
  it('tax at the tax rate, NSSF at the NSSF rate, each converted back at its own', () => {
    // $300: tax rate 4,100 → 1,230,000 riel, under 1,500,000: no tax.
    // NSSF rate 4,050 → 1,215,000 riel, capped 1,200,000: pension 24,000 riel / 40.5 = 592.59 → 593 cents
    // health 31,200 / 40.5 = 770.37 → 770; risk 9,600 / 40.5 = 237.04 → 237
    const p = computePayslip(input({ base_cents: 30_000, exchange_rate: 4_100, nssf_exchange_rate: 4_050 }));
    expect(p.tax_riel).toBe(0);
    expect(p.employee_nssf_cents).toBe(593);
    expect(amount(p, 'nssf_health')).toBe(770);
    expect(amount(p, 'nssf_occupational_risk')).toBe(237);
    expect(p.net_cents).toBe(30_000 - 593);
    expect(p.net_riel).toBe(1_205_687); // 29,407 cents × 41
  });
});

describe('splitNightMinutes (22:00–05:00)', () => {
  it.each([
    ['18:00', '20:00', 120, 0],
    ['20:00', '23:00', 120, 60],
    ['23:00', '02:00', 0, 180],
    ['04:00', '07:00', 120, 60],
    ['21:00', '06:00', 120, 420],
  ])('%s–%s: %i normal, %i night', (s, e, normal, night) =>
    expect(splitNightMinutes(s, e, '22:00', '05:00')).toEqual({ normal, night }),
  );
});
