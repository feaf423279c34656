// An approved run's statutory files, opened and read cell by cell against a hand computation under the 2026 rules
// (migration 028), tax at 4,000 riel per dollar and NSSF at 4,100:
//
// A, resident with a spouse and two children, $700:
//   NSSF wage 70,000 × 41 = 2,870,000 riel, over the cap: insured 1,200,000; pension 2% = 24,000 riel each side
//   (24,000 × 100 ÷ 4,100 = 585.4 → 585 cents off the pay); health 2.6% = 31,200; occupational risk 0.8% = 9,600.
//   Taxable 70,000 − 585 = 69,415 cents = 2,776,600 riel; relief 3 × 150,000 = 450,000; base 2,326,600;
//   tax 5% × 500,000 + 10% × 326,600 = 57,660 riel (10% band) = 1,441.5 → 1,442 cents.
// B, non-resident, $250 and a $20 transport allowance (not taxable):
//   NSSF wage 27,000 × 41 = 1,107,000 riel (within 400,000–1,200,000): pension 22,140 riel (540 cents), health
//   28,782, occupational risk 8,856. Taxable 25,000 − 540 = 24,460 cents = 978,400 riel; 20% = 195,680 riel.
// C, resident without dependants, $1,500, housing in kind $300 and an employer-paid pension $200:
//   NSSF as A. Taxable 150,000 − 585 = 149,415 cents = 5,976,600 riel; tax 25,000 + 10% × 3,976,600 = 422,660.
//   Fringe benefits: the pension is exempt up to 10% of $1,500 = $150, so $300 + $50 = $350 = 1,400,000 riel are
//   taxed at 20% = 280,000 riel.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUTORY_FILE_MESSAGES } from '../../contract/api/payroll-files.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose, presentRow } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const MONTH = '2026-03';

/** Each sheet's rows as plain values, from row 1 (the header); an empty cell reads ''. */
async function sheets(body: unknown): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  book.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? '')));
    out[sheet.name] = rows;
  });
  return out;
}

/** A sheet's rows as objects keyed by its header, the totals row included. */
const records = (rows: unknown[][]) =>
  rows.slice(1).map((r) => Object.fromEntries((rows[0] as string[]).map((h, i) => [h, r[i] ?? ''])));

describe.each(DIALECTS)('statutory files on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let run: { id: number };
  let a: number;
  let b: number;
  let c: number;

  const get = (path: string, token = hr.token) => t.call('GET', `${BASE}/${path}`, { token });
  const send = async (method: 'POST' | 'PUT', path: string, body: unknown, status: number) => {
    const res = await t.call(method, `${BASE}/${path}`, { token: hr.token, body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data;
  };
  const file = async (name: string) => {
    const res = await get(`payroll/${run.id}/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    return { res, book: await sheets(res.rawPayload) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([
      p('payroll', 'read'),
      p('payroll', 'create'),
      p('payroll', 'update'),
      p('deduction', 'create'),
    ]);
    [a, b, c] = [
      await insertEmployee(t, { firstName: 'Dara', lastName: 'Sok' }),
      await insertEmployee(t, { firstName: 'Jean', lastName: 'Martin' }),
      await insertEmployee(t, { firstName: '=HYPERLINK("x")', lastName: 'Chan' }),
    ];
    for (const [id, cents] of [
      [a, 70_000],
      [b, 25_000],
      [c, 150_000],
    ])
      await t.db.kysely.updateTable('employee').set({ salary_cents: cents }).where('id', '=', id).execute();
    await send('PUT', `employee/${a}/tax`, { resident: true, spouse_dependant: true, children: 2 }, 200);
    await send('PUT', `employee/${b}/tax`, { resident: false, spouse_dependant: false, children: 0 }, 200);
    const line = (employee_id: number, name: string, amount_cents: number, benefit?: string) =>
      send(
        'POST',
        'deduction',
        {
          employee_id,
          kind: 'earning',
          name,
          amount_cents,
          from_month: MONTH,
          to_month: MONTH,
          ...(benefit ? { benefit } : {}),
        },
        201,
      );
    await line(b, 'Transport', 2_000);
    await line(c, 'Housing', 30_000, 'in_kind');
    await line(c, 'Pension fund', 20_000, 'employer_pension');
    await insertClose(t, MONTH, `${MONTH}-01`, `${MONTH}-31`);
    await t.db.kysely
      .insertInto('attendance')
      .values([presentRow(a, `${MONTH}-02`, '08:00'), presentRow(a, `${MONTH}-03`, '08:00')])
      .execute();
    run = await send('POST', 'payroll/generate', { month: MONTH, exchange_rate: 4000, nssf_exchange_rate: 4100 }, 201);
  });
  afterAll(() => t?.close());

  it('a draft run has no statutory files (409)', async () => {
    for (const name of ['tax-return.xlsx', 'nssf-contributions.xlsx', 'payroll-ledger.xlsx']) {
      const res = await get(`payroll/${run.id}/${name}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(STATUTORY_FILE_MESSAGES.draft);
    }
    await send('POST', `payroll/${run.id}/approve`, undefined, 200);
    // Edited after the run: the return keeps the status the tax was computed with.
    await send('PUT', `employee/${a}/tax`, { resident: true, spouse_dependant: false, children: 0 }, 200);
  });

  it('the tax on salary return: per employee, the totals by section, the fringe benefits', async () => {
    const { res, book } = await file('tax-return.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-on-salary-${MONTH}.xlsx"`);
    expect(Object.keys(book)).toEqual(['Return', 'Tax on salary', 'Fringe benefits', 'Notes']);

    const rows = records(book['Tax on salary']);
    const [ra, rb, rc, total] = rows;
    expect(rows).toHaveLength(4);
    expect(ra).toMatchObject({
      Employee: expect.stringContaining('Dara'),
      Residency: 'Resident',
      Spouse: 1,
      Children: 2,
      'Gross salary (riel)': 2_800_000,
      'Exempt pay and deductions before tax (riel)': 23_400,
      'Taxable salary (riel)': 2_776_600,
      'Dependant relief (riel)': 450_000,
      'Tax base (riel)': 2_326_600,
      'Tax rate': 0.1,
      'Tax on salary withheld (riel)': 57_660,
      'Tax on salary (USD)': 14.42,
    });
    expect(rb).toMatchObject({
      Residency: 'Non-resident',
      'Gross salary (riel)': 1_080_000,
      'Exempt pay and deductions before tax (riel)': 101_600,
      'Taxable salary (riel)': 978_400,
      'Dependant relief (riel)': 0,
      'Tax base (riel)': 978_400,
      'Tax rate': 0.2,
      'Tax on salary withheld (riel)': 195_680,
      'Tax on salary (USD)': 48.92,
    });
    expect(rc).toMatchObject({
      Employee: expect.stringMatching(/^'=HYPERLINK/),
      Residency: 'Resident',
      'Taxable salary (riel)': 5_976_600,
      'Tax base (riel)': 5_976_600,
      'Tax on salary withheld (riel)': 422_660,
      'Tax on salary (USD)': 105.67,
    });
    expect(total).toMatchObject({
      Employee: 'Total',
      'Tax on salary withheld (riel)': 57_660 + 195_680 + 422_660,
      'Tax base (riel)': 2_326_600 + 978_400 + 5_976_600,
    });

    expect(records(book['Fringe benefits'])).toEqual([
      expect.objectContaining({
        'Benefits in kind (riel)': 1_200_000,
        'Employer-paid pension (riel)': 800_000,
        'Exempt pension (riel)': 600_000,
        'Taxed value (riel)': 1_400_000,
        Rate: 0.2,
        'Fringe benefit tax (riel)': 280_000,
      }),
      expect.objectContaining({ Employee: 'Total', 'Fringe benefit tax (riel)': 280_000 }),
    ]);

    expect(book.Return.slice(1)).toEqual([
      ['I. Tax on salary, resident employees', 2, 2_776_600 + 5_976_600, 1, 2, 2_326_600 + 5_976_600, 480_320],
      ['II. Tax on salary, non-resident employees', 1, 978_400, 0, 0, 978_400, 195_680],
      ['III. Fringe benefit tax', 1, '', '', '', 1_400_000, 280_000],
      ['Total to pay to the GDT', '', '', '', '', '', 956_000],
    ]);
    const notes = Object.fromEntries(book.Notes.slice(1).map((r) => [r[0], r[1]]));
    expect(notes).toMatchObject({ Month: MONTH, 'Exchange rate (riel per USD)': 4000 });
    expect(String(notes.Form)).toContain('TOS 01');
  });

  it('the NSSF list: insured wages capped, each scheme, employee and employer shares at the NSSF rate', async () => {
    const { res, book } = await file('nssf-contributions.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="nssf-contributions-${MONTH}.xlsx"`);
    const [ra, rb, rc, total] = records(book.Contributions);
    const capped = {
      'Insured wage, occupational risk (riel)': 1_200_000,
      'Occupational risk, employer (riel)': 9_600,
      'Insured wage, health care (riel)': 1_200_000,
      'Health care, employer (riel)': 31_200,
      'Insured wage, pension (riel)': 1_200_000,
      'Pension, employee (riel)': 24_000,
      'Pension, employer (riel)': 24_000,
      'Employee share (riel)': 24_000,
      'Employer share (riel)': 64_800,
      'Total (riel)': 88_800,
    };
    expect(ra).toMatchObject({ Sex: 'F', 'NSSF number': '', 'Wage (riel)': 2_870_000, ...capped });
    expect(rc).toMatchObject({ 'Wage (riel)': 6_150_000, ...capped });
    expect(rb).toMatchObject({
      'Wage (riel)': 1_107_000,
      'Insured wage, occupational risk (riel)': 1_107_000,
      'Occupational risk, employer (riel)': 8_856,
      'Health care, employer (riel)': 28_782,
      'Insured wage, pension (riel)': 1_107_000,
      'Pension, employee (riel)': 22_140,
      'Pension, employer (riel)': 22_140,
      'Employee share (riel)': 22_140,
      'Employer share (riel)': 59_778,
      'Total (riel)': 81_918,
    });
    expect(total).toMatchObject({
      Employee: 'Total',
      'Wage (riel)': 10_127_000,
      'Employee share (riel)': 70_140,
      'Employer share (riel)': 189_378,
      'Total (riel)': 259_518,
    });
    const notes = Object.fromEntries(book.Notes.slice(1).map((r) => [r[0], r[1]]));
    expect(notes['NSSF exchange rate (riel per USD)']).toBe(4100);
  });

  it('the payroll ledger: wage, days worked, other pay, deductions and net, adding up row by row', async () => {
    const { res, book } = await file('payroll-ledger.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payroll-ledger-${MONTH}.xlsx"`);
    const [ra, rb, rc, total] = records(book['Payroll ledger']);
    expect(ra).toMatchObject({
      'Basic wage (USD)': 700,
      'Days worked': 2,
      'Gross pay (USD)': 700,
      'Tax on salary (USD)': 14.42,
      'NSSF pension (USD)': 5.85,
      'Net pay (USD)': 679.73,
      'Net pay (riel)': 2_718_920,
    });
    expect(rb).toMatchObject({
      'Basic wage (USD)': 250,
      'Days worked': 0,
      'Other pay (USD)': 20,
      'Gross pay (USD)': 270,
      'Tax on salary (USD)': 48.92,
      'NSSF pension (USD)': 5.4,
      'Net pay (USD)': 215.68,
    });
    expect(rc).toMatchObject({ 'Other pay (USD)': 0, 'Gross pay (USD)': 1500, 'Net pay (USD)': 1388.48 });
    expect(total).toMatchObject({ Employee: 'Total', 'Gross pay (USD)': 2470, 'Net pay (USD)': 2283.89 });
  });

  it('an unknown run is 404', async () => {
    expect((await get('payroll/999999/tax-return.xlsx')).statusCode).toBe(404);
  });
});
