// Seniority indemnity and severance through payroll runs, on both databases, every figure worked by hand:
// - June: 7.5 days of the half-year's average monthly gross ÷ 26 for an undetermined contract, a joiner in the
//   half paid the whole half after one month of service (none before), nothing without a recorded contract;
//   above 2,000,000 riel a payment the excess is taxed as salary;
// - severance of 5% of the wages paid in the month a fixed-duration contract ends;
// - December: the second half, a June joiner with under a month on 30 June now paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';
import { generateMonth, insertPaidEmployee } from './payroll-fixtures.ts';

interface Line {
  code: string;
  name: string;
  amount_cents: number;
}

describe.each(DIALECTS)('seniority indemnity and severance on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<'steady' | 'joiner' | 'june' | 'none' | 'high' | 'fixed', number> = {
    steady: 0,
    joiner: 0,
    june: 0,
    none: 0,
    high: 0,
    fixed: 0,
  };
  const payslips = new Map<string, Map<number, { taxable_cents: number; gross_pay: number; lines: Line[] }>>();

  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.call(method, `${BASE}/${path}`, { token: t.adminToken, body });

  async function run(month: string, to: string) {
    const runId = await generateMonth(t, month, to);
    const list = await send('GET', `payslip?payroll_id=${runId}&limit=100`);
    const slips = new Map<number, { taxable_cents: number; gross_pay: number; lines: Line[] }>();
    for (const row of list.json().data as { id: number; employee_id: number }[]) {
      const one = (await send('GET', `payslip/${row.id}`)).json().data;
      slips.set(row.employee_id, one);
    }
    payslips.set(month, slips);
  }

  const line = (month: string, who: keyof typeof ids, code: string) =>
    payslips
      .get(month)!
      .get(ids[who])!
      .lines.filter((l) => l.code === code);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ids.steady = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    ids.joiner = await insertPaidEmployee(t, '2025-03-17', 100_000, { kind: 'undetermined' });
    ids.june = await insertPaidEmployee(t, '2025-06-10', 100_000, { kind: 'undetermined' });
    ids.none = await insertPaidEmployee(t, '2020-01-06', 100_000);
    ids.high = await insertPaidEmployee(t, '2020-01-06', 1_000_000, { kind: 'undetermined' });
    ids.fixed = await insertPaidEmployee(t, '2025-04-01', 100_000, { kind: 'fixed', end_date: '2025-06-30' });
    // A one-off taxable earning of $130 in May for the steady employee: the half's average moves.
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('pay_line')
      .values({
        employee_id: ids.steady,
        kind: 'earning',
        name: 'May bonus',
        amount_cents: 13_000,
        percent_bp: null,
        taxable: 1,
        from_month: '2025-05',
        to_month: '2025-05',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await run('2025-05', '2025-05-31');
    await run('2025-06', '2025-06-30');
    await run('2025-12', '2025-12-31');
  });
  afterAll(() => t?.close());

  it('pays nothing outside June and December', () => {
    const paidInMay = (Object.keys(ids) as (keyof typeof ids)[]).filter((who) => who !== 'june');
    for (const who of paidInMay) expect(line('2025-05', who, 'seniority')).toEqual([]);
    expect(payslips.get('2025-05')!.has(ids.june)).toBe(false); // joined in June
  });

  it('June: 7.5 days of the average of May and June ÷ 26, as its own line saying how', () => {
    // May gross 1,000 + 130 = 1,130; June 1,000: average 1,065. 7.5 × 213,000 ÷ (2 × 26) = 30,721.15 → $307.21.
    expect(line('2025-06', 'steady', 'seniority')).toEqual([
      expect.objectContaining({ name: 'Seniority indemnity (7.5 d × $1,065.00 ÷ 26)', amount_cents: 30_721 }),
    ]);
    // Joined 17 March: more than a month by 30 June, the whole half. 7.5 × 1,000 ÷ 26 = 288.4615 → $288.46.
    expect(line('2025-06', 'joiner', 'seniority').map((l) => l.amount_cents)).toEqual([28_846]);
    // Joined 10 June: under one month of service on 30 June, nothing this half.
    expect(line('2025-06', 'june', 'seniority')).toEqual([]);
    // No contract recorded: nothing computed.
    expect(line('2025-06', 'none', 'seniority')).toEqual([]);
    // The indemnity is an earning: June's gross is the base plus it.
    expect(payslips.get('2025-06')!.get(ids.joiner)!.gross_pay).toBe(128_846);
  });

  it('June: the part of a payment above 2,000,000 riel is taxed as salary', () => {
    // 7.5 × 10,000 ÷ 26 = 2,884.615 → $2,884.62 = 11,538,480 riel at 4,000; 9,538,480 riel above the exemption
    // = 238,462 cents added to the taxable salary (May, without the indemnity, is the base alone).
    expect(line('2025-06', 'high', 'seniority').map((l) => l.amount_cents)).toEqual([288_462]);
    const may = payslips.get('2025-05')!.get(ids.high)!.taxable_cents;
    const june = payslips.get('2025-06')!.get(ids.high)!.taxable_cents;
    expect(june - may).toBe(238_462);
    // Under the exemption the taxable salary does not move.
    const joinerMay = payslips.get('2025-05')!.get(ids.joiner)!.taxable_cents;
    expect(payslips.get('2025-06')!.get(ids.joiner)!.taxable_cents).toBe(joinerMay);
  });

  it('severance of 5% of the wages paid in the month a fixed-duration contract ends, exempt from tax', () => {
    // Paid in May and June: 2,000 × 5% = $100.00; nothing in May.
    expect(line('2025-05', 'fixed', 'severance')).toEqual([]);
    expect(line('2025-06', 'fixed', 'severance')).toEqual([
      expect.objectContaining({ name: 'Severance (5% of $2,000.00)', amount_cents: 10_000 }),
    ]);
    expect(line('2025-06', 'fixed', 'seniority')).toEqual([]);
    const taxable = (m: string) => payslips.get(m)!.get(ids.fixed)!.taxable_cents;
    expect(taxable('2025-06')).toBe(taxable('2025-05'));
    // The contract ended in June: December pays no severance again.
    expect(line('2025-12', 'fixed', 'severance')).toEqual([]);
  });

  it('December: the second half, the June joiner paid now', () => {
    // No run between July and November: December's gross alone is the average. 7.5 × 1,000 ÷ 26 → $288.46.
    expect(line('2025-12', 'june', 'seniority').map((l) => l.amount_cents)).toEqual([28_846]);
    expect(line('2025-12', 'joiner', 'seniority').map((l) => l.amount_cents)).toEqual([28_846]);
    expect(line('2025-12', 'steady', 'seniority').map((l) => l.amount_cents)).toEqual([28_846]);
    expect(line('2025-12', 'none', 'seniority')).toEqual([]);
  });
});
