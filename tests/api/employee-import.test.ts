// Employee import: a .csv or .xlsx goes in whole or not at all, with a row-by-row report of what was refused;
// duplicates in the file and against the database; file limits; formula cells; the permission; streamed progress; a
// failure mid-transaction leaves nothing behind.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_TYPE,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  NDJSON_TYPE,
  XLSX_TYPE,
  importTemplateCsv,
} from '../../contract/api/employee-import.ts';
import { ERRORS } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { logOf, unique } from './directory-fixtures.ts';
import { BASE, fingerprint, p } from './helpers.ts';

const URL = `${BASE}/employee/import`;
type Row = Record<string, string>;
type Issue = { row: number; field: string; message: string };

/** A CSV as Excel writes it: fields with commas, quotes or line breaks quoted, quotes doubled, CRLF. */
function csv(header: string[], rows: string[][], { bom = false } = {}): string {
  const field = (v: string) => (/[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v);
  return (bom ? '\uFEFF' : '') + [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

const HEADER = IMPORT_COLUMNS.map((c) => c.name);
let seq = 0;
/** A good row for the fixture organisation; override any column. */
function good(overrides: Row = {}): Row {
  const tag = unique('imp');
  return {
    first_name: 'Sokha',
    last_name: `Import${++seq}`,
    gender: 'female',
    date_of_birth: '1992-04-18',
    phone: '+855 12 345 678',
    email: `${tag}@example.com`,
    address: 'Street 51, Phnom Penh',
    position: 'Accountant',
    department: '',
    team: 'Payroll',
    offices: 'Head Office',
    join_date: '2022-02-01',
    probation_end_date: '2022-05-01',
    salary: '1250.50',
    bank_name: 'ABA Bank',
    bank_account: '000 111 222',
    status: '',
    staff_id: '',
    ...overrides,
  };
}
const csvOf = (rows: Row[], header = HEADER, opts?: { bom?: boolean }) =>
  csv(
    header,
    rows.map((r) => header.map((h) => r[h] ?? '')),
    opts,
  );

describe.each(DIALECTS)('employee import on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; username: string; token: string };
  let payroll: number;

  const upload = (
    body: string | Buffer | Readable,
    { type = CSV_TYPE, token = hr.token, accept }: { type?: string; token?: string; accept?: string } = {},
  ) => t.call('POST', URL, { token, body, headers: { 'content-type': type, ...(accept ? { accept } : {}) } });

  /** Sends an import that must be refused with `status`, and proves nothing was written (log included). */
  async function refused(status: number, send: () => ReturnType<typeof upload>) {
    const before = await fingerprint(t);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await fingerprint(t), 'a refused import changed the database').toEqual(before);
    return res.json() as {
      message: string;
      report?: Issue[];
      total_rows?: number;
      refused_rows?: number;
      truncated?: boolean;
      validators?: Issue[];
    };
  }

  const byEmail = (email: string) =>
    t.db.kysely.selectFrom('employee').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  const officeNames = async (employeeId: number) =>
    (
      await t.db.kysely
        .selectFrom('employee_office as eo')
        .innerJoin('office as o', 'o.id', 'eo.office_id')
        .select('o.name')
        .where('eo.employee_id', '=', employeeId)
        .orderBy('o.name')
        .execute()
    ).map((o) => o.name);

  const post = async (path: string, body: unknown) => {
    const res = await t.call('POST', `${BASE}/${path}`, { token: t.adminToken, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // payroll read: the export it re-imports carries salary and bank only for them.
    hr = await t.createUser([
      p('employee', 'read'),
      p('employee', 'create'),
      p('employee', 'delete'),
      p('payroll', 'read'),
    ]);
    await post('office', {
      name: 'Head Office',
      address: 'Norodom Blvd',
      latitude: 11.56,
      longitude: 104.92,
      radius_m: 150,
    });
    await post('office', {
      name: 'Riverside',
      address: 'Sisowath Quay',
      latitude: 11.57,
      longitude: 104.93,
      radius_m: 150,
    });
    const finance = (await post('department', { name: 'Finance' })).id;
    const sales = (await post('department', { name: 'Sales' })).id;
    payroll = (await post('team', { name: 'Payroll', department_id: finance })).id;
    // "Operations" exists in two departments: the file must say which.
    await post('team', { name: 'Operations', department_id: finance });
    await post('team', { name: 'Operations', department_id: sales });
  });
  afterAll(() => t?.close());

  describe('a good file', () => {
    it('imports every row of a CSV (BOM, quoted fields, line breaks) through the create path, logged', async () => {
      const rows = [
        good({
          first_name: 'Dara',
          address: 'House 12, Street "A"\nTonle Bassac',
          salary: '1,250.50',
          offices: 'Head Office; riverside',
        }),
        good({
          first_name: 'Vanna',
          phone: '012 345 678',
          staff_id: 'kh-0007',
          team: 'payroll',
          gender: 'Male',
          status: 'Resigned',
        }),
        good({
          first_name: 'Sophea',
          team: '',
          salary: '$900',
          probation_end_date: '',
          bank_name: '',
          bank_account: '',
        }),
      ];
      const before = Number(
        (
          await t.db.kysely
            .selectFrom('employee')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const res = await upload(csvOf(rows, HEADER, { bom: true }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: '3 employees imported successfully!', data: { imported: 3 } });

      const dara = (await byEmail(rows[0].email))!;
      expect(dara).toMatchObject({
        first_name: 'Dara',
        address: 'House 12, Street "A"\nTonle Bassac',
        salary_cents: 125_050,
        team_id: payroll,
        status: 'active',
      });
      expect(Number(dara.salary_cents)).toBe(125_050);
      expect(dara.staff_id).toBe(`EMP-${String(dara.id).padStart(6, '0')}`); // generated as the create path does
      expect(await officeNames(dara.id)).toEqual(['Head Office', 'Riverside']);

      const vanna = (await byEmail(rows[1].email))!;
      expect(vanna).toMatchObject({ staff_id: 'KH-0007', phone: '012 345 678', gender: 'male', status: 'resigned' });
      const sophea = (await byEmail(rows[2].email))!;
      expect(sophea).toMatchObject({ team_id: null, probation_end_date: null, bank_name: '', salary_cents: 90_000 });
      expect(Number(sophea.salary_cents)).toBe(90_000);

      // Searchable like any created employee, and each row logged as a create by the importer.
      const found = await t.call('GET', `${BASE}/employee?q=${encodeURIComponent('kh-0007')}`, { token: hr.token });
      expect(found.json().data.map((e: { id: number }) => e.id)).toEqual([vanna.id]);
      for (const e of [dara, vanna, sophea]) {
        const [log] = await logOf(t, 'employee', e.id);
        expect(log).toMatchObject({ action: 'create', actor_id: hr.id, actor_username: hr.username });
      }
      const summary = await t.db.kysely
        .selectFrom('activity_log')
        .selectAll()
        .where('action', '=', 'import')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(summary).toMatchObject({ resource: 'employee', actor_id: hr.id });
      expect(JSON.parse(summary.after!)).toEqual({ imported: 3, format: 'csv' });
      const after = Number(
        (
          await t.db.kysely
            .selectFrom('employee')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(after).toBe(before + 3);
    });

    it('imports an .xlsx with date, number, rich-text and hyperlink cells', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Staff');
      sheet.addRow([
        'First Name',
        'Last Name',
        'Gender',
        'Date of Birth',
        'Phone',
        'Email',
        'Position',
        'Team',
        'Offices',
        'Join Date',
        'Monthly Salary (USD)',
      ]);
      const email = `${unique('xlsx')}@example.com`;
      sheet.addRow([
        { richText: [{ text: 'Chan' }, { text: 'thou', font: { bold: true } }] },
        'Sreymom',
        'female',
        new Date(Date.UTC(1990, 0, 31)),
        '+855 97 111 2222',
        { text: email, hyperlink: `mailto:${email}` },
        'Analyst',
        'Payroll',
        'Riverside',
        new Date(Date.UTC(2023, 6, 3)),
        1800.25,
      ]);
      const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), { type: XLSX_TYPE });
      expect(res.statusCode, res.body).toBe(201);
      const e = (await byEmail(email))!;
      expect(e).toMatchObject({
        first_name: 'Chanthou',
        date_of_birth: '1990-01-31',
        join_date: '2023-07-03',
        phone: '+855 97 111 2222',
        team_id: payroll,
      });
      expect(Number(e.salary_cents)).toBe(180_025);
      expect(await officeNames(e.id)).toEqual(['Riverside']);
      const summary = await t.db.kysely
        .selectFrom('activity_log')
        .select('after')
        .where('action', '=', 'import')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(summary.after!)).toEqual({ imported: 1, format: 'xlsx' });
    });

    it('re-imports its own export (deleted meanwhile) with the same staff id, quoted phone numbers read back', async () => {
      const first = await upload(
        csvOf([good({ first_name: 'Roundtrip', staff_id: 'RT-0001', offices: 'Head Office;Riverside' })]),
      );
      expect(first.statusCode, first.body).toBe(201);
      const e = await t.db.kysely
        .selectFrom('employee')
        .selectAll()
        .where('staff_id', '=', 'RT-0001')
        .executeTakeFirstOrThrow();
      const exported = await t.call('GET', `${BASE}/employee/export?format=csv&q=rt-0001`, { token: hr.token });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain("'+855 12 345 678"); // neutralised by the export
      expect((await t.call('DELETE', `${BASE}/employee/${e.id}`, { token: hr.token })).statusCode).toBe(200);
      const again = await upload(exported.body);
      expect(again.statusCode, again.body).toBe(201);
      const back = await t.db.kysely
        .selectFrom('employee')
        .selectAll()
        .where('staff_id', '=', 'RT-0001')
        .executeTakeFirstOrThrow();
      expect(back).toMatchObject({
        first_name: 'Roundtrip',
        phone: '+855 12 345 678',
        email: e.email,
        team_id: payroll,
        join_date: e.join_date,
      });
      expect(await officeNames(back.id)).toEqual(['Head Office', 'Riverside']);
    });

    it('takes a team that two departments share when the department column says which', async () => {
      const row = good({ team: 'Operations', department: 'sales' });
      const res = await upload(csvOf([row]));
      expect(res.statusCode, res.body).toBe(201);
      const e = (await byEmail(row.email))!;
      const team = await t.db.kysely
        .selectFrom('team as t')
        .innerJoin('department as d', 'd.id', 't.department_id')
        .select('d.name')
        .where('t.id', '=', e.team_id!)
        .executeTakeFirstOrThrow();
      expect(team.name).toBe('Sales');
    });
  });

  describe('bad rows', () => {
    it('imports nothing and reports each problem by row and column with the create messages', async () => {
      const rows = [
        good(),
        good({ email: 'not-an-email', date_of_birth: '1990-02-30', gender: 'robot' }),
        good({ team: 'Nowhere', offices: 'Head Office; Moon Base; Mars' }),
        good({ salary: 'lots', first_name: '' }),
        good({ date_of_birth: '2004-05-01', join_date: '2003-01-01' }),
        good({ salary: '12.345', probation_end_date: '2022-01-15', phone: 'call me' }),
        good({ team: 'Operations' }),
        good({ department: 'Finance', team: '' }),
        good({ salary: '99999999999' }),
      ];
      const res = await refused(400, () => upload(csvOf(rows)));
      expect(res.message).toBe('Nothing was imported: 8 rows have problems.');
      expect(res.validators).toEqual([{ field: 'file', message: 'Nothing was imported: 8 rows have problems.' }]);
      expect(res.total_rows).toBe(9);
      expect(res.refused_rows).toBe(8);
      expect(res.truncated).toBe(false);
      expect(res.report).toEqual([
        { row: 3, field: 'gender', message: 'Gender must be male, female or other.' },
        { row: 3, field: 'date_of_birth', message: 'Date of birth must be a real date.' },
        { row: 3, field: 'email', message: 'Email must be a valid email address.' },
        { row: 4, field: 'team', message: "team 'Nowhere' does not exist." },
        { row: 4, field: 'offices', message: "offices 'Moon Base', 'Mars' do not exist." },
        { row: 5, field: 'first_name', message: 'First name is required.' },
        { row: 5, field: 'salary', message: 'salary must be an amount in US dollars, e.g. 1250.50.' },
        { row: 6, field: 'join_date', message: 'Join date must be after the date of birth.' },
        { row: 7, field: 'phone', message: 'Phone must be a valid phone number.' },
        { row: 7, field: 'probation_end_date', message: 'Probation end date must be after the join date.' },
        { row: 7, field: 'salary', message: 'salary can have at most 2 decimals.' },
        {
          row: 8,
          field: 'team',
          message: "team 'Operations' exists in more than one department; add a department column.",
        },
        { row: 9, field: 'team', message: 'team is required when department is given.' },
        { row: 10, field: 'salary', message: 'Monthly salary is too large.' },
      ]);
    });

    it('refuses emails and staff ids repeated in the file or already taken, naming the rows', async () => {
      const existing = good({ staff_id: 'DUP-0001' });
      expect((await upload(csvOf([existing]))).statusCode).toBe(201);
      const twin = `${unique('twin')}@example.com`;
      const rows = [
        good({ email: twin, staff_id: 'NEW-0001' }),
        good({ email: twin.toUpperCase(), staff_id: 'new-0001' }),
        good({ email: existing.email.toUpperCase() }),
        good({ staff_id: 'dup-0001' }),
      ];
      const res = await refused(400, () => upload(csvOf(rows)));
      expect(res.report).toEqual([
        { row: 3, field: 'email', message: `email '${twin}' also appears in row 2.` },
        { row: 3, field: 'staff_id', message: "staff_id 'NEW-0001' also appears in row 2." },
        { row: 4, field: 'email', message: `email '${existing.email}' is already taken.` },
        { row: 5, field: 'staff_id', message: "staff_id 'DUP-0001' is already taken." },
      ]);
      expect(res.message).toBe('Nothing was imported: 3 rows have problems.');
    });

    it('refuses formula cells: text that a spreadsheet would run, and real .xlsx formulas', async () => {
      const rows = [
        good({ first_name: '=HYPERLINK("http://evil.example","click")' }),
        good({ last_name: '+cmd|/C calc!A0', position: '@SUM(1+1)' }),
        good({ address: '-2+3', bank_name: '\tTab' }),
      ];
      const res = await refused(400, () => upload(csvOf(rows)));
      const why = (field: string) =>
        `${field} must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).`;
      expect(res.report).toEqual([
        { row: 2, field: 'first_name', message: why('first_name') },
        { row: 3, field: 'last_name', message: why('last_name') },
        { row: 3, field: 'position', message: why('position') },
        { row: 4, field: 'address', message: why('address') },
        { row: 4, field: 'bank_name', message: why('bank_name') },
      ]);

      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Staff');
      sheet.addRow(HEADER);
      const row = good();
      sheet.addRow(
        HEADER.map((h) =>
          h === 'last_name' ? { formula: 'CONCAT("a","b")', result: 'ab' } : h === 'phone' ? { error: '#N/A' } : row[h],
        ),
      );
      const xlsx = await refused(400, async () =>
        upload(Buffer.from(await workbook.xlsx.writeBuffer()), { type: XLSX_TYPE }),
      );
      expect(xlsx.report).toEqual([
        { row: 2, field: 'last_name', message: 'last_name is a formula; type the value instead.' },
        { row: 2, field: 'phone', message: 'phone holds a spreadsheet error (#N/A).' },
      ]);
    });

    it('reports header problems on row 1: unknown, repeated and missing columns', async () => {
      const header = [
        'first_name',
        'last_name',
        'gender',
        'date_of_birth',
        'phone',
        'emial',
        'position',
        'offices',
        'join_date',
        'salary',
        'Last Name',
        'Probation',
      ];
      const res = await refused(400, () => upload(csv(header, [header.map(() => 'x')])));
      expect(res.message).toBe(IMPORT_MESSAGES.headerProblems);
      expect(res.report).toEqual([
        { row: 1, field: 'emial', message: 'emial is not a known column.' },
        { row: 1, field: 'last_name', message: 'last_name appears more than once.' },
        { row: 1, field: 'email', message: 'email column is missing.' },
      ]);
    });

    it('lists at most 2,000 problems but counts every refused row', async () => {
      const rows = Array.from({ length: 1200 }, () => good({ gender: '?', phone: '?' }));
      const res = await refused(400, () => upload(csvOf(rows)));
      expect(res.report).toHaveLength(2000);
      expect(res.truncated).toBe(true);
      expect(res.refused_rows).toBe(1200);
      expect(res.message).toBe('Nothing was imported: 1200 rows have problems.');
    });
  });

  describe('the file', () => {
    it('refuses an empty file, a header alone and blank lines', async () => {
      for (const body of ['', csv(HEADER, []), '\r\n\r\n,,,\r\n']) {
        const res = await refused(400, () => upload(body));
        expect(res).toMatchObject({
          message: IMPORT_MESSAGES.empty,
          validators: [{ field: 'file', message: IMPORT_MESSAGES.empty }],
        });
      }
      const xlsx = new ExcelJS.Workbook();
      xlsx.addWorksheet('Empty');
      expect(
        (await refused(400, async () => upload(Buffer.from(await xlsx.xlsx.writeBuffer()), { type: XLSX_TYPE })))
          .message,
      ).toBe(IMPORT_MESSAGES.empty);
    });

    it('refuses any other content type with 415 before reading it', async () => {
      for (const type of ['application/pdf', 'application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
        const res = await refused(415, () => upload(type === 'application/json' ? '{"rows":[]}' : 'a,b', { type }));
        expect(res.message).toBe(IMPORT_MESSAGES.wrongType);
      }
    });

    it('refuses a file over 5 MB with 413, declared or streamed', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
      expect((await refused(413, () => upload(big))).message).toBe(IMPORT_MESSAGES.tooLarge);
      const chunks = Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 'a'));
      expect((await refused(413, () => upload(Readable.from(chunks)))).message).toBe(IMPORT_MESSAGES.tooLarge);
    });

    it('refuses more than 5,000 rows, and a flood of blank lines', async () => {
      const line = csvOf([good()]).split('\r\n')[1];
      const many = `${HEADER.join(',')}\r\n${`${line}\r\n`.repeat(5001)}`;
      expect((await refused(400, () => upload(many))).message).toBe(IMPORT_MESSAGES.tooManyRows);
      const blank = `${HEADER.join(',')}\r\n${line}\r\n${'\n'.repeat(5_000_000)}`;
      expect((await refused(400, () => upload(blank))).message).toBe(IMPORT_MESSAGES.tooManyRows);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Staff');
      sheet.addRow(HEADER);
      for (let i = 0; i < 5001; i++) sheet.addRow(['x']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      expect((await refused(400, () => upload(xlsx, { type: XLSX_TYPE }))).message).toBe(IMPORT_MESSAGES.tooManyRows);
    });

    it('refuses text that is not UTF-8, broken quoting, an .xlsx sent as CSV and a corrupt .xlsx', async () => {
      const latin1 = Buffer.from(csvOf([good({ first_name: 'Ren\u00e9e' })]), 'latin1');
      expect((await refused(400, () => upload(latin1))).message).toBe(IMPORT_MESSAGES.notUtf8);
      expect((await refused(400, () => upload(`${HEADER.join(',')}\r\n"unterminated,x\r\n`))).message).toMatch(
        /^The file could not be read as CSV: missing closing/,
      );
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('S').addRow(HEADER);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      expect((await refused(400, () => upload(xlsx))).message).toBe(IMPORT_MESSAGES.xlsxAsCsv);
      expect((await refused(400, () => upload(Buffer.from('not a zip at all'), { type: XLSX_TYPE }))).message).toBe(
        IMPORT_MESSAGES.unreadableXlsx,
      );
      expect((await refused(400, () => upload(xlsx.subarray(0, xlsx.length - 30), { type: XLSX_TYPE }))).message).toBe(
        IMPORT_MESSAGES.unreadableXlsx,
      );
    });
  });

  describe('permission', () => {
    it('needs employee:create (403) and a token (401), refusing before the body is read', async () => {
      const reader = await t.createUser([p('employee', 'read'), p('employee', 'update')]);
      const body = csvOf([good()]);
      expect((await refused(403, () => upload(body, { token: reader.token }))).message).toBe(ERRORS.forbidden);
      expect(
        (await refused(401, () => t.call('POST', URL, { body, headers: { 'content-type': CSV_TYPE } }))).message,
      ).toBe(ERRORS.unauthorized);
      // Even an oversized body gets the 403, not a 413: nothing is read for a caller who may not import.
      expect(
        (await refused(403, () => upload(Buffer.alloc(6 * 1024 * 1024, 'a'), { token: reader.token }))).message,
      ).toBe(ERRORS.forbidden);
    });

    it('leaves the other routes refusing CSV bodies as before', async () => {
      const res = await t.call('POST', `${BASE}/employee`, {
        token: hr.token,
        body: csvOf([good()]),
        headers: { 'content-type': CSV_TYPE },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('progress', () => {
    it('streams NDJSON progress while inserting, then the result line', async () => {
      const rows = Array.from({ length: 40 }, () => good());
      const res = await upload(csvOf(rows), { accept: NDJSON_TYPE });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(`${NDJSON_TYPE}; charset=utf-8`);
      const lines = res.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const progress = lines.slice(0, -1);
      expect(progress.length).toBeGreaterThan(0);
      for (const line of progress) expect(line).toMatchObject({ type: 'progress', phase: 'inserting', total: 40 });
      const done = progress.map((l) => l.done as number);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      expect(done.at(-1)).toBe(40);
      expect(lines.at(-1)).toEqual({
        type: 'result',
        status: 201,
        body: { message: '40 employees imported successfully!', data: { imported: 40 } },
      });
      for (const r of rows) expect(await byEmail(r.email)).toBeDefined();
    });

    it('answers a refused file with a plain 400 before any line is streamed', async () => {
      const res = await refused(400, () => upload(csvOf([good({ email: 'nope' })]), { accept: NDJSON_TYPE }));
      expect(res.report).toEqual([{ row: 2, field: 'email', message: 'Email must be a valid email address.' }]);
    });
  });

  describe('all or nothing', () => {
    it('rolls back every row when one fails inside the transaction, streamed or not', async () => {
      // A trigger makes the third insert fail after two rows went in, as a crash or constraint would.
      if (dialect === 'sqlite') {
        await sql`create trigger import_boom before insert on employee when new.first_name = 'Boom' begin select raise(abort, 'boom'); end`.execute(
          t.db.kysely,
        );
      } else {
        await sql`create function import_boom() returns trigger as $$ begin if new.first_name = 'Boom' then raise exception 'boom'; end if; return new; end $$ language plpgsql`.execute(
          t.db.kysely,
        );
        await sql`create trigger import_boom before insert on employee for each row execute function import_boom()`.execute(
          t.db.kysely,
        );
      }
      try {
        const rows = [good(), good(), good({ first_name: 'Boom' }), good()];
        const plain = await refused(500, () => upload(csvOf(rows)));
        expect(plain.message).toBe(ERRORS.internal);
        const before = await fingerprint(t);
        const streamed = await upload(csvOf(rows), { accept: NDJSON_TYPE });
        expect(streamed.statusCode).toBe(200);
        expect(JSON.parse(streamed.body.trim().split('\n').at(-1)!)).toEqual({
          type: 'result',
          status: 500,
          body: { message: ERRORS.internal },
        });
        expect(await fingerprint(t)).toEqual(before);
        for (const r of rows) expect(await byEmail(r.email)).toBeUndefined();
      } finally {
        await sql`drop trigger import_boom ${sql.raw(dialect === 'postgres' ? 'on employee' : '')}`.execute(
          t.db.kysely,
        );
        if (dialect === 'postgres') await sql`drop function import_boom()`.execute(t.db.kysely);
      }
    });
  });

  it('offers a template whose header is exactly the accepted columns, and which imports once filled in', async () => {
    const template = importTemplateCsv();
    expect(template).toBe(`${HEADER.join(',')}\r\n`);
    const row = good();
    const res = await upload(
      template +
        csv(HEADER, [HEADER.map((h) => row[h])])
          .split('\r\n')
          .slice(1)
          .join('\r\n'),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
