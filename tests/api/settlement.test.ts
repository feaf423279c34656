// Ending an employment through the API, on both databases: a settlement for each reason with every amount
// worked by hand, the statement as a PDF, the leaver off the active lists, permissions, and the refusals with
// nothing written. The leaving day is 31 March 2026 (a 31-day period); the rate 4,000 riel per dollar.
// Annual leave: 1.5 days a month, nothing carried over a year end, so on 31 March anyone who joined by January
// holds 4.5 days, paid at the base ÷ 26. A February run (draft) gives the half-year's average one month of gross.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYMENT_MESSAGES as M } from '../../contract/api/employment.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { generateMonth, insertPaidEmployee, insertRun } from './payroll-fixtures.ts';
import { createLeaveType } from './requests-fixtures.ts';

const LAST = '2026-03-31';

describe.each(DIALECTS)('final settlement on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, token = hr.token) =>
    t.call(method, `${BASE}/${path}`, { token, body });

  const people: Record<string, number> = {};

  const end = async (who: string, body: Record<string, unknown>) => {
    const res = await send('POST', `employee/${people[who]}/end`, { last_day: LAST, exchange_rate: 4000, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      items: { code: string; amount_cents: number; taxable_cents: number; basis: string; rule: string }[];
      gross_cents: number;
      tax_cents: number;
      employee_nssf_cents: number;
      net_cents: number;
      lines: { code: string; name: string; amount_cents: number }[];
    };
  };
  const amounts = (s: { items: { code: string; amount_cents: number }[] }) =>
    Object.fromEntries(s.items.map((i) => [i.code, i.amount_cents]));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('employee', 'read')]);
    const annual = await createLeaveType(t, { name: 'Annual Leave', days: 18 });
    const policy = await send(
      'POST',
      `leave-type/${annual}/policy`,
      {
        valid_from: '2020-01',
        accrual: 'monthly',
        days: 1.5,
        carry_over_limit: 0,
        pay_percent: 100,
        source: 'Labour Law art. 166',
      },
      t.adminToken,
    );
    expect(policy.statusCode, policy.body).toBe(201);
    people.resigns = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    people.dismissed = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    people.misconduct = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    people.contractEnds = await insertPaidEmployee(t, '2025-04-01', 100_000, { kind: 'fixed', end_date: LAST });
    people.dies = await insertPaidEmployee(t, '2025-10-01', 80_000, { kind: 'undetermined' });
    people.newcomer = await insertPaidEmployee(t, '2026-01-01', 100_000);
    await generateMonth(t, '2026-02', '2026-02-28');
  });
  afterAll(() => t?.close());

  it('resignation: salary to the last day and untaken leave; no seniority indemnity, no notice', async () => {
    const s = await end('resigns', { reason: 'resignation' });
    // 31 of 31 days: $1,000. Leave 4.5 × 1,000 ÷ 26 = 173.077 → $173.08.
    expect(amounts(s)).toEqual({ salary: 100_000, annual_leave: 17_308 });
    expect(s.gross_cents).toBe(117_308);
    expect(s.net_cents).toBe(s.gross_cents - s.tax_cents - s.employee_nssf_cents);
    expect(s.lines[0]).toMatchObject({ code: 'salary', name: 'Salary to the last day (31 of 31 d)' });
  });

  it('dismissal: the part half-year indemnity (7 days) and pay in lieu of the notice not given; tax and NSSF', async () => {
    const s = await end('dismissed', { reason: 'dismissal', notice_given_days: 30 });
    // Seniority: 1 January to 31 March in the half, over a month: 7 days × average(Feb gross 1,000, base 1,000)
    // ÷ 26 = 269.23 → $269.23. Notice: over 5 and under 10 years of service, 60 days; 30 given: 30 × 1,000 ÷ 30.
    expect(amounts(s)).toEqual({ salary: 100_000, annual_leave: 17_308, seniority: 26_923, notice: 100_000 });
    const seniority = s.items.find((i) => i.code === 'seniority')!;
    expect(seniority.taxable_cents).toBe(0); // 1,076,920 riel, under 2,000,000
    expect(seniority.rule).toContain('Prakas 443');
    expect(s.items.find((i) => i.code === 'notice')!.basis).toContain('60 days of notice owed, 30 given');
    expect(s.gross_cents).toBe(244_231);
    // Pension: the wage capped at 1,200,000 riel × 2% = 24,000 riel = $6.00, taken off before tax. Taxable
    // 2,173.08 − 6.00 = 2,167.08 → 8,668,320 riel: 500,000 × 5% + 6,500,000 × 10% + 168,320 × 15% = 700,248 riel
    // = $175.062 → $175.06.
    expect(s.employee_nssf_cents).toBe(600);
    expect(s.tax_cents).toBe(17_506);
    expect(s.net_cents).toBe(244_231 - 17_506 - 600);
  });

  it('serious misconduct forfeits the indemnity', async () => {
    const s = await end('misconduct', { reason: 'serious_misconduct' });
    expect(amounts(s)).toEqual({ salary: 100_000, annual_leave: 17_308 });
  });

  it('end of a fixed-duration contract: severance of 5% of the wages paid during it', async () => {
    const s = await end('contractEnds', { reason: 'end_of_contract' });
    // Paid in it: February's run 1,000 and March's salary 1,000: 5% of 2,000 = $100.00, exempt from tax.
    expect(amounts(s)).toEqual({ salary: 100_000, annual_leave: 17_308, severance: 10_000 });
    expect(s.items.find((i) => i.code === 'severance')).toMatchObject({ taxable_cents: 0 });
  });

  it('death: the indemnity is paid to the estate; no notice', async () => {
    const s = await end('dies', { reason: 'death' });
    // $800: leave 4.5 × 800 ÷ 26 = 138.46; seniority 7 × 800 ÷ 26 = 215.38.
    expect(amounts(s)).toEqual({ salary: 80_000, annual_leave: 13_846, seniority: 21_538 });
  });

  it('dismissal under six months of service without notice: 7 days in lieu; no contract, no indemnity', async () => {
    const s = await end('newcomer', { reason: 'dismissal' });
    // 7 × 1,000 ÷ 30 = 233.33.
    expect(amounts(s)).toEqual({ salary: 100_000, annual_leave: 17_308, notice: 23_333 });
  });

  it('keeps the settlement, serves its statement as a PDF, and takes the leaver off the active lists', async () => {
    const id = people.dismissed;
    const got = await send('GET', `employee/${id}/settlement`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ last_day: LAST, reason: 'dismissal', gross_cents: 244_231 });
    const pdf = await send('GET', `employee/${id}/settlement/statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await t.db.kysely.selectFrom('employee').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('resigned');
    const again = await send('POST', `employee/${id}/end`, { last_day: LAST, reason: 'dismissal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/left on 2026-03-31/);
  });

  it('serves the statement in Khmer to a caller asking for Khmer, the Khmer font embedded', async () => {
    const statement = (headers: Record<string, string>) =>
      t.call('GET', `${BASE}/employee/${people.dismissed}/settlement/statement.pdf`, { token: hr.token, headers });
    const km = (await statement({ 'accept-language': 'km' })).rawPayload.toString('latin1');
    expect(km).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer-Bold/);
    expect(km).toMatch(/FontFile2/);
    expect((await statement({})).rawPayload.toString('latin1')).not.toMatch(/FontFile|NotoSansKhmer/);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const id = await insertPaidEmployee(t, '2024-01-01', 100_000, { kind: 'undetermined' });
    const ends = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('employment_end')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await ends();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ last_day: '2023-12-31', reason: 'resignation' }, 400, M.lastDayBeforeJoin('2024-01-01')],
      [{ last_day: LAST, reason: 'resignation', notice_given_days: 5 }, 400, M.noticeOnlyForDismissal],
      [
        { last_day: LAST, reason: 'retired' },
        400,
        'Reason must be one of: resignation, dismissal, serious_misconduct, end_of_contract, death.',
      ],
      [{ last_day: '2026-02-30', reason: 'resignation' }, 400, 'Last day must be a real date.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await send('POST', `employee/${id}/end`, { exchange_rate: 4000, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const run = await insertRun(t, 'approved');
    const paid = await send('POST', `employee/${id}/end`, { last_day: `${run.month}-10`, reason: 'resignation' });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json().message).toMatch(/^The last day .* is before the end of the last approved payroll/);
    // In Khmer, the month it names is the Khmer month's.
    const paidKm = await t.call('POST', `${BASE}/employee/${id}/end`, {
      token: hr.token,
      body: { last_day: `${run.month}-10`, reason: 'resignation' },
      headers: { 'accept-language': 'km' },
    });
    expect(paidKm.statusCode).toBe(409);
    const khmerMonth = new Date(`${run.month}-01T00:00:00Z`).toLocaleDateString('km-KH', {
      month: 'long',
      timeZone: 'UTC',
    });
    const paidTo = /paid to (.+)\)\.$/.exec(paid.json().message)?.[1];
    expect(paidKm.json().message).toBe(
      `ថ្ងៃចុងក្រោយ ${run.month}-10 ស្ថិតនៅមុនចុងបញ្ចប់នៃបៀវត្សរ៍ចុងក្រោយដែលបានអនុម័ត (${khmerMonth} ${run.month.slice(0, 4)} បានបើកដល់ ${paidTo})។`,
    );
    expect(await ends()).toBe(before);
    const row = await t.db.kysely.selectFrom('employee').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('active');
    expect((await send('GET', `employee/${id}/settlement`)).json().message).toBe(M.noSettlement);
  });

  it('needs payroll create to end and payroll read to see a settlement', async () => {
    const reader = await t.createUser([p('payroll', 'read')]);
    const id = await insertPaidEmployee(t, '2024-01-01', 100_000);
    const res = await send('POST', `employee/${id}/end`, { last_day: LAST, reason: 'resignation' }, reader.token);
    expect(res.statusCode).toBe(403);
    const none = await t.createUser([p('employee', 'read')]);
    expect((await send('GET', `employee/${people.resigns}/settlement`, undefined, none.token)).statusCode).toBe(403);
  });
});
