// Leave ledgers at the edges through the API, on both databases, under the Labour Law's annual leave (1.5 days a
// month, +1 day a year per three years of service, usable after 12 months, 6 days carried until 31 March): joined
// on the 1st, on the 31st and on 29 February, the three- and six-year steps, leavers in mid-month under both
// proration rules, and the year-end carry-over preview. Every figure is worked out by hand in the comment beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import { createLeaveType, insertLeave } from './requests-fixtures.ts';

const ANNUAL = {
  valid_from: '2020-01',
  accrual: 'monthly',
  days: 1.5,
  seniority_days: 1,
  seniority_every_years: 3,
  usable_after_months: 12,
  carry_over_limit: 6,
  carry_over_expires_after_months: 3,
  pay_percent: 100,
  source: 'Labour Law 1997, art. 166-167',
};

interface Line {
  date: string;
  days: number;
  label: string;
  kind: string;
}

describe.each(DIALECTS)('leave ledger edges on %s', (dialect) => {
  let t: TestApp;
  let annual: number;

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.call(method, `${BASE}/${path}`, { token: t.adminToken, body });
  const read = async (path: string) => {
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const joined = async (date: string) => {
    const id = await insertEmployee(t);
    await t.db.kysely.updateTable('employee').set({ join_date: date }).where('id', '=', id).execute();
    return id;
  };
  const ledger = (employee: number, on: string, type = annual) =>
    read(`leave-balance/${employee}/ledger?leave_type_id=${type}&on=${on}`);
  const text = (lines: Line[]) => lines.map((x) => `${x.date} ${x.days} ${x.label}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    annual = await createLeaveType(t, { days: 18 });
    const res = await call('POST', `leave-type/${annual}/policy`, ANNUAL);
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t?.close());

  it('joined on the 1st: every month whole; on 31 December 18 earned, 6 carried, 12 lapse', async () => {
    const l = await ledger(await joined('2024-01-01'), '2024-12-31');
    expect(text(l.lines).slice(0, 2)).toEqual(['2024-01-31 1.5 January 2024', '2024-02-29 1.5 February 2024']);
    expect(text(l.lines).slice(-2)).toEqual([
      '2024-12-31 1.5 December 2024',
      '2024-12-31 -12 not carried over into 2025',
    ]);
    expect(l).toMatchObject({ balance: 6, usable_from: '2025-01-01' });
  });

  it('joined on the 31st: 1 day of January earns 1.5 × 1/31 = 0.05; usable from 31 January next year', async () => {
    const l = await ledger(await joined('2025-01-31'), '2025-02-28');
    expect(text(l.lines)).toEqual(['2025-01-31 0.05 January 2025 (1 of 31 days)', '2025-02-28 1.5 February 2025']);
    expect(l).toMatchObject({ balance: 1.55, usable_from: '2026-01-31' });
  });

  it('joined on 29 February: 1 of 29 days (0.05); the anniversary falls on 28 February in a common year', async () => {
    const l = await ledger(await joined('2024-02-29'), '2025-02-28');
    expect(text(l.lines)[0]).toBe('2024-02-29 0.05 February 2024 (1 of 29 days)');
    // 0.05 + 10 × 1.5 = 15.05 on 31 December; 6 carried (9.05 lapse), + 1.5 + 1.5 in 2025 = 9.
    expect(l.lines.find((x: Line) => x.kind === 'lapsed').days).toBe(-9.05);
    expect(l).toMatchObject({ balance: 9, usable_from: '2025-02-28' });
  });

  it('seniority: +1 a year from the third anniversary, +2 from the sixth', async () => {
    const l = await ledger(await joined('2020-03-10'), '2026-03-31');
    expect(text(l.lines.filter((x: Line) => x.kind === 'seniority'))).toEqual([
      '2023-03-10 1 3 years of service',
      '2024-03-10 1 4 years of service',
      '2025-03-10 1 5 years of service',
      '2026-03-10 2 6 years of service',
    ]);
    // 31 December 2025 keeps 6 of 19 (18 + 1); 2026: January and February 3, +2 on 10 March, the 6 carried
    // expire on 31 March and March earns 1.5: 6 + 3 + 2 − 6 + 1.5 = 6.5.
    expect(l.balance).toBe(6.5);
  });

  it('a leaver in mid-month: the daily rule pays 14/31 of March, the half-month rule none below 15 days', async () => {
    const employee = await joined('2025-01-01');
    const balanceOf = async (type: number, leaving: string) =>
      (await read(`leave-balance/${employee}?leaving_on=${leaving}`)).balances.find(
        (b: { leave_type: { id: number } }) => b.leave_type.id === type,
      ).balance;
    // Daily: 1.5 + 1.5 + 1.5 × 14/31 (0.677…, 0.68) = 3.68.
    expect(await balanceOf(annual, '2025-03-14')).toBe(3.68);
    const halfMonth = await createLeaveType(t, { days: 18 });
    const res = await call('POST', `leave-type/${halfMonth}/policy`, { ...ANNUAL, proration: 'half_month' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(halfMonth, '2025-03-14')).toBe(3); // 14 of 31 days: March earns nothing
    expect(await balanceOf(halfMonth, '2025-03-15')).toBe(4.5); // 15 days: March earns its 1.5
    const l = await read(`leave-balance/${employee}/ledger?leave_type_id=${annual}&leaving_on=2025-03-14`);
    expect(text(l.lines).at(-1)).toBe('2025-03-14 0.68 March 2025 (14 of 31 days)');
  });

  it('the carry-over preview names who loses days at the year end and when the carried days expire', async () => {
    const early = await joined('2024-01-01');
    const late = await joined('2025-07-01');
    // 2 days taken on 2 February 2026 come out of the 6 carried from 2025, so 4 of them expire on 31 March.
    const leave = await insertLeave(t, annual, early, '2026-02-02', '2026-02-03', 'approve');
    await t.db.kysely.updateTable('leave_request').set({ days: 2 }).where('request_id', '=', leave).execute();
    const preview = await read('leave-carry-over?year=2025');
    expect(preview).toMatchObject({ year: 2025, expires_on: '2026-03-31' });
    const mine = preview.rows.filter(
      (r: { employee_id: number; leave_type_id: number }) =>
        [early, late].includes(r.employee_id) && r.leave_type_id === annual,
    );
    expect(mine).toHaveLength(2);
    const figures = mine.map(({ employee_name: _n, leave_type_name: _t, ...r }: Record<string, unknown>) => r);
    expect(figures).toEqual(
      expect.arrayContaining([
        // 2025: the 6 carried from 2024 expired on 31 March; 12 × 1.5 = 18 on 31 December, 6 carry, 12 lapse,
        // and 4 of the 6 carried expire on 31 March 2026: 16 lost.
        {
          employee_id: early,
          leave_type_id: annual,
          balance_at_year_end: 18,
          carried: 6,
          lost: 16,
          expires_on: '2026-03-31',
        },
        // July to December: 6 × 1.5 = 9; 6 carry, 3 lapse, and the 6 expire unused: 9 lost.
        {
          employee_id: late,
          leave_type_id: annual,
          balance_at_year_end: 9,
          carried: 6,
          lost: 9,
          expires_on: '2026-03-31',
        },
      ]),
    );
  });
});
