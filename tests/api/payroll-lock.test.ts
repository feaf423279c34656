// What approval locks: an approved run's month keeps its attendance closed (reopening refused while the run reads it,
// corrections into it refused); a correction to the run is an adjustment pay line into the next open month, never an
// edit of its payslips; a pay line a locked run used cannot be deleted. Bad input leaves nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { PAYROLL_MESSAGES as M } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { rowCount } from './payroll-fixtures.ts';
import { insertEmployee, logOf } from './directory-fixtures.ts';
import { ALL_PERMISSIONS, BASE } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(DIALECTS)('payroll locks on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let sokha: number;
  let dara: number;
  let march: { id: number };

  const call = (method: Method, path: string, body?: unknown) => t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (method: Method, path: string, body?: unknown, status = 200) => {
    const res = await call(method, path, body);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const refused = async (status: number, method: Method, path: string, body?: unknown) => {
    const res = await call(method, path, body);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const payLines = () => rowCount(t, 'pay_line');
  const slipsOf = (runId: number) =>
    t.db.kysely.selectFrom('payslip').selectAll().where('payroll_id', '=', runId).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await t.createUser(ALL_PERMISSIONS)).token;
    sokha = await insertEmployee(t, { firstName: 'Sokha' });
    dara = await insertEmployee(t, { firstName: 'Dara' });
    await t.db.kysely
      .updateTable('employee')
      .set({ salary_cents: 50_000, bank_name: 'ABA', bank_account: '000 111' })
      .where('id', 'in', [sokha, dara])
      .execute();
    await ok('POST', 'attendance/close', { month: '2026-03' });
    march = (await ok('POST', 'payroll/generate', { month: '2026-03', exchange_rate: 4000 }, 201)).data;
  });
  afterAll(() => t?.close());

  it('a draft leaves the month reopenable, but is approved only while its attendance is closed', async () => {
    await ok('POST', 'attendance/reopen', { month: '2026-03' });
    expect((await refused(409, 'POST', `payroll/${march.id}/approve`)).message).toBe(M.notClosedToApprove('2026-03'));
    expect((await ok('GET', `payroll/${march.id}`)).data.status).toBe('draft');
    await ok('POST', 'attendance/close', { month: '2026-03' });
    await ok('POST', `payroll/${march.id}/regenerate`, {});
    await ok('POST', `payroll/${march.id}/approve`);
  });

  it('an approved run keeps its month closed: reopening and corrections into it are refused', async () => {
    const reopen = await refused(409, 'POST', 'attendance/reopen', { month: '2026-03' });
    expect(reopen.message).toBe(M.attendanceLocked('2026-03'));
    expect(
      (await t.db.kysely.selectFrom('attendance_close').select('period').where('period', '=', '2026-03').execute())
        .length,
    ).toBe(1);
    const day = await t.db.kysely
      .selectFrom('attendance')
      .select('id')
      .where('employee_id', '=', sokha)
      .where('date', '=', '2026-03-10')
      .executeTakeFirstOrThrow();
    const correction = await refused(409, 'PATCH', `attendance/${day.id}`, {
      clock_in: '08:00',
      clock_out: '17:00',
      reason: 'Forgot to punch',
    });
    expect(correction.message).toBe(ATTENDANCE_MESSAGES.periodClosed('2026-03'));
  });

  it('corrects the approved run with an adjustment into the next open month; its payslips never change', async () => {
    const before = await slipsOf(march.id);
    const res = await ok(
      'POST',
      `payroll/${march.id}/adjustments`,
      { employee_id: sokha, kind: 'earning', name: 'Missed overtime', amount_cents: 2_500, taxable: true },
      201,
    );
    expect(res.message).toBe(M.adjustmentAdded('2026-04'));
    expect(res.data).toMatchObject({
      employee: { id: sokha },
      kind: 'earning',
      name: 'Missed overtime (correction of 2026-03)',
      amount_cents: 2_500,
      taxable: true,
      from_month: '2026-04',
      to_month: '2026-04',
      adjusts: { payroll_id: march.id, month: '2026-03' },
    });
    expect((await logOf(t, 'deduction', res.data.id)).map((l) => l.action)).toEqual(['adjust']);
    expect(await slipsOf(march.id)).toEqual(before);
    expect((await ok('GET', `deduction/${res.data.id}`)).data.adjusts).toEqual({
      payroll_id: march.id,
      month: '2026-03',
    });

    // April pays it: $500 + $25 taxable − $6 pension (deducted before tax) = 2,076,000 riel → 500,000 × 5% +
    // 76,000 × 10% = 32,600 riel = $8.15.
    await insertClose(t, '2026-04', '2026-04-01', '2026-04-30');
    const april = (await ok('POST', 'payroll/generate', { month: '2026-04' }, 201)).data;
    const slip = (await ok('GET', `payslip?payroll_id=${april.id}&employee_id=${sokha}`)).data[0];
    const detail = (await ok('GET', `payslip/${slip.id}`)).data;
    expect(detail.lines).toContainEqual(
      expect.objectContaining({ name: 'Missed overtime (correction of 2026-03)', amount_cents: 2_500 }),
    );
    expect(detail).toMatchObject({ gross_pay: 52_500, tax_cents: 815, net_pay: 52_500 - 815 - 600 });
    await ok('POST', `payroll/${april.id}/approve`);

    // Deleting or editing the line April's locked run used is refused, and nothing changes.
    const used = await refused(409, 'DELETE', `deduction/${res.data.id}`);
    expect(used.message).toBe(M.payLineUsed);
    expect((await ok('GET', `deduction/${res.data.id}`)).data.amount_cents).toBe(2_500);

    // March and April are both approved: a second correction of March goes into May.
    const may = await ok(
      'POST',
      `payroll/${march.id}/adjustments`,
      { employee_id: dara, kind: 'deduction', name: 'Overpaid allowance', amount_cents: 1_000 },
      201,
    );
    expect(may.data).toMatchObject({ from_month: '2026-05', kind: 'deduction', taxable: false });
  });

  it('refuses bad adjustments with the right status, writing nothing', async () => {
    await insertClose(t, '2026-06', '2026-06-01', '2026-06-30');
    const draft = (await ok('POST', 'payroll/generate', { month: '2026-06' }, 201)).data;
    const body = { employee_id: sokha, kind: 'earning', name: 'Fix', amount_cents: 100 };
    const before = await payLines();
    expect((await refused(409, 'POST', `payroll/${draft.id}/adjustments`, body)).message).toBe(M.adjustDraft);
    expect((await refused(404, 'POST', 'payroll/99999999/adjustments', body)).message).toBe(M.runNotFound);
    const stranger = await insertEmployee(t);
    expect(
      (await refused(400, 'POST', `payroll/${march.id}/adjustments`, { ...body, employee_id: stranger })).validators,
    ).toEqual([{ field: 'employee_id', message: M.noPayslipInRun }]);
    for (const bad of [
      { ...body, amount_cents: 0 },
      { ...body, amount_cents: -5 },
      { ...body, amount_cents: 1.5 },
      { ...body, amount_cents: 1e308 },
      { ...body, name: '   ' },
      { ...body, name: 'x'.repeat(71) },
      { ...body, kind: 'bonus' },
      { ...body, percent_bp: 100 },
      { ...body, from_month: '2026-01' },
      { kind: 'earning', name: 'Fix', amount_cents: 100 },
    ])
      expect((await call('POST', `payroll/${march.id}/adjustments`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await payLines()).toBe(before);
  });
});
