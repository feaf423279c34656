// The law's figures from plain data, worked by hand: notice by length of service at the edges of Labour Law
// art. 75's bands, the half-year a pay month closes, the one-month minimum of service, and severance.
import { describe, expect, it } from 'vitest';
import { halfOf, noticeDays, payInLieuOfNotice, seniorityIndemnity, severance } from './seniority.ts';

describe('seniority, severance and notice', () => {
  it('sets the notice by the completed service (6 months on the day before the join date comes round)', () => {
    expect(noticeDays('2020-01-06', '2020-07-04')).toBe(7);
    expect(noticeDays('2020-01-06', '2020-07-05')).toBe(15); // six full months
    expect(noticeDays('2020-01-06', '2022-01-04')).toBe(15);
    expect(noticeDays('2020-01-06', '2022-01-05')).toBe(30); // two years
    expect(noticeDays('2020-01-06', '2025-01-05')).toBe(60); // five years
    expect(noticeDays('2020-01-06', '2030-01-05')).toBe(90); // ten years
  });

  it('pays the notice not given at the base ÷ 30 a day', () => {
    // 15 days owed, 5 given: 10 × 1,234.56 ÷ 30 = 411.52.
    expect(
      payInLieuOfNotice({ joined: '2020-01-06', lastDay: '2021-01-05', givenDays: 5, base: 123_456 }),
    ).toMatchObject({ amount_cents: 41_152, taxable_cents: 41_152 });
    expect(payInLieuOfNotice({ joined: '2020-01-06', lastDay: '2021-01-05', givenDays: 15, base: 123_456 })).toBeNull();
  });

  it('pays seniority in June and December only, from one month of service', () => {
    expect(halfOf('2026-06')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(halfOf('2026-12')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(halfOf('2026-05')).toBeNull();
    const base = { serviceTo: '2026-06-30', wages: [100_000], rate: 4000 };
    expect(seniorityIndemnity({ ...base, serviceFrom: '2026-06-01' })?.amount_cents).toBe(28_846); // one full month
    expect(seniorityIndemnity({ ...base, serviceFrom: '2026-06-02' })).toBeNull();
  });

  it('takes 5% of the wages paid as severance, exempt from tax', () => {
    // 5% of 12,345.67 = 617.2835 → 617.28.
    expect(severance({ wagesPaid: 1_234_567, on: '2026-03-31' })).toMatchObject({
      amount_cents: 61_728,
      taxable_cents: 0,
    });
  });
});
