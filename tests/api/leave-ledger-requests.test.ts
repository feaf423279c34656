// Leave requests and payroll read the ledger, through the API on both databases: a request over the balance on
// its first day is refused with the balance named (pending requests hold their days; a type allowing a negative
// balance is not refused), leave before the join date or before a year of service is refused, overlapping leave
// is refused, special leave is taken from annual leave too (and refused when that balance cannot cover it, or over
// its days per family event), maternity leave counts calendar days, and a month's payroll takes unpaid and part-paid leave
// days at the pay of each type's dated policy, a calendar-day leave as its share of the month's calendar days.
// Every figure is worked out by hand in the comment beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonthsToDate } from '../../contract/dates.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import { createLeaveType, file, insertLeave, leaveBody, mondayAfter, versionOf } from './requests-fixtures.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const policy = (o: Record<string, unknown>) => ({
  valid_from: '2020-01',
  accrual: 'yearly',
  carry_over_limit: 0,
  pay_percent: 100,
  source: 'Company policy (test)',
  ...o,
});

describe.each(DIALECTS)('leave requests and payroll read the ledger on %s', (dialect) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.call(method, `${BASE}/${path}`, { token: t.adminToken, body });
  const typeWith = async (o: Record<string, unknown>) => {
    const type = await createLeaveType(t, { days: 10 });
    const res = await call('POST', `leave-type/${type}/policy`, policy(o));
    expect(res.statusCode, res.body).toBe(201);
    return type;
  };
  const nameOf = async (type: number) => (await call('GET', `leave-type/${type}`)).json().data.name as string;
  const joined = async (date: string) => {
    const id = await insertEmployee(t);
    await t.db.kysely.updateTable('employee').set({ join_date: date }).where('id', '=', id).execute();
    return id;
  };
  const refusal = async (body: unknown) => {
    const res = await call('POST', 'leave-request', body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().validators[0] as { field: string; message: string };
  };
  /** Two paid employees at this salary: one who joined in 2020, one in January 2026 (under a year of service). */
  const paidPair = async (salaryCents: number) => {
    const pair = [await joined('2020-01-06'), await joined('2026-01-05')];
    await t.db.kysely
      .updateTable('employee')
      .set({ salary_cents: salaryCents, bank_name: 'ABA', bank_account: '000123456' })
      .where('id', 'in', pair)
      .execute();
    return pair;
  };
  /** An employee's leave lines on a run's payslip, as "name amount". */
  const leaveLinesOf = async (runId: number, employee: number) => {
    const list = (await call('GET', `payslip?payroll_id=${runId}&employee_id=${employee}`)).json();
    const slip = (await call('GET', `payslip/${list.data[0].id}`)).json().data;
    return slip.lines
      .filter((l: { code: string }) => l.code.endsWith('_leave'))
      .map((l: { name: string; amount_cents: number }) => `${l.name} ${l.amount_cents}`);
  };
  /** A Monday two weeks or more ahead, with the next two weeks in the same year. */
  let monday: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    monday = mondayAfter(14, 14);
  });
  afterAll(() => t?.close());

  it('refuses a request over the balance on its first day, naming it; pending requests hold their days', async () => {
    const type = await typeWith({ days: 5 }); // 5 days granted on 1 January, nothing carried
    const employee = await joined('2020-01-06');
    await file(t, 'leave-request', leaveBody(employee, type, monday, addDays(monday, 2))); // 3 days, pending
    const second = addDays(monday, 7);
    expect(await refusal(leaveBody(employee, type, second, addDays(second, 2)))).toEqual({
      field: 'leave_type_id',
      message: `Not enough ${await nameOf(type)} balance: 3 days requested, 2 days available on ${dmy(second)}.`,
    });
    await file(t, 'leave-request', leaveBody(employee, type, second, addDays(second, 1))); // the 2 left fit
    const ledger = (await call('GET', `leave-balance/${employee}/ledger?leave_type_id=${type}&on=${second}`)).json();
    expect(ledger.data).toMatchObject({ balance: 5, pending: 5, available: 0 });

    const negative = await typeWith({ days: 1, allow_negative: true });
    await file(t, 'leave-request', leaveBody(employee, negative, addDays(monday, 3), addDays(monday, 4)));
  });

  it('refuses (409) the final approval when approved leave since filing leaves too little', async () => {
    const type = await typeWith({ days: 5 });
    const employee = await joined('2020-01-06');
    const request = await file(t, 'leave-request', leaveBody(employee, type, monday, addDays(monday, 2))); // 3 days
    // Leave of 3 days approved afterwards (recorded directly): 5 − 3 leaves 2 for the 3 requested.
    const later = await insertLeave(t, type, employee, addDays(monday, 7), addDays(monday, 9), 'approve');
    await t.db.kysely.updateTable('leave_request').set({ days: 3 }).where('request_id', '=', later).execute();
    let res;
    for (let step = 0; step < 5; step++) {
      const body = { version: await versionOf(t, request.id) };
      res = await call('POST', `leave-request/${request.id}/approve`, body);
      if (res.statusCode !== 200 || res.json().data.status === 'approve') break;
    }
    expect(res!.statusCode, res!.body).toBe(409);
    expect(res!.json().message).toBe(
      `Approving would take ${await nameOf(type)} below zero: 3 days requested, 2 days left on ${dmy(monday)} after the leave already approved.`,
    );
  });

  it('refuses an overlapping request before reading the balance', async () => {
    const type = await typeWith({ days: 10 });
    const employee = await joined('2020-01-06');
    await file(t, 'leave-request', leaveBody(employee, type, monday, addDays(monday, 1)));
    expect(await refusal(leaveBody(employee, type, addDays(monday, 1), addDays(monday, 2)))).toEqual({
      field: 'start_date',
      message: `This leave overlaps another leave request (${dmy(monday)} – ${dmy(addDays(monday, 1))}).`,
    });
  });

  it('refuses leave before the join date, and annual leave before a year of service', async () => {
    const type = await typeWith({ days: 10 });
    const newcomer = await joined(addDays(monday, 1));
    expect(await refusal(leaveBody(newcomer, type, monday))).toEqual({
      field: 'start_date',
      message: `This leave starts before the employee joined on ${dmy(addDays(monday, 1))}.`,
    });
    const annual = await typeWith({ accrual: 'monthly', days: 1.5, usable_after_months: 12, carry_over_limit: 6 });
    const since = addMonthsToDate(monday, -6);
    const recent = await joined(since);
    expect(await refusal(leaveBody(recent, annual, monday))).toEqual({
      field: 'start_date',
      message: `${await nameOf(annual)} can be taken from ${dmy(addMonthsToDate(since, 12))}, once the service it requires is reached (it is earned from the first month).`,
    });
  });

  it('takes special leave from the annual balance too, and says so on the annual ledger', async () => {
    const annual = await typeWith({ days: 10 });
    const special = await typeWith({ days: 7, deducts_from_leave_type_id: annual });
    const employee = await joined('2020-01-06');
    await file(t, 'leave-request', leaveBody(employee, special, monday, addDays(monday, 1))); // 2 days, pending
    const read = async (on: string) =>
      (await call('GET', `leave-balance/${employee}/ledger?leave_type_id=${annual}&on=${on}`)).json().data;
    expect(await read(monday)).toMatchObject({ balance: 10, pending: 2, available: 8 });
    const taken = await insertLeave(t, special, employee, '2026-03-02', '2026-03-02', 'approve');
    expect(taken).toBeGreaterThan(0);
    const l = await read('2026-03-31');
    expect(l.lines.find((x: { kind: string }) => x.kind === 'taken')).toMatchObject({
      date: '2026-03-02',
      days: -1,
      label: `taken 2 Mar (${await nameOf(special)})`,
    });
    expect(l.balance).toBe(9); // 10 granted on 1 January 2026, 1 special day
    const itself = await call(
      'POST',
      `leave-type/${annual}/policy`,
      policy({ days: 10, deducts_from_leave_type_id: annual }),
    );
    expect(itself.statusCode).toBe(400);
  });

  it('refuses special leave the annual balance cannot cover, and more than its days per family event', async () => {
    const annual = await typeWith({ days: 3 }); // 3 granted on 1 January
    const special = await typeWith({ days: 7, deducts_from_leave_type_id: annual, max_days_per_request: 7 });
    const employee = await joined('2020-01-06');
    const [annualName, specialName] = [await nameOf(annual), await nameOf(special)];
    // Monday to Thursday: 4 working days; special leave has 7, annual leave only 3.
    expect(await refusal(leaveBody(employee, special, monday, addDays(monday, 3)))).toEqual({
      field: 'leave_type_id',
      message: `Not enough ${annualName} balance for ${specialName}, which is taken from it: 4 days requested, 3 days available on ${dmy(monday)}.`,
    });
    // Monday to the next Wednesday: 8 working days, over the 7 of one event.
    expect(await refusal(leaveBody(employee, special, monday, addDays(monday, 9)))).toEqual({
      field: 'end_date',
      message: `${specialName} is at most 7 days a request.`,
    });
    // Three days fit; the annual balance then has none left for annual leave itself.
    await file(t, 'leave-request', leaveBody(employee, special, monday, addDays(monday, 2)));
    const next = addDays(monday, 7);
    expect(await refusal(leaveBody(employee, annual, next))).toEqual({
      field: 'leave_type_id',
      message: `Not enough ${annualName} balance: 1 day requested, 0 days available on ${dmy(next)}.`,
    });
  });

  it('counts maternity leave in calendar days, weekends included', async () => {
    const maternity = await typeWith({ days: 90, calendar_days: true });
    const annual = await typeWith({ days: 20 });
    const employee = await joined('2020-01-06');
    // Monday to the Sunday a week later: 14 calendar days, 10 of them working days.
    const end = addDays(monday, 13);
    const m = await file(t, 'leave-request', leaveBody(employee, maternity, monday, end));
    expect(m.days).toBe(14);
    const l = (await call('GET', `leave-balance/${employee}/ledger?leave_type_id=${maternity}&on=${monday}`)).json();
    expect(l.data).toMatchObject({ balance: 90, pending: 14, available: 76 });
    expect(l.data.policy).toMatchObject({ calendar_days: true, max_days_per_request: null });
    const other = await joined('2020-01-06');
    expect((await file(t, 'leave-request', leaveBody(other, annual, monday, end))).days).toBe(10);
  });

  it("deducts a month's unpaid and part-paid leave days at each type's dated pay from payroll", async () => {
    // $520 a month: an unpaid day is 520 ÷ 26 = $20.
    const [settled, newcomer] = await paidPair(52_000);
    const unpaid = await typeWith({ days: 30, pay_percent: 0, allow_negative: true });
    const maternity = await typeWith({ days: 90, pay_percent: 50, paid_after_months: 12 });
    const sick = await typeWith({ days: 7, pay_percent: 100 });
    // Sick leave pays 60% from June 2026 on (a version recorded from that month).
    const changed = await call(
      'POST',
      `leave-type/${sick}/policy`,
      policy({ valid_from: '2026-06', days: 7, pay_percent: 60 }),
    );
    expect(changed.statusCode, changed.body).toBe(201);
    // June 2026: 1 June is a Monday.
    await insertLeave(t, unpaid, settled, '2026-06-02', '2026-06-03', 'approve'); // Tue–Wed: 2 unpaid days
    await insertLeave(t, unpaid, settled, '2026-06-29', '2026-07-03', 'approve'); // 29–30 June in June: 2 more
    await insertLeave(t, maternity, settled, '2026-06-08', '2026-06-12', 'approve'); // 5 days at 50%
    await insertLeave(t, sick, settled, '2026-05-29', '2026-06-01', 'approve'); // 1 June only, at 60% (May's 100%)
    await insertLeave(t, maternity, newcomer, '2026-06-08', '2026-06-09', 'approve'); // under a year: unpaid
    await insertLeave(t, unpaid, newcomer, '2026-06-20', '2026-06-21', 'pending'); // a weekend, pending anyway
    await insertClose(t, '2026-06', '2026-06-01', '2026-06-30');
    const run = await call('POST', 'payroll/generate', { month: '2026-06', exchange_rate: 4000 });
    expect(run.statusCode, run.body).toBe(201);
    const leaveLines = (employee: number) => leaveLinesOf(run.json().data.id, employee);
    expect(await leaveLines(settled)).toEqual(
      [
        'Unpaid leave (4 d)', // 4 × $20 = $80
        'Part-paid leave at 50% (5 d)', // 5 × 50% × $20 = $50
        'Part-paid leave at 60% (1 d)', // 1 × 40% × $20 = $8
      ].map((name, i) => `${name} ${[-8_000, -5_000, -800][i]}`),
    );
    expect(await leaveLines(newcomer)).toEqual(['Unpaid leave (2 d) -4000']); // 2 × $20
  });

  it("pays calendar-day maternity leave as its share of the month's calendar days", async () => {
    // $620 a month; October 2026 has 31 days, so a calendar day is 620 ÷ 31 = $20 (not 620 ÷ 26).
    const [settled, newcomer] = await paidPair(62_000);
    const maternity = await typeWith({ days: 90, calendar_days: true, pay_percent: 50, paid_after_months: 12 });
    // Saturday 17 October to 14 January: 15 calendar days in October (11 of them working days).
    await insertLeave(t, maternity, settled, '2026-10-17', '2027-01-14', 'approve');
    // Saturday 24 to Saturday 31 October: 8 calendar days, before a year of service so unpaid.
    await insertLeave(t, maternity, newcomer, '2026-10-24', '2026-10-31', 'approve');
    await insertClose(t, '2026-10', '2026-10-01', '2026-10-31');
    const run = await call('POST', 'payroll/generate', { month: '2026-10', exchange_rate: 4000 });
    expect(run.statusCode, run.body).toBe(201);
    const leaveLines = (employee: number) => leaveLinesOf(run.json().data.id, employee);
    // $620 × 15 ÷ 31 × 50% = $150.
    expect(await leaveLines(settled)).toEqual(['Part-paid leave at 50% (15 d) -15000']);
    // $620 × 8 ÷ 31 = $160.
    expect(await leaveLines(newcomer)).toEqual(['Unpaid leave (8 d) -16000']);
  });
});
