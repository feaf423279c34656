// A month's pay lines from a file: CSV and .xlsx as the employee import takes them, every row a one-off line of the
// month, all or none; any refused row refuses the file with a row-by-row report (the rows named in validators too);
// progress lines on request; an approved month refuses new lines.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, NDJSON_TYPE, XLSX_TYPE } from '../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_MESSAGES as M } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertRun, rowCount } from './payroll-fixtures.ts';
import { insertEmployee, logOf } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const URL = `${BASE}/deduction/import`;

describe.each(DIALECTS)('pay line import on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let staff: [string, string];
  let ids: [number, number];

  const upload = (month: string, body: string | Buffer, type = 'text/csv', accept?: string) =>
    t.call('POST', `${URL}?month=${month}`, {
      token,
      body,
      headers: { 'content-type': type, ...(accept ? { accept } : {}) },
    });
  const lineCount = () => rowCount(t, 'pay_line');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await t.createUser([p('deduction', 'create'), p('deduction', 'read'), p('payroll', 'read')])).token;
    ids = [await insertEmployee(t), await insertEmployee(t)];
    const rows = await t.db.kysely.selectFrom('employee').select(['id', 'staff_id']).where('id', 'in', ids).execute();
    staff = ids.map((id) => rows.find((r) => r.id === id)!.staff_id) as [string, string];
  });
  afterAll(() => t?.close());

  it('imports a CSV: every row a one-off line of the month, each logged', async () => {
    const csv =
      'Staff ID,Kind,Name,Amount,Percent,Taxable\r\n' +
      `${staff[0]},earning,Night shift allowance,25.50,,yes\r\n` +
      `${staff[1]},Deduction,Uniform,,2.5,no\r\n` +
      `${staff[1]},earning,Bonus,100,,\r\n`;
    const res = await upload('2026-07', csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: M.imported(3, '2026-07'), data: { imported: 3 } });
    const listed = (await t.call('GET', `${BASE}/deduction?month=2026-07&limit=100`, { token })).json().data;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          employee: expect.objectContaining({ id: ids[0] }),
          kind: 'earning',
          name: 'Night shift allowance',
          amount_cents: 2_550,
          percent_bp: null,
          taxable: true,
          from_month: '2026-07',
          to_month: '2026-07',
          adjusts: null,
        }),
        expect.objectContaining({ name: 'Uniform', kind: 'deduction', amount_cents: null, percent_bp: 250 }),
        expect.objectContaining({ name: 'Bonus', amount_cents: 10_000, taxable: false }),
      ]),
    );
    const first = listed.find((l: { name: string }) => l.name === 'Night shift allowance');
    expect((await logOf(t, 'deduction', first.id)).map((l) => l.action)).toEqual(['create']);
  });

  it('imports an .xlsx and streams progress lines on request', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lines');
    sheet.addRow(['staff_id', 'kind', 'name', 'amount']);
    sheet.addRow([staff[0], 'earning', 'Phone', 10]);
    sheet.addRow([staff[1], 'earning', 'Phone', 12.75]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload('2026-08', file, XLSX_TYPE, NDJSON_TYPE);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.at(-1)).toEqual({
      type: 'result',
      status: 201,
      body: { message: M.imported(2, '2026-08'), data: { imported: 2 } },
    });
    expect(lines.some((l) => l.type === 'progress' && l.done === 2 && l.total === 2)).toBe(true);
    const listed = (await t.call('GET', `${BASE}/deduction?month=2026-08`, { token })).json().data;
    expect(listed.map((l: { amount_cents: number }) => l.amount_cents).sort()).toEqual([1_000, 1_275]);
  });

  it('refuses the whole file when any row is bad, naming each row, writing nothing', async () => {
    const before = await lineCount();
    const csv =
      'staff_id,kind,name,amount,percent,taxable\r\n' +
      `${staff[0]},earning,Good line,5,,\r\n` +
      'NOPE-1,earning,Who,5,,\r\n' +
      `${staff[0]},bonus,Kind,5,,\r\n` +
      `${staff[0]},earning,Cents,5.555,,\r\n` +
      `${staff[0]},earning,Both,5,1,\r\n` +
      `${staff[0]},earning,Neither,,,\r\n` +
      `${staff[0]},earning,,5,,\r\n` +
      `${staff[0]},earning,Flag,5,,maybe\r\n` +
      `${staff[0]},earning,Negative,-5,,\r\n`;
    const res = await upload('2026-09', csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(IMPORT_MESSAGES.refused(8));
    expect(body).toMatchObject({ total_rows: 9, refused_rows: 8, truncated: false });
    expect(body.report.map((i: { row: number; field: string }) => [i.row, i.field])).toEqual([
      [3, 'staff_id'],
      [4, 'kind'],
      [5, 'amount'],
      [6, 'amount'],
      [7, 'amount'],
      [8, 'name'],
      [9, 'taxable'],
      [10, 'amount'],
    ]);
    expect(body.report[0].message).toBe(M.unknownStaffId('NOPE-1'));
    expect(body.validators).toContainEqual({ field: 'row 3 staff_id', message: M.unknownStaffId('NOPE-1') });
    expect(body.validators).toContainEqual({ field: 'row 9 taxable', message: M.badTaxable });
    expect(await lineCount()).toBe(before);
  });

  it('takes a benefit column: cash, in kind or an employer pension, on an earning that is not taxable', async () => {
    const csv =
      'staff_id,kind,name,amount,taxable,benefit\r\n' +
      `${staff[0]},earning,Housing,300,,In kind\r\n` +
      `${staff[0]},earning,Pension fund,50,no,employer_pension\r\n` +
      `${staff[1]},earning,Meal allowance,20,yes,\r\n`;
    const res = await upload('2026-05', csv);
    expect(res.statusCode, res.body).toBe(201);
    const listed = (await t.call('GET', `${BASE}/deduction?month=2026-05&limit=100`, { token })).json().data;
    const benefitOf = (name: string) => listed.find((l: { name: string }) => l.name === name)?.benefit;
    expect([benefitOf('Housing'), benefitOf('Pension fund'), benefitOf('Meal allowance')]).toEqual([
      'in_kind',
      'employer_pension',
      null,
    ]);

    const before = await lineCount();
    const bad =
      'staff_id,kind,name,amount,taxable,benefit\r\n' +
      `${staff[0]},earning,Car,100,,company car\r\n` +
      `${staff[0]},deduction,Rent,100,,in kind\r\n` +
      `${staff[0]},earning,Villa,100,yes,in kind\r\n` +
      `${staff[0]},earning,Formula,100,,=1+1\r\n`;
    const refused = await upload('2026-05', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().report).toEqual([
      { row: 2, field: 'benefit', message: M.badBenefit },
      { row: 3, field: 'benefit', message: 'Only an earning can be a benefit in kind.' },
      { row: 4, field: 'taxable', message: M.benefitTaxable },
      { row: 5, field: 'benefit', message: M.badBenefit },
    ]);
    expect(await lineCount()).toBe(before);
  });

  it('refuses bad files and headers, a month with an approved run, and a missing month', async () => {
    const before = await lineCount();
    const header = await upload('2026-09', 'staff_id,kind,salary\r\nX,earning,1\r\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(IMPORT_MESSAGES.headerProblems);
    expect(
      header
        .json()
        .report.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['amount', 'name', 'salary']);
    const formula = await upload('2026-09', `staff_id,kind,name,amount\r\n${staff[0]},earning,=HYPERLINK("x"),5\r\n`);
    expect(formula.statusCode).toBe(201); // a CSV cell is text: the name is stored as written, shown as text
    const empty = await upload('2026-09', 'staff_id,kind,name,amount\r\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.empty);
    expect((await upload('2026-09', '{}', 'application/json')).statusCode).toBe(415);
    expect((await t.call('POST', URL, { token, body: 'a', headers: { 'content-type': 'text/csv' } })).statusCode).toBe(
      400,
    );
    expect((await upload('2026-13', 'staff_id\r\nx\r\n')).statusCode).toBe(400);
    const run = await insertRun(t, 'approved');
    const locked = await upload(run.month, `staff_id,kind,name,amount\r\n${staff[0]},earning,Late,5\r\n`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.monthLocked(run.month));
    expect(await lineCount()).toBe(before + 1);
  });
});
