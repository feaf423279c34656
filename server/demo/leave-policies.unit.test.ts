// The demo's annual leave follows the Labour Law's figures, and a ledger under it matches a hand computation.
import { describe, expect, it } from 'vitest';
import { CAMBODIA_LEAVE_LAW } from '../modules/leave/cambodia-leave-law.ts';
import { deriveLedger } from '../modules/leave/ledger.ts';
import { DEMO_LEAVE_POLICIES } from './leave-policies.ts';
import { DEMO_LEAVE_TYPES } from './request-templates.ts';

describe('demo leave policies', () => {
  it('gives every demo leave type a policy that names its source', () => {
    expect(Object.keys(DEMO_LEAVE_POLICIES).sort()).toEqual(DEMO_LEAVE_TYPES.map((t) => t.name).sort());
    for (const policy of Object.values(DEMO_LEAVE_POLICIES)) expect(policy.source).not.toBe('');
  });

  it('pays maternity leave at half and unpaid leave at nothing', () => {
    expect(DEMO_LEAVE_POLICIES['Maternity Leave']).toMatchObject({ days: 90, payPercent: 50 });
    expect(DEMO_LEAVE_POLICIES['Unpaid Leave']).toMatchObject({ payPercent: 0, allowNegative: true });
  });

  it('special leave: 7 days per family event, taken from annual leave, with no yearly days of its own', () => {
    const special = DEMO_LEAVE_POLICIES['Special Leave'];
    expect(special).toMatchObject({ days: 0, allowNegative: true, maxDaysPerRequest: 7, payPercent: 100 });
    // Two family events in one year, 5 and 7 days: nothing of its own caps the second; annual leave pays for both.
    const l = deriveLedger({
      joinDate: '2020-01-01',
      on: '2026-12-31',
      policies: [special],
      leave: [
        { start: '2026-03-02', end: '2026-03-06', days: 5, status: 'approved' },
        { start: '2026-09-07', end: '2026-09-15', days: 7, status: 'approved' },
      ],
      adjustments: [],
    });
    expect(l.balance).toBe(-12);
  });

  it('annual leave: 1.5 a month, +1 from the third anniversary, 6 days carried until 31 March', () => {
    const annual = DEMO_LEAVE_POLICIES['Annual Leave'];
    expect(annual.days).toBe(CAMBODIA_LEAVE_LAW.annualDaysPerMonth.value);
    const l = deriveLedger({
      joinDate: '2023-01-01',
      on: '2026-03-31',
      policies: [annual],
      leave: [],
      adjustments: [],
    });
    // Each year end keeps 6 of the year's 18 (the carried 6 have expired by then): 12 lapse.
    expect(l.lines.filter((x) => x.kind === 'lapsed').map((x) => x.days)).toEqual([-12, -12, -12]);
    // 2026: +1 on 1 January (three years of service), January–March earn 4.5, the 6 carried expire on 31 March.
    expect(l.lines.filter((x) => x.kind === 'expired').map((x) => `${x.date} ${x.days}`)).toEqual([
      '2024-03-31 -6',
      '2025-03-31 -6',
      '2026-03-31 -6',
    ]);
    expect(l.balance).toBe(5.5);
    expect(l.usableFrom).toBe('2024-01-01');
  });
});
