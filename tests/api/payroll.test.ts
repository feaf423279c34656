// Payroll through HTTP: preview and generate a closed month with figures worked by hand (tax in riel with dependants
// and for a non-resident, NSSF cap, an absence day, overtime, pay lines), a month generated once (also two at the same
// moment), regeneration of a draft, approval locking the run and its pay lines, the bad input of point 9 leaving
// nothing written, payslips visible to their employee only, and report.xlsx.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertDepartment, insertEmployee, insertTeam } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

type Res = { statusCode: number; body: string; json: () => any };
const now = () => new Date().toISOString();

describe.each(DIALECTS)('payroll on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string; username: string };
  let a: number; // $500, resident, no dependants, one absence day in June
  let b: number; // $500, spouse and two children, 2 h overtime in June
  let c: number; // $500, non-resident
  let department: number;
  let transport: number;
  let june: { id: number };

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = hr.token) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const runs = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('payroll_run')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const payslipCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('payslip')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const close = (month: string) => insertClose(t, month, `${month}-01`, `${month}-28`);
  const slipOf = async (runId: number, employeeId: number) => {
    const list = await ok(await send('GET', `payslip?payroll_id=${runId}&employee_id=${employeeId}`));
    expect(list.data).toHaveLength(1);
    return (await ok(await send('GET', `payslip/${list.data[0].id}`))).data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser(
      (['payroll', 'deduction'] as const).flatMap((r) =>
        (['read', 'create', 'update', 'delete'] as const).map((x) => p(r, x)),
      ),
    );
    department = await insertDepartment(t);
    const team = await insertTeam(t, department);
    [a, b, c] = [
      await insertEmployee(t, { teamId: team, firstName: 'Sokha' }),
      await insertEmployee(t, { teamId: team, firstName: 'Dara' }),
      await insertEmployee(t, { teamId: team, firstName: 'Anna' }),
    ];
    await t.db.kysely
      .updateTable('employee')
      .set({ salary_cents: 50_000, bank_name: 'ABA', bank_account: '000123456' })
      .where('id', 'in', [a, b, c])
      .execute();
    await t.db.kysely
      .insertInto('employee_tax')
      .values([
        { employee_id: b, resident: 1, spouse_dependant: 1, children: 2, updated_at: now() },
        { employee_id: c, resident: 0, spouse_dependant: 0, children: 0, updated_at: now() },
      ])
      .execute();
    await t.db.kysely
      .insertInto('attendance')
      .values({
        employee_id: a,
        date: '2026-06-10',
        clock_in: null,
        clock_out: null,
        office_id: null,
        worked_minutes: null,
        late: 0,
        early_leave: 0,
        status: 'absent',
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const { id: request } = await t.db.kysely
      .insertInto('approval_request')
      .values({
        kind: 'overtime',
        employee_id: b,
        status: 'approve',
        version: 3,
        current_step: null,
        start_date: '2026-06-11',
        end_date: '2026-06-11',
        reason: 'Release',
        filed_by_id: null,
        filed_by_username: null,
        decided_by_id: null,
        decided_by_username: 'hr',
        decided_at: now(),
        decision_comment: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('overtime_request')
      .values({
        request_id: request,
        date: '2026-06-11',
        start_time: '18:00',
        end_time: '20:00',
        minutes: 120,
        approved_minutes: 120,
      })
      .execute();
  });
  afterAll(() => t?.close());

  it('pay lines: created, listed by month, validated', async () => {
    const created = await ok(
      await send('POST', 'deduction', {
        kind: 'earning',
        name: 'Transport',
        amount_cents: 5_000,
        from_month: '2026-01',
        to_month: null,
      }),
      201,
    );
    transport = created.data.id;
    expect(created.data).toMatchObject({ employee: null, taxable: false, to_month: null, percent_bp: null });
    const listed = await ok(await send('GET', 'deduction?month=2026-06'));
    expect(listed.data.map((l: { id: number }) => l.id)).toContain(transport);
    for (const bad of [
      { kind: 'earning', name: 'Both', amount_cents: 1, percent_bp: 1, from_month: '2026-01' },
      { kind: 'earning', name: 'Neither', from_month: '2026-01' },
      { kind: 'bonus', name: 'Kind', amount_cents: 1, from_month: '2026-01' },
      { kind: 'earning', name: 'Order', amount_cents: 1, from_month: '2026-05', to_month: '2026-04' },
      { kind: 'earning', name: 'Month', amount_cents: 1, from_month: '2026-13' },
      { kind: 'earning', name: 'Negative', amount_cents: -1, from_month: '2026-01' },
      { kind: 'earning', name: 'Who', amount_cents: 1, from_month: '2026-01', employee_id: 99_999_999 },
    ])
      expect((await send('POST', 'deduction', bad)).statusCode, JSON.stringify(bad)).toBe(400);
  });

  it('refuses a future month, a month not closed and a missing rate, writing nothing', async () => {
    const future = await send('POST', 'payroll/generate', { month: '2099-01', exchange_rate: 4000 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(PAYROLL_MESSAGES.futureMonth('2099-01'));
    const open = await send('POST', 'payroll/generate', { month: '2026-06', exchange_rate: 4000 });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(PAYROLL_MESSAGES.notClosed('2026-06'));
    await close('2026-06');
    const noRate = await send('POST', 'payroll/generate', { month: '2026-06' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().message).toBe(PAYROLL_MESSAGES.noRate);
    for (const bad of [
      {},
      { month: '2026-6', exchange_rate: 4000 },
      { month: '2026-06', exchange_rate: 0 },
      { month: '2026-06', exchange_rate: 4000.5 },
      { month: '2026-06', exchange_rate: 4000, extra: 1 },
    ])
      expect((await send('POST', 'payroll/generate', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await runs()).toBe(0);
    expect(await payslipCount()).toBe(0);
  });

  it('previews June without saving, then generates it with the hand-computed figures', async () => {
    const preview = (await ok(await send('GET', 'payroll/preview?month=2026-06&exchange_rate=4000'))).data;
    expect(preview.previous_month).toBeNull();
    const row = (id: number) => preview.rows.find((r: { employee_id: number }) => r.employee_id === id);
    // The pension (capped: 24,000 riel = 600 cents) comes off the salary before tax (the 2022-10 rule).
    // A: 50,000 − 1,923 (a day: 50,000 / 26) + 5,000 transport = 53,077; taxable 48,077 − 600 = 47,477
    //    = 1,899,080 riel → 399,080 × 5% = 19,954 riel = 498.85 → 499 cents
    expect(row(a)).toMatchObject({ gross_pay: 53_077, tax_cents: 499, employee_nssf_cents: 600, net_pay: 51_978 });
    // B: overtime 50,000 × 120 × 150 / 1,248,000 = 721.15 → 721; taxable 50,721 − 600 = 2,004,840 riel − 450,000
    //    relief = 1,554,840 → 54,840 × 5% = 2,742 riel = 68.55 → 69 cents
    expect(row(b)).toMatchObject({ gross_pay: 55_721, tax_cents: 69, net_pay: 55_721 - 69 - 600 });
    // C: non-resident (50,000 − 600) = 1,976,000 riel × 20% = 395,200 riel = 9,880 cents
    expect(row(c)).toMatchObject({ gross_pay: 55_000, tax_cents: 9_880, net_pay: 44_520, employer_cents: 1_620 });
    expect(row(a).warnings).toEqual([]);
    expect(await runs()).toBe(0);

    const run = (await ok(await send('POST', 'payroll/generate', { month: '2026-06', exchange_rate: 4000 }), 201)).data;
    june = run;
    expect(run).toMatchObject({ month: '2026-06', status: 'draft', exchange_rate: 4000, headcount: preview.headcount });
    expect(run.gross_cents).toBe(preview.gross_cents);
    expect(run.net_cents).toBe(preview.net_cents);
    expect(run.employer_cost_cents).toBe(run.gross_cents + run.employer_cents);
    expect(await payslipCount()).toBe(preview.headcount);

    const slip = await slipOf(run.id, a);
    expect(slip).toMatchObject({
      employee_name: expect.stringContaining('Sokha'),
      position: 'Officer',
      department: { id: department },
      bank_name: 'ABA',
      bank_account: '000123456',
      exchange_rate: 4000,
      gross_pay: 53_077,
      tax_riel: 19_954,
      tax_cents: 499,
      net_pay: 51_978,
      net_riel: 51_978 * 40,
      unpaid_days: 1,
    });
    expect(slip.lines.map((l: { code: string }) => l.code)).toEqual([
      'base',
      'absence',
      'pay_line',
      'tax',
      'nssf_pension',
    ]);
    expect(slip.employer_lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([600, 780, 240]);
    expect((await slipOf(run.id, b)).overtime_minutes).toBe(120);

    // The payslip froze the name: renaming the employee changes nothing on it.
    await t.db.kysely.updateTable('employee').set({ first_name: 'Renamed' }).where('id', '=', a).execute();
    expect((await slipOf(run.id, a)).employee_name).toContain('Sokha');

    const again = await send('POST', 'payroll/generate', { month: '2026-06', exchange_rate: 4000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYROLL_MESSAGES.alreadyGenerated('2026-06'));
    expect(await runs()).toBe(1);

    const list = await ok(await send('GET', 'payroll'));
    expect(list.data.map((r: { month: string }) => r.month)).toEqual(['2026-06']);
    const byDepartment = await ok(await send('GET', `payslip?department_id=${department}&limit=100`));
    expect(byDepartment.data.map((r: { employee_id: number }) => r.employee_id).sort()).toEqual([a, b, c].sort());
  });

  it('regenerates a draft with its changes, approves it once, then refuses every edit', async () => {
    const bonus = await ok(
      await send('POST', 'deduction', {
        kind: 'earning',
        name: 'Bonus',
        percent_bp: 1_000,
        taxable: true,
        employee_id: c,
        from_month: '2026-06',
      }),
      201,
    );
    const regenerated = await ok(await send('POST', `payroll/${june.id}/regenerate`, {}));
    expect(regenerated.data.status).toBe('draft');
    // C: + 5,000 taxable; (55,000 − 600) = 2,176,000 riel × 20% = 435,200 riel = 10,880 cents
    const slip = await slipOf(june.id, c);
    expect(slip).toMatchObject({ gross_pay: 60_000, tax_cents: 10_880, net_pay: 60_000 - 10_880 - 600 });

    await ok(await send('POST', `payroll/${june.id}/approve`));
    expect((await send('POST', `payroll/${june.id}/approve`)).statusCode).toBe(409);
    const locked = await send('POST', `payroll/${june.id}/regenerate`, {});
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(PAYROLL_MESSAGES.locked);
    const used = await send('DELETE', `deduction/${bonus.data.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(PAYROLL_MESSAGES.payLineUsed);
    expect(
      (
        await send('PATCH', `deduction/${transport}`, {
          kind: 'earning',
          name: 'Transport',
          amount_cents: 1,
          from_month: '2026-01',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('previews July against June with reasons, and two generates at the same moment make one run', async () => {
    await close('2026-07');
    await t.db.kysely.updateTable('employee').set({ salary_cents: 60_000 }).where('id', '=', a).execute();
    const preview = (await ok(await send('GET', 'payroll/preview?month=2026-07'))).data;
    expect(preview).toMatchObject({ previous_month: '2026-06', exchange_rate: 4000 });
    const row = (id: number) => preview.rows.find((r: { employee_id: number }) => r.employee_id === id);
    expect(row(a).reasons).toEqual(expect.arrayContaining(['salary_changed', 'absence']));
    expect(row(b).reasons).toEqual(['overtime']);
    expect(row(c).reasons).toEqual(['pay_lines']);

    const [one, two] = await Promise.all([
      send('POST', 'payroll/generate', { month: '2026-07' }),
      send('POST', 'payroll/generate', { month: '2026-07' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const run = (one.statusCode === 201 ? one : two).json().data;
    expect(run.exchange_rate).toBe(4000);
    expect(await runs()).toBe(2);
    const slips = await t.db.kysely.selectFrom('payslip').select('id').where('payroll_id', '=', run.id).execute();
    expect(slips).toHaveLength(run.headcount);
  });

  it('refuses a negative net with the employee named, writing nothing', async () => {
    await close('2026-08');
    const advance = await ok(
      await send('POST', 'deduction', {
        kind: 'deduction',
        name: 'Advance',
        amount_cents: 900_000,
        employee_id: b,
        from_month: '2026-08',
      }),
      201,
    );
    const preview = (await ok(await send('GET', 'payroll/preview?month=2026-08'))).data;
    expect(preview.rows.find((r: { employee_id: number }) => r.employee_id === b).warnings).toContain('negative_net');
    const before = [await runs(), await payslipCount()];
    const res = await send('POST', 'payroll/generate', { month: '2026-08', exchange_rate: 4100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Dara');
    expect([await runs(), await payslipCount()]).toEqual(before);
    await ok(await send('DELETE', `deduction/${advance.data.id}`));
  });

  it('payslips: an employee sees only their own approved ones; anyone else’s is 404', async () => {
    const self = await t.createUser([]);
    await t.db.kysely.updateTable('sys_user').set({ employee_id: a }).where('id', '=', self.id).execute();
    const own = await ok(await send('GET', 'payslip', undefined, self.token));
    // June is approved, July still a draft.
    expect(own.data.map((r: { employee_id: number; month: string }) => [r.employee_id, r.month])).toEqual([
      [a, '2026-06'],
    ]);
    expect((await ok(await send('GET', `payslip?employee_id=${b}`, undefined, self.token))).data).toEqual([]);
    const mine = own.data[0].id;
    expect((await ok(await send('GET', `payslip/${mine}`, undefined, self.token))).data.net_pay).toBe(51_978);
    const other = (await ok(await send('GET', `payslip?payroll_id=${june.id}&employee_id=${b}`))).data[0].id;
    expect((await send('GET', `payslip/${other}`, undefined, self.token)).statusCode).toBe(404);
    const stranger = await t.createUser([p('employee', 'read')]);
    expect((await ok(await send('GET', 'payslip', undefined, stranger.token))).data).toEqual([]);
    expect((await send('GET', `payslip/${mine}`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await send('GET', 'payroll', undefined, stranger.token)).statusCode).toBe(403);
  });

  it('exports the register (payroll-<month>.xlsx): a row per employee, a totals row, frozen header, money formats, formula-safe', async () => {
    await t.db.kysely.updateTable('employee').set({ position: '=HYPERLINK("x")' }).where('id', '=', c).execute();
    await close('2026-09');
    const run = (await ok(await send('POST', 'payroll/generate', { month: '2026-09' }), 201)).data;
    const res = await t.call('GET', `${BASE}/payroll/${run.id}/export`, { token: hr.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payroll-2026-09.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Employee', 'Base salary', 'Gross pay', 'Tax on salary', 'Net pay (USD)']),
    );
    expect(sheet.rowCount).toBe(run.headcount + 2);
    const net = header.indexOf('Net pay (USD)') + 1;
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(2).value).toBe('Total');
    expect(Math.round(Number(total.getCell(net).value) * 100)).toBe(run.net_cents);
    expect(sheet.getColumn(net).numFmt).toBe('#,##0.00');
    const positions = sheet.getColumn(4).values as unknown[];
    expect(positions).toContain('\'=HYPERLINK("x")');
  });
});
