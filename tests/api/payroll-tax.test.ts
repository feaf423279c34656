// The statutory rules (read-only, each with its source) and an employee's tax residency and dependants: payroll
// read to see them, payroll update to change them, bad input refused with field messages, every change logged,
// and the relief used by the next generation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_TAX_MESSAGES } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, logOf } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

describe.each(DIALECTS)('payroll rules and employee tax on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let reader: { id: number; token: string };
  let employee: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'update')]);
    reader = await t.createUser([p('payroll', 'read'), p('employee', 'read'), p('employee', 'update')]);
    employee = await insertEmployee(t);
  });
  afterAll(() => t?.close());

  it('lists every rule with its label, summary, value and source, the ones in force flagged', async () => {
    const res = await t.call('GET', `${BASE}/payroll/rules`, { token: reader.token });
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json().data as { key: string; in_force: boolean; summary: string; source: string }[];
    expect([...new Set(rules.map((r) => r.key))].sort()).toEqual([
      'dependant_relief',
      'fringe_benefit_tax',
      'hourly_rate',
      'non_resident_tax',
      'nssf_health',
      'nssf_occupational_risk',
      'nssf_pension',
      'overtime',
      'pension_deduction',
      'tax_brackets',
      'unpaid_day',
    ]);
    expect(rules.every((r) => r.source.length > 10)).toBe(true);
    // Each key has one version in force now; the others are past or upcoming.
    expect(rules.filter((r) => r.in_force)).toHaveLength(11);
    const by = (key: string) => rules.find((r) => r.key === key && r.in_force)!;
    expect(by('tax_brackets').summary).toBe(
      'Monthly, in riel: 0–1,500,000 at 0%; 1,500,001–2,000,000 at 5%; 2,000,001–8,500,000 at 10%; ' +
        '8,500,001–12,500,000 at 15%; above 12,500,000 at 20%.',
    );
    expect(by('nssf_pension').summary).toBe('2% employee + 2% employer on the wage clamped to 400,000–1,200,000 riel.');
    expect(by('nssf_health').summary).toBe('2.6%, employer only, on the wage clamped to 400,000–1,200,000 riel.');
    expect(by('overtime')).toMatchObject({ label: 'Overtime rates', value: { normal_pct: 150, night_pct: 200 } });

    // A newer row of a key takes over from its month on: the older one is listed, no longer in force.
    await t.db.kysely
      .insertInto('payroll_rule')
      .values({ key: 'unpaid_day', effective_from: '2025-01', value: '{"days":30}', source: 'Test' })
      .execute();
    const again = (await t.call('GET', `${BASE}/payroll/rules`, { token: reader.token })).json().data as {
      key: string;
      effective_from: string;
      in_force: boolean;
      summary: string;
    }[];
    const unpaid = again.filter((r) => r.key === 'unpaid_day');
    expect(unpaid.map((r) => [r.effective_from, r.in_force, r.summary])).toEqual([
      ['2025-01', true, 'The monthly base ÷ 30 days.'],
      ['2020-01', false, 'The monthly base ÷ 26 days.'],
    ]);
    await t.db.kysely.deleteFrom('payroll_rule').where('effective_from', '=', '2025-01').execute();
  });

  it('answers the defaults, then stores and logs a change; bad input is refused and changes nothing', async () => {
    const url = `${BASE}/employee/${employee}/tax`;
    const initial = await t.call('GET', url, { token: reader.token });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({
      employee_id: employee,
      resident: true,
      spouse_dependant: false,
      children: 0,
      dependants: 0,
      updated_at: null,
    });

    const put = await t.call('PUT', url, {
      token: hr.token,
      body: { resident: true, spouse_dependant: true, children: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe(EMPLOYEE_TAX_MESSAGES.updated);
    expect(put.json().data).toMatchObject({ spouse_dependant: true, children: 2, dependants: 3 });
    const log = await logOf(t, 'employee', employee);
    expect(log.map((l) => l.action)).toEqual(['update_tax']);
    expect(JSON.parse(log[0].after!)).toMatchObject({ dependants: 3 });
    expect(JSON.parse(log[0].before!)).toMatchObject({ dependants: 0 });

    for (const body of [
      {},
      { resident: 'yes', spouse_dependant: false, children: 0 },
      { resident: true, spouse_dependant: false, children: -1 },
      { resident: true, spouse_dependant: false, children: 1.5 },
      { resident: true, spouse_dependant: false, children: 21 },
      { resident: true, spouse_dependant: false, children: 0, salary_cents: 1 },
    ]) {
      const res = await t.call('PUT', url, { token: hr.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().validators?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const missing = await t.call('PUT', `${BASE}/employee/99999999/tax`, {
      token: hr.token,
      body: { resident: false, spouse_dependant: false, children: 0 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EMPLOYEE_TAX_MESSAGES.employeeNotFound);
    expect((await t.call('GET', `${BASE}/employee/99999999/tax`, { token: hr.token })).statusCode).toBe(404);
    expect((await t.call('GET', url, { token: reader.token })).json().data.dependants).toBe(3);
    expect(await logOf(t, 'employee', employee)).toHaveLength(1);
  });

  it('is payroll data: employee permissions alone see nothing and change nothing', async () => {
    const viewer = await t.createUser([p('employee', 'read'), p('employee', 'update')]);
    const url = `${BASE}/employee/${employee}/tax`;
    expect((await t.call('GET', url, { token: viewer.token })).statusCode).toBe(403);
    const put = await t.call('PUT', url, {
      token: reader.token,
      body: { resident: false, spouse_dependant: false, children: 0 },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.call('GET', url, { token: hr.token })).json().data.resident).toBe(true);
  });
});
