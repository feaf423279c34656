// Payroll's money past 32 bits (migration 021): a run's totals over 2,147,483,647 cents ($21.5 million, a month's
// gross at about 12,000 employees) and a payslip's riel over 2,147,483,647 (a salary above about $525,000) are
// generated, stored and answered as exact numbers on both databases. PostgreSQL's `integer` refused them, so the
// generation failed whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose, pastMonth } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

/** The largest salary an employee may have (contract/api/fields.ts centsField): $10 million. */
const TOP_SALARY_CENTS = 1_000_000_000;
const RATE = 4_100;

describe.each(DIALECTS)('payroll amounts past 32 bits on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let employees: number[];
  const month = pastMonth();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ token } = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('dashboard', 'read')]));
    employees = [await insertEmployee(t), await insertEmployee(t), await insertEmployee(t)];
    await t.db.kysely
      .updateTable('employee')
      .set({ salary_cents: TOP_SALARY_CENTS, bank_name: 'ABA', bank_account: '000123456' })
      .where('id', 'in', employees)
      .execute();
    await insertClose(t, month, `${month}-01`, `${month}-28`);
  });
  afterAll(() => t?.close());

  it('generates the month and answers its totals and payslips exactly', async () => {
    const generated = await t.call('POST', `${BASE}/payroll/generate`, {
      token,
      body: { month, exchange_rate: RATE },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const run = generated.json().data;
    expect(run.headcount).toBe(3);
    expect(run.gross_cents).toBe(3 * TOP_SALARY_CENTS);
    expect(run.gross_cents).toBeGreaterThan(2 ** 31);

    const slips = await t.call('GET', `${BASE}/payslip?payroll_id=${run.id}&limit=10`, { token });
    expect(slips.statusCode, slips.body).toBe(200);
    const rows = slips.json().data as Array<{ id: number; gross_pay: number; net_pay: number }>;
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, r) => sum + r.gross_pay, 0)).toBe(run.gross_cents);
    expect(rows.reduce((sum, r) => sum + r.net_pay, 0)).toBe(run.net_cents);

    const slip = (await t.call('GET', `${BASE}/payslip/${rows[0].id}`, { token })).json().data;
    expect(slip.gross_pay).toBe(TOP_SALARY_CENTS);
    expect(slip.net_riel).toBeGreaterThan(2 ** 31);
    expect(slip.net_riel).toBe((slip.net_pay / 100) * RATE);

    // Read back from the database, not from what the generation held in memory.
    const again = (await t.call('GET', `${BASE}/payroll/${run.id}`, { token })).json().data;
    expect(again).toMatchObject({
      gross_cents: run.gross_cents,
      net_cents: run.net_cents,
      employer_cost_cents: run.gross_cents + run.employer_cents,
    });

    const dashboard = (await t.call('GET', `${BASE}/dashboard`, { token })).json().data.data;
    const card = dashboard.payroll.runs.find((r: { id: number }) => r.id === run.id);
    expect(card.cost_cents).toBe(run.gross_cents + run.employer_cents);
  });
});
