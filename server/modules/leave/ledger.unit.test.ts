// Ledgers computed by hand from the Labour Law's figures (1.5 days a month, +1 day a year per 3 years of
// service) and the policy settings each case names; every expected figure is worked out in the comment beside it.
import { describe, expect, it } from 'vitest';
import type { LeavePolicy } from './leave-policy.ts';
import { deriveLedger, type LedgerInput } from './ledger.ts';

const ANNUAL: LeavePolicy = {
  validFrom: '1997-03',
  accrual: 'monthly',
  days: 1.5,
  seniorityDays: 1,
  seniorityEveryYears: 3,
  usableAfterMonths: 12,
  yearlyCap: null,
  carryOverLimit: null,
  carryOverExpiresAfterMonths: null,
  proration: 'daily',
  pendingHolds: true,
  allowNegative: false,
  payPercent: 100,
  paidAfterMonths: null,
  deductsFromTypeId: null,
  calendarDays: false,
  maxDaysPerRequest: null,
  source: 'Labour Law art. 166',
};

const ledger = (input: Partial<LedgerInput> & Pick<LedgerInput, 'joinDate' | 'on'>) =>
  deriveLedger({ policies: [ANNUAL], leave: [], adjustments: [], ...input });
const labels = (l: ReturnType<typeof ledger>) => l.lines.map((x) => `${x.date} ${x.days} ${x.label}`);

describe('monthly accrual and the month someone joins in', () => {
  it('joined on the 1st: a whole first month, 12 × 1.5 = 18 on 31 December', () => {
    const l = ledger({ joinDate: '2025-01-01', on: '2025-12-31' });
    expect(l.lines).toHaveLength(12);
    expect(l.lines[0]).toMatchObject({ date: '2025-01-31', days: 1.5, balance: 1.5, label: 'January 2025' });
    expect(l.balance).toBe(18);
  });

  it('nothing is credited for a month before its last day', () => {
    expect(ledger({ joinDate: '2025-01-01', on: '2025-12-30' }).balance).toBe(16.5); // 11 × 1.5
  });

  it('joined on the 31st, daily: 1.5 × 1/31 = 0.048 → 0.05 for October, then 1.5 for November', () => {
    const l = ledger({ joinDate: '2025-10-31', on: '2025-11-30' });
    expect(labels(l)).toEqual(['2025-10-31 0.05 October 2025 (1 of 31 days)', '2025-11-30 1.5 November 2025']);
    expect(l.balance).toBe(1.55);
  });

  it('joined on the 31st, half-month rule: 1 day served of October earns nothing', () => {
    const l = ledger({ joinDate: '2025-10-31', on: '2025-11-30', policies: [{ ...ANNUAL, proration: 'half_month' }] });
    expect(l.balance).toBe(1.5);
  });

  it('joined on the 16th of a 31-day month: daily 1.5 × 16/31 = 0.774 → 0.77; half-month (16 ≥ 15) 1.5', () => {
    expect(ledger({ joinDate: '2026-10-16', on: '2026-10-31' }).balance).toBe(0.77);
    const half = ledger({
      joinDate: '2026-10-16',
      on: '2026-10-31',
      policies: [{ ...ANNUAL, proration: 'half_month' }],
    });
    expect(half.balance).toBe(1.5);
    // Joined on the 18th: 14 days served, under 15.
    const late = ledger({
      joinDate: '2026-10-18',
      on: '2026-10-31',
      policies: [{ ...ANNUAL, proration: 'half_month' }],
    });
    expect(late.balance).toBe(0);
  });

  it('may be taken from one year after joining (art. 167)', () => {
    expect(ledger({ joinDate: '2026-10-16', on: '2026-10-31' }).usableFrom).toBe('2027-10-16');
  });
});

describe('seniority', () => {
  it('+1 on the third anniversary: March 2023 17/31 → 0.82, 35 months × 1.5 = 52.5, +1 = 54.32', () => {
    const l = ledger({ joinDate: '2023-03-15', on: '2026-03-15' });
    const step = l.lines.filter((x) => x.kind === 'seniority');
    expect(step.map((x) => `${x.date} ${x.days} ${x.label}`)).toEqual(['2026-03-15 1 3 years of service']);
    expect(l.balance).toBe(54.32);
  });

  it('+2 a year from the sixth anniversary, +1 on the third, fourth and fifth', () => {
    const l = ledger({ joinDate: '2020-01-01', on: '2026-01-01' });
    expect(l.lines.filter((x) => x.kind === 'seniority').map((x) => x.days)).toEqual([1, 1, 1, 2]);
    expect(l.balance).toBe(108 + 5); // 6 years × 18, +1 +1 +1 +2
  });

  it('leap year: joined 29 February 2024, the anniversaries fall on 28 February', () => {
    const l = ledger({ joinDate: '2024-02-29', on: '2027-02-28' });
    // February 2024: 1 of 29 days → 1.5/29 = 0.0517 → 0.05; March 2024 – February 2027: 36 × 1.5 = 54; +1.
    expect(l.lines[0]).toMatchObject({ date: '2024-02-29', days: 0.05 });
    expect(l.lines.filter((x) => x.kind === 'seniority')).toMatchObject([{ date: '2027-02-28', days: 1 }]);
    expect(l.balance).toBe(55.05);
  });
});

describe('leave taken, carry-over and its expiry', () => {
  const carrying: LeavePolicy = { ...ANNUAL, carryOverLimit: 6, carryOverExpiresAfterMonths: 3 };
  const input: LedgerInput = {
    joinDate: '2024-01-01',
    on: '2025-04-01',
    policies: [carrying],
    leave: [
      { start: '2024-11-12', end: '2024-11-13', days: 2, status: 'approved' },
      { start: '2025-02-10', end: '2025-02-12', days: 3, status: 'approved' },
    ],
    adjustments: [],
  };

  it('18 − 2 = 16 at the year end, 10 lapse, 6 carry; 3 of them used, 3 expire on 31 March', () => {
    const l = deriveLedger(input);
    const notable = l.lines
      .filter((x) => x.kind !== 'accrual')
      .map((x) => `${x.date} ${x.days} ${x.label} = ${x.balance}`);
    expect(notable).toEqual([
      '2024-11-12 -2 taken 12–13 Nov = 13', // 10 × 1.5 − 2 (November is credited on the 30th)
      '2024-12-31 -10 not carried over into 2025 = 6',
      '2025-02-10 -3 taken 10–12 Feb = 4.5', // 6 + 1.5 (January) − 3
      '2025-03-31 -3 carried days expired 31 Mar = 3', // 6 + 1.5 (February) − 3 carried left
    ]);
    expect(l.balance).toBe(4.5); // 3 + 1.5 for March
  });

  it('the day before the expiry the carried days are still there', () => {
    expect(deriveLedger({ ...input, on: '2025-03-30' }).balance).toBe(6); // 6 − 3 + 1.5 + 1.5
  });

  it('with no expiry the carried days stay', () => {
    const l = deriveLedger({ ...input, policies: [{ ...carrying, carryOverExpiresAfterMonths: null }] });
    expect(l.balance).toBe(7.5); // 6 − 3 + 3 × 1.5
  });
});

describe('a policy changed from a month', () => {
  const raised: LeavePolicy = { ...ANNUAL, validFrom: '2026-07', days: 2, source: 'Board decision 2026-05' };

  it('re-derives from that month: 30 months × 1.5 = 45, then July–November × 2 = 10, and says so', () => {
    const l = ledger({ joinDate: '2024-01-01', on: '2026-12-30', policies: [ANNUAL, raised] });
    expect(l.balance).toBe(55);
    const change = l.lines.find((x) => x.kind === 'policy');
    expect(change).toMatchObject({ date: '2026-07-01', days: 0 });
    expect(change!.label).toContain('Board decision 2026-05');
    expect(l.policy.days).toBe(2);
  });

  it('leaves the months before it as they were', () => {
    const before = ledger({ joinDate: '2024-01-01', on: '2026-06-30', policies: [ANNUAL] });
    const after = ledger({ joinDate: '2024-01-01', on: '2026-06-30', policies: [ANNUAL, raised] });
    expect(after.balance).toBe(before.balance);
    expect(after.lines.some((x) => x.kind === 'policy')).toBe(false);
  });
});

describe('a leaver', () => {
  it('earns to the leaving day, prorated, and loses nothing at a year end after it', () => {
    // January – October: 15; 1–15 November: 1.5 × 15/30 = 0.75.
    const l = ledger({ joinDate: '2025-01-01', leaveDate: '2025-11-15', on: '2025-12-31' });
    expect(l.lines.at(-1)).toMatchObject({ date: '2025-11-15', days: 0.75, label: 'November 2025 (15 of 30 days)' });
    expect(l.balance).toBe(15.75);
  });

  it('leaving on 31 December keeps the year’s days for the settlement', () => {
    const l = ledger({
      joinDate: '2025-01-01',
      leaveDate: '2025-12-31',
      on: '2025-12-31',
      policies: [{ ...ANNUAL, carryOverLimit: 6 }],
    });
    expect(l.balance).toBe(18);
  });
});

describe('requests, adjustments, caps and yearly grants', () => {
  it('pending requests hold days and approved future leave is booked: available = balance − both', () => {
    const l = ledger({
      joinDate: '2025-01-01',
      on: '2025-06-30',
      leave: [
        { start: '2025-07-01', end: '2025-07-02', days: 2, status: 'approved' },
        { start: '2025-08-01', end: '2025-08-01', days: 0.5, status: 'pending' },
      ],
    });
    expect(l).toMatchObject({ balance: 9, booked: 2, pending: 0.5, available: 6.5 });
    const notHeld = ledger({
      joinDate: '2025-01-01',
      on: '2025-06-30',
      policies: [{ ...ANNUAL, pendingHolds: false }],
      leave: [{ start: '2025-08-01', end: '2025-08-01', days: 0.5, status: 'pending' }],
    });
    expect(notHeld.available).toBe(9);
  });

  it('an adjustment is a dated line with who and why', () => {
    const l = ledger({
      joinDate: '2025-01-01',
      on: '2025-02-28',
      adjustments: [{ date: '2025-02-03', days: 2, reason: 'days from the old register', by: 'hr_manager' }],
    });
    expect(labels(l)).toContain('2025-02-03 2 adjustment by hr_manager: days from the old register');
    expect(l.balance).toBe(5);
  });

  it('a yearly cap stops the accrual for the rest of the year', () => {
    const l = ledger({ joinDate: '2025-01-01', on: '2025-12-31', policies: [{ ...ANNUAL, yearlyCap: 10 }] });
    expect(l.balance).toBe(10); // 6 × 1.5 = 9, then 1, then nothing
  });

  it('a yearly grant: whole on the join date, then on 1 January; what is left lapses at the year end', () => {
    const sick: LeavePolicy = { ...ANNUAL, accrual: 'yearly', days: 7, seniorityEveryYears: null, carryOverLimit: 0 };
    const l = ledger({
      joinDate: '2025-10-20',
      on: '2026-01-01',
      policies: [sick],
      leave: [{ start: '2025-11-03', end: '2025-11-04', days: 2, status: 'approved' }],
    });
    expect(labels(l)).toEqual([
      '2025-10-20 7 Yearly grant 2025',
      '2025-11-03 -2 taken 3–4 Nov',
      '2025-12-31 -5 not carried over into 2026',
      '2026-01-01 7 Yearly grant 2026',
    ]);
    expect(l.balance).toBe(7);
  });
});
