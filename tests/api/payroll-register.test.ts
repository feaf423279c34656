// The register and the run's files on SQLite and PostgreSQL: payroll-<month>.xlsx read back with exceljs has
// one column per component (absences of 1, 2 and 3 days are one "Absence" column, their days one "Absence
// (days)" column), each summing to its totals row and to the run's own totals; every file is named with its
// month.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const MONTH = '2026-05';
const now = () => new Date().toISOString();
const absentRow = (employee_id: number, date: string) => ({
  employee_id,
  date,
  clock_in: null,
  clock_out: null,
  office_id: null,
  worked_minutes: null,
  late: 0,
  early_leave: 0,
  status: 'absent',
  created_at: now(),
  updated_at: now(),
});

describe.each(DIALECTS)('payroll register on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let run: { id: number; gross_cents: number; net_cents: number; tax_cents: number; headcount: number };
  const get = (path: string) => t.call('GET', `${BASE}/${path}`, { token });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await t.createUser([p('payroll', 'read'), p('payroll', 'create')])).token;
    const people = await Promise.all([1, 2, 3, 0].map((n) => insertEmployee(t, { firstName: `Absent${n}` })));
    await t.db.kysely
      .updateTable('employee')
      .set({ salary_cents: 52_000, bank_name: 'ABA', bank_account: '000123456' })
      .where('id', 'in', people)
      .execute();
    // Employee i is absent i + 1 days (the last one never), on the first working days of May 2026.
    const days = ['2026-05-04', '2026-05-05', '2026-05-06'];
    const rows = people.slice(0, 3).flatMap((id, i) => days.slice(0, i + 1).map((d) => absentRow(id, d)));
    await t.db.kysely.insertInto('attendance').values(rows).execute();
    await insertClose(t, MONTH, `${MONTH}-01`, `${MONTH}-31`);
    const res = await t.call('POST', `${BASE}/payroll/generate`, {
      token,
      body: { month: MONTH, exchange_rate: 4100 },
    });
    expect(res.statusCode, res.body).toBe(201);
    run = res.json().data;
  });
  afterAll(() => t?.close());

  it('has one column per component, each summing to the totals row and the run', async () => {
    const res = await get(`payroll/${run.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payroll-${MONTH}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header.filter((h) => h.startsWith('Absence'))).toEqual(['Absence (days)', 'Absence']);
    expect(new Set(header).size, 'a component split over several columns').toBe(header.length);

    const rows = Array.from({ length: run.headcount }, (_, i) => sheet.getRow(i + 2));
    const total = sheet.getRow(run.headcount + 2);
    expect(total.getCell(2).value).toBe('Total');
    const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
    const columnSum = (name: string) => {
      const col = header.indexOf(name) + 1;
      expect(col, name).toBeGreaterThan(0);
      return rows.reduce((n, r) => n + cents(r.getCell(col).value), 0);
    };
    // Every figure column (after the six about the person) adds up to its totals row.
    for (const name of header.slice(6))
      expect(columnSum(name), name).toBe(cents(total.getCell(header.indexOf(name) + 1).value));
    expect(columnSum('Gross pay')).toBe(run.gross_cents);
    expect(columnSum('Net pay (USD)')).toBe(run.net_cents);
    expect(columnSum('Tax on salary')).toBe(run.tax_cents);
    expect(columnSum('Absence (days)')).toBe(600); // 1 + 2 + 3 days, in hundredths

    // The absence column is the payslips' absence lines, all of them.
    const slips = (await get(`payslip?payroll_id=${run.id}&limit=100`)).json().data as { id: number }[];
    let absence = 0;
    for (const s of slips) {
      const lines = (await get(`payslip/${s.id}`)).json().data.lines as { code: string; amount_cents: number }[];
      absence += lines.filter((l) => l.code === 'absence').reduce((n, l) => n + l.amount_cents, 0);
    }
    expect(absence).toBe(-(2_000 + 4_000 + 6_000)); // $520 / 26 days a day
    expect(columnSum('Absence')).toBe(absence);
  });

  it('heads the register in the caller’s language, its figures the same', async () => {
    const read = async (headers: Record<string, string>) => {
      const res = await t.call('GET', `${BASE}/payroll/${run.id}/export`, { token, headers });
      expect(res.statusCode, res.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0];
    };
    const [en, km] = [await read({}), await read({ 'accept-language': 'km' })];
    const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(km.name).toBe(`បៀវត្សរ៍ ${MONTH}`);
    expect(header(km).slice(0, 2)).toEqual(['អត្តលេខបុគ្គលិក', 'បុគ្គលិក']);
    expect(header(km)).toEqual(expect.arrayContaining(['បៀវត្សរ៍សរុប', 'អវត្តមាន (ថ្ងៃ)', 'អវត្តមាន']));
    // Tax and NSSF are components too: named in Khmer, not by the payslips' English names.
    expect(header(km)).toEqual(expect.arrayContaining(['ពន្ធលើប្រាក់បៀវត្សរ៍', 'ថែទាំសុខភាព ប.ស.ស.']));
    expect(header(en)).toEqual(expect.arrayContaining(['Tax on salary', 'NSSF health care']));
    expect(header(km)).toHaveLength(header(en).length);
    const total = run.headcount + 2;
    expect(km.getRow(total).getCell(2).value).toBe('សរុប');
    expect(km.getRow(total).getCell(6).value).toBe('អត្រា 4100 រៀល/ដុល្លារ');
    expect((km.getRow(total).values as unknown[]).slice(7)).toEqual((en.getRow(total).values as unknown[]).slice(7));
  });

  it('names the bank file and the payslips zip with the month', async () => {
    const bank = await get(`payroll/${run.id}/bank-transfer.csv`);
    expect(bank.headers['content-disposition']).toBe(`attachment; filename="bank-transfer-${MONTH}.csv"`);
    const zip = await get(`payroll/${run.id}/payslips.zip`);
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="payslips-${MONTH}.zip"`);
  });
});
