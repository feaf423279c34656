// Leave as a derived ledger through the API, on both databases: a type's dated policy, an employee's ledger of
// it with every line, the balance on a leaving day, a policy change re-deriving from its month, and refusals.
// Every figure is worked out by hand in the comment beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import { insertRun } from './payroll-fixtures.ts';
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

describe.each(DIALECTS)('leave ledger on %s', (dialect) => {
  let t: TestApp;
  let typeId: number;
  let employeeId: number;

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.call(method, `${BASE}/${path}`, { token: t.adminToken, body, headers });
  const ledger = async (on: string, headers: Record<string, string> = {}) => {
    const res = await call(
      'GET',
      `leave-balance/${employeeId}/ledger?leave_type_id=${typeId}&on=${on}`,
      undefined,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    typeId = await createLeaveType(t, { days: 18, carry: 5 });
    employeeId = await insertEmployee(t);
    await t.db.kysely.updateTable('employee').set({ join_date: '2025-10-16' }).where('id', '=', employeeId).execute();
    const res = await call('POST', `leave-type/${typeId}/policy`, ANNUAL);
    expect(res.statusCode, res.body).toBe(201);
    await insertLeave(t, typeId, employeeId, '2026-02-02', '2026-02-02', 'approve');
    const adjusted = await call('POST', 'leave-balance/adjust', {
      employee_id: employeeId,
      leave_type_id: typeId,
      date: '2025-12-31',
      days: 2,
      reason: 'Days from the old register',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists every line: prorated first month, adjustment, carry-over, leave taken from carried days, expiry', async () => {
    const l = await ledger('2026-03-31');
    expect(l.lines.map((x: { date: string; days: number; label: string }) => `${x.date} ${x.days} ${x.label}`)).toEqual(
      [
        '2025-10-31 0.77 October 2025 (16 of 31 days)', // 1.5 × 16/31 = 0.774
        '2025-11-30 1.5 November 2025',
        '2025-12-31 2 adjustment by admin: Days from the old register', // a past year's adjustment counts on its 31 December
        '2025-12-31 1.5 December 2025', // 5.77 at the year end, under the limit of 6: all carried
        '2026-01-31 1.5 January 2026',
        '2026-02-02 -1 taken 2 Feb', // from the carried days: 4.77 of them left
        '2026-02-28 1.5 February 2026',
        '2026-03-31 -4.77 carried days expired 31 Mar',
        '2026-03-31 1.5 March 2026',
      ],
    );
    expect(l).toMatchObject({ balance: 4.5, available: 4.5, usable_from: '2026-10-16', pay_percent: 100 });
    expect(l.policy.source).toBe(ANNUAL.source);
  });

  it('words the same lines in Khmer for a Khmer caller, from what each line is, the figures unchanged', async () => {
    const english = await ledger('2026-03-31');
    const khmer = await ledger('2026-03-31', { 'accept-language': 'km' });
    expect(khmer.lines.map((x: { label: string }) => x.label)).toEqual([
      'តុលា 2025 (16 ក្នុងចំណោម 31 ថ្ងៃ)',
      'វិច្ឆិកា 2025',
      'ការកែតម្រូវដោយ admin៖ Days from the old register',
      'ធ្នូ 2025',
      'មករា 2026',
      'បានឈប់ 2 កុម្ភៈ',
      'កុម្ភៈ 2026',
      'ថ្ងៃដែលយកមកបន្តបានផុតកំណត់ 31 មីនា',
      'មីនា 2026',
    ]);
    const figures = (l: typeof english) => l.lines.map(({ label: _label, ...rest }: { label: string }) => rest);
    expect(figures(khmer)).toEqual(figures(english));
  });

  it('answers the balance of every type on a leaving day: its month prorated, nothing lapsing after it', async () => {
    const res = await call('GET', `leave-balance/${employeeId}?leaving_on=2026-03-15`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.balances.find((b: { leave_type: { id: number } }) => b.leave_type.id === typeId);
    // 4.77 carried (they would expire on 31 March, after the leaving day) + 1.5 + 1.5 + 1.5 × 15/31 (0.73).
    expect(mine.balance).toBe(8.5);
    expect(res.json().data.on).toBe('2026-03-15');
  });

  it('re-derives from the month a changed policy starts, and says so in the ledger', async () => {
    const res = await call('POST', `leave-type/${typeId}/policy`, { ...ANNUAL, valid_from: '2026-02', days: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((p: { valid_from: string }) => p.valid_from)).toEqual(['2020-01', '2026-02']);
    const l = await ledger('2026-03-31');
    expect(l.lines.find((x: { kind: string }) => x.kind === 'policy')).toMatchObject({ date: '2026-02-01', days: 0 });
    expect(l.balance).toBe(5.5); // 1.5 for January, then 2 for February and March
    const before = await ledger('2026-01-31');
    expect(before.balance).toBe(7.27); // 5.77 carried + 1.5, as under the first version
  });

  it('refuses a policy dated in a month whose payroll is approved, and one without a source', async () => {
    const run = await insertRun(t, 'approved');
    const locked = await call('POST', `leave-type/${typeId}/policy`, { ...ANNUAL, valid_from: run.month });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().message).toBe(
      `The payroll of ${run.month} is approved and was computed from the leave as it stood; date the policy from a later month.`,
    );
    const unsourced = await call('POST', `leave-type/${typeId}/policy`, { ...ANNUAL, source: ' ' });
    expect(unsourced.statusCode).toBe(400);
    expect(unsourced.json().validators).toEqual([{ field: 'source', message: 'Source is required.' }]);
  });

  it('answers 404 for an employee or a type that does not exist', async () => {
    expect((await call('GET', `leave-balance/999999/ledger?leave_type_id=${typeId}`)).statusCode).toBe(404);
    expect((await call('GET', `leave-balance/${employeeId}/ledger?leave_type_id=999999`)).statusCode).toBe(404);
  });

  it('follows the type’s days per year as a yearly grant while it has no dated policy', async () => {
    const plain = await createLeaveType(t, { days: 7, carry: 0 });
    const res = await call('GET', `leave-balance/${employeeId}/ledger?leave_type_id=${plain}&on=2026-01-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines.map((x: { label: string; days: number }) => `${x.days} ${x.label}`)).toEqual([
      '7 Yearly grant 2025',
      '-7 not carried over into 2026',
      '7 Yearly grant 2026',
    ]);
    const khmer = await call(
      'GET',
      `leave-balance/${employeeId}/ledger?leave_type_id=${plain}&on=2026-01-01`,
      undefined,
      {
        'accept-language': 'km',
      },
    );
    expect(khmer.json().data.lines.map((x: { label: string }) => x.label)).toEqual([
      'ការផ្ដល់ប្រចាំឆ្នាំ 2025',
      'មិនបានយកទៅបន្តក្នុងឆ្នាំ 2026',
      'ការផ្ដល់ប្រចាំឆ្នាំ 2026',
    ]);
  });
});
