// The demo's payroll, seeded at a fixed moment after the directory and the requests and read back through the API: last
// month's attendance closed and locked by its approved run, payslips whose figures add up, dependants and pay lines
// (one month's from a file), the next month's preview against it, files that download, an employee's own payslip, and a
// second run that adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { seedDirectory } from '../../server/demo/seed-directory.ts';
import { DEMO_PASSWORD, seedFoundation } from '../../server/demo/seed-foundation.ts';
import { DEMO_EXCHANGE_RATE, seedPayroll, type PayrollSummary } from '../../server/demo/seed-payroll.ts';
import { seedRequests } from '../../server/demo/seed-requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

/** A Monday, 10:30 in Phnom Penh. */
const NOW = new Date('2026-06-15T03:30:00Z');

describe.each(DIALECTS)('demo payroll on %s', (dialect) => {
  let t: TestApp;
  let summary: PayrollSummary;
  const get = async (path: string, token = t.adminToken) => {
    const res = await t.call('GET', `${BASE}/${path}`, { token });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    return res;
  };
  const json = async (path: string, token?: string) => (await get(path, token)).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
    await seedDirectory(t.db, { today: '2026-06-15' });
    await seedRequests(t.db, { now: NOW });
    summary = await seedPayroll(t.db, { now: NOW });
  }, 300_000);
  afterAll(() => t?.close());

  it("closes May's attendance with every day recorded, and generates and approves its payroll", async () => {
    expect(summary).toMatchObject({ skipped: false, month: '2026-05' });
    expect(summary.punches).toBeGreaterThan(1_000); // 1–15 May, before the attendance seed's 30 days
    const runs = (await json('payroll')).data;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      month: '2026-05',
      status: 'approved',
      exchange_rate: DEMO_EXCHANGE_RATE,
      headcount: summary.headcount,
      generated_by: 'hr_manager',
      approved_by: 'hr_manager',
    });
    expect(runs[0].headcount).toBeGreaterThan(150);
    expect(runs[0].net_cents).toBeGreaterThan(0);
    const reopen = await t.call('POST', `${BASE}/attendance/reopen`, {
      token: t.adminToken,
      body: { month: '2026-05' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(PAYROLL_MESSAGES.attendanceLocked('2026-05'));
    // The early days of May came in through the device import: absences are the exception, not the rule.
    const absences = await t.db.kysely
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('date', '>=', '2026-05-01')
      .where('date', '<=', '2026-05-15')
      .where('status', '=', 'absent')
      .executeTakeFirstOrThrow();
    expect(Number(absences.n)).toBeLessThan(runs[0].headcount);
  });

  it('every payslip adds up: gross − deductions = net, and net in riel at the run’s rate', async () => {
    const run = (await json('payroll')).data[0];
    const list = (await json(`payslip?payroll_id=${run.id}&limit=100`)).data;
    let withDependants = 0;
    for (const row of list.slice(0, 40)) {
      const slip = (await json(`payslip/${row.id}`)).data;
      const sum = (kind: string) =>
        slip.lines
          .filter((l: { kind: string }) => l.kind === kind)
          .reduce((s: number, l: any) => s + l.amount_cents, 0);
      expect(sum('earning')).toBe(slip.gross_pay);
      expect(slip.gross_pay - sum('deduction')).toBe(slip.net_pay);
      expect(slip.net_riel).toBe(Math.round((slip.net_pay * DEMO_EXCHANGE_RATE) / 100));
      expect(slip.lines.map((l: { name: string }) => l.name)).toEqual(
        expect.arrayContaining(['Base salary', 'Transport allowance', 'Attendance bonus', 'Tax on salary']),
      );
      const tax = (await json(`employee/${row.employee_id}/tax`)).data;
      if (tax.dependants > 0) withDependants++;
    }
    expect(withDependants).toBeGreaterThan(5);
    const statutory = (await json(`payroll/${run.id}/statutory`)).data;
    expect(statutory.tax_cents).toBe(run.tax_cents);
    expect(statutory.nssf_cents).toBeGreaterThan(0);
  });

  it('has pay lines of every sort, the month’s advances imported from a file', async () => {
    const lines = (await json('deduction?limit=100')).data as Array<{
      name: string;
      employee: unknown;
      percent_bp: number | null;
    }>;
    const names = new Set(lines.map((l) => l.name));
    for (const name of [
      'Transport allowance',
      'Phone allowance',
      'Staff loan repayment',
      'Salary advance',
      'Performance bonus',
    ])
      expect(names, name).toContain(name);
    expect(lines.some((l) => l.employee === null)).toBe(true);
    expect(lines.some((l) => l.percent_bp === 500)).toBe(true);
    const imported = await t.db.kysely
      .selectFrom('activity_log')
      .select('after')
      .where('resource', '=', 'deduction')
      .where('action', '=', 'import')
      .execute();
    expect(imported).toHaveLength(1);
  });

  it('previews June against May with the reasons, and serves every file of the run', async () => {
    const preview = (await json(`payroll/preview?month=2026-06`)).data;
    expect(preview).toMatchObject({ previous_month: '2026-05', exchange_rate: DEMO_EXCHANGE_RATE });
    expect(preview.rows.some((r: { reasons: string[] }) => r.reasons.includes('pay_lines'))).toBe(true);
    const run = (await json('payroll')).data[0];
    expect((await get(`payroll/${run.id}/export`)).headers['content-disposition']).toContain(
      `payroll-${run.month}.xlsx`,
    );
    expect((await get(`payroll/${run.id}/bank-transfer.csv`)).body.split('\r\n').length).toBeGreaterThan(run.headcount);
    const first = (await json(`payslip?payroll_id=${run.id}`)).data[0];
    expect((await get(`payslip/${first.id}/pdf`)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets a demo user linked to an employee see their own payslip only', async () => {
    const user = await t.db.kysely
      .selectFrom('sys_user')
      .select(['username', 'employee_id'])
      .where('employee_id', 'is not', null)
      .where('username', 'in', ['dara_lead', 'sokha_hr', 'lead_manager', 'viewer'])
      .executeTakeFirstOrThrow();
    const token = await t.login(user.username, DEMO_PASSWORD);
    const own = (await json('payslip', token)).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r: { employee_id: number }) => r.employee_id === user.employee_id)).toBe(true);
  });

  it('keeps pay from the demo Viewer: no payroll or deduction read, so no run, payslip or tax of others', async () => {
    const token = await t.login('viewer', DEMO_PASSWORD);
    const run = (await json('payroll')).data[0];
    for (const path of ['payroll', `payroll/${run.id}`, 'deduction'])
      expect((await t.call('GET', `${BASE}/${path}`, { token })).statusCode, path).toBe(403);
    const someone = (await json(`payslip?payroll_id=${run.id}`)).data[0];
    expect((await t.call('GET', `${BASE}/employee/${someone.employee_id}/tax`, { token })).statusCode).toBe(403);
    expect((await t.call('GET', `${BASE}/payslip/${someone.id}`, { token })).statusCode).toBe(404);
  });

  it('adds nothing when run again', async () => {
    expect((await seedPayroll(t.db, { now: NOW })).skipped).toBe(true);
    expect((await json('payroll')).data).toHaveLength(1);
  });
});
