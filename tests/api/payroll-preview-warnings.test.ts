// The payroll preview warns about what HR would miss, on SQLite and PostgreSQL: a closed month whose punch file
// was never imported (everyone absent every day) says so for the month, flags everyone absent all month and the
// attendance bonus each is still paid; a month people worked flags only the bonus of someone absent one day.
import { periodOf, periodRange } from '../../server/lib/pay-period.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewResponse } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { punchDay, weekdaysBetween } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import { workdayAgo } from './requests-fixtures.ts';

describe.each(DIALECTS)('payroll preview warnings on %s', (dialect) => {
  let t: TestApp;
  let worker: number; // punched every working day of the second month
  let once: number; // punched one day of it
  const earlier = periodOf(workdayAgo(80), 1);
  const later = periodOf(workdayAgo(45), 1);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.call(method, `${BASE}/${path}`, { token: t.adminToken, body });
  const preview = async (month: string) => {
    const res = await call('GET', `payroll/preview?month=${month}&exchange_rate=4100`);
    expect(res.statusCode, res.body).toBe(200);
    return previewResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [worker, once] = [await insertEmployee(t, { firstName: 'Worker' }), await insertEmployee(t, { firstName: 'Once' })];
    await t.db.kysely.updateTable('employee').set({ bank_name: 'ABA', bank_account: '000123456' }).execute();
    const bonus = await call('POST', 'deduction', {
      kind: 'earning',
      name: 'Attendance bonus',
      amount_cents: 1_000,
      taxable: true,
      from_month: earlier,
      to_month: null,
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const { from, to } = periodRange(later, 1);
    const days = weekdaysBetween(from, to);
    for (const d of days) await punchDay(t, worker, d, ['07:55', '17:05']);
    await punchDay(t, once, days[0], ['07:55', '17:05']);
    for (const month of [earlier, later]) {
      const closed = await call('POST', 'attendance/close', { month });
      expect(closed.statusCode, closed.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('warns about a month without any punch, everyone absent all month and still paid the attendance bonus', async () => {
    const data = await preview(earlier);
    const label = new Date(`${earlier}-15T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(data.month_warnings).toEqual([{ code: 'no_punches', message: expect.stringContaining(label) }]);
    expect(data.month_warnings[0].message).toMatch(/^No punch was recorded in /);
    for (const id of [worker, once])
      expect(data.rows.find((r) => r.employee_id === id)!.warnings).toEqual([
        'absent_all_month',
        'attendance_pay_while_absent',
      ]);
  });

  it('in a month people worked, flags only the attendance bonus of someone absent on some days', async () => {
    const data = await preview(later);
    expect(data.month_warnings).toEqual([]);
    expect(data.rows.find((r) => r.employee_id === worker)!.warnings).toEqual([]);
    expect(data.rows.find((r) => r.employee_id === once)!.warnings).toEqual(['attendance_pay_while_absent']);
  });
});
