// A run's files and figures: the bank transfer file (formula-safe, employees without a bank account left out), the
// statutory totals worked by hand, each payslip as an A4 PDF with the visibility of GET /payslip/{id}, and the run's
// payslips as one zip.
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee, parseCsv } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const EMPLOYER = 'Mekong Rice Trading Co.';

/** The text a PDF shows: each content stream inflated, each TJ array's hex strings joined (pdfkit's output). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
      );
  }
  return texts.join('\n');
}

/** Whether a PDF reads as one: its header, and its last startxref pointing at its cross-reference table. */
function pdfOpens(pdf: Buffer): boolean {
  const raw = pdf.toString('latin1');
  const tail = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  return raw.startsWith('%PDF-1.') && tail !== null && raw.startsWith('xref', Number(tail[1]));
}

/** Each entry's name and compression method (0 stored, 8 deflated), from the zip's central directory. */
function zipMethods(zip: Buffer): Map<string, number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const out = new Map<string, number>();
  for (let i = 0, at = zip.readUInt32LE(end + 16); i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [nameLength, extra, comment] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o));
    out.set(zip.toString('utf8', at + 46, at + 46 + nameLength), zip.readUInt16LE(at + 10));
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

describe.each(DIALECTS)('payroll files on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let run: { id: number; headcount: number };
  let a: number;
  let b: number;
  let c: number;

  const get = (path: string, token = hr.token) => t.call('GET', `${BASE}/${path}`, { token });
  const slipId = async (employee: number) =>
    (await get(`payslip?payroll_id=${run.id}&employee_id=${employee}`)).json().data[0].id as number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { companyName: EMPLOYER });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('payroll', 'update')]);
    [a, b, c] = [
      await insertEmployee(t, { firstName: 'Sokha' }),
      await insertEmployee(t, { firstName: '=cmd|" /C calc"!A0' }),
      await insertEmployee(t, { firstName: 'Nobank' }),
    ];
    const set = (id: number, account: string) =>
      t.db.kysely
        .updateTable('employee')
        .set({ salary_cents: 50_000, bank_name: 'ABA', bank_account: account })
        .where('id', '=', id)
        .execute();
    await set(a, '000 111 222');
    await set(b, '+855-333');
    await set(c, '');
    await insertClose(t, '2026-03', '2026-03-01', '2026-03-31');
    const res = await t.call('POST', `${BASE}/payroll/generate`, {
      token: hr.token,
      body: { month: '2026-03', exchange_rate: 4000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    run = res.json().data;
  });
  afterAll(() => t?.close());

  it('bank-transfer.csv: account, name, amount; formula-safe; no row without a bank account', async () => {
    const res = await get(`payroll/${run.id}/bank-transfer.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bank-transfer-2026-03.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['account', 'name', 'amount']);
    // $500 − tax 595 − pension 600 = 48,805 cents (the pension deducted before tax: $494 = 1,976,000 riel:
    // 476,000 × 5% = 23,800 riel = $5.95)
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(['000 111 222', expect.stringContaining('Sokha'), '488.05']);
    expect(rows[1][0]).toBe("'+855-333");
    expect(rows[1][1]).toMatch(/^'=cmd/);
    expect(rows.some((r) => r[1].includes('Nobank'))).toBe(false);
  });

  it('statutory: the NSSF and tax totals of the month, in riel and cents, worked by hand', async () => {
    const res = await get(`payroll/${run.id}/statutory`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ payroll_id: run.id, month: '2026-03', exchange_rate: 4000, headcount: 3 });
    // Each: 2,000,000 riel gross; pension on the 1,200,000 cap: 24,000 riel ($6.00) each side; health 2.6% of
    // 1,200,000 = 31,200 riel ($7.80); occupational risk 0.8% = 9,600 riel ($2.40); tax 23,800 riel ($5.95), the pension deducted first.
    const by = Object.fromEntries(data.items.map((i: { code: string }) => [i.code, i]));
    expect(by.nssf_pension).toMatchObject({ paid_by: 'employee', riel: 72_000, cents: 1_800 });
    expect(by.nssf_pension_employer).toMatchObject({ paid_by: 'employer', riel: 72_000, cents: 1_800 });
    expect(by.nssf_health).toMatchObject({ riel: 93_600, cents: 2_340 });
    expect(by.nssf_occupational_risk).toMatchObject({ riel: 28_800, cents: 720 });
    expect(by.tax).toMatchObject({ paid_by: 'employee', riel: 71_400, cents: 1_785 });
    expect(by.fbt).toMatchObject({ paid_by: 'employer', riel: 0, cents: 0 });
    expect(data).toMatchObject({ nssf_riel: 266_400, nssf_cents: 6_660, tax_riel: 71_400, tax_cents: 1_785 });
  });

  it('payslip PDF: one A4 page for payroll read, the employee’s own once approved, 404 for anyone else', async () => {
    const id = await slipId(a);
    const res = await get(`payslip/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payslip-2026-03-[A-Z0-9_]+\.pdf"$/);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).not.toMatch(/FontFile/); // nothing embedded, nothing fetched: the standard fonts

    const self = await t.createUser([]);
    await t.db.kysely.updateTable('sys_user').set({ employee_id: a }).where('id', '=', self.id).execute();
    const stranger = await t.createUser([p('employee', 'read')]);
    expect((await get(`payslip/${id}/pdf`, self.token)).statusCode).toBe(404); // a draft may still change
    expect((await t.call('POST', `${BASE}/payroll/${run.id}/approve`, { token: hr.token })).statusCode).toBe(200);
    expect((await get(`payslip/${id}/pdf`, self.token)).statusCode).toBe(200);
    const other = await get(`payslip/${await slipId(b)}/pdf`, self.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PAYROLL_MESSAGES.payslipNotFound);
    expect((await get(`payslip/${id}/pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get('payslip/99999999/pdf')).statusCode).toBe(404);
    expect((await get('payslip/abc/pdf')).statusCode).toBe(400);
  });

  it('payslip PDF: names the employer and the pay period’s first and last days', async () => {
    const res = await get(`payslip/${await slipId(a)}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Sokha'); // the extraction reads the page's text at all
    expect(text).toMatch(new RegExp(`Employer\n${EMPLOYER.replace('.', '\\.')}\n`));
    expect(text).toContain('Pay period\n01 Mar 2026 to 31 Mar 2026\n');
  });

  it('payslips.zip: every payslip of the run as a PDF, whatever script a name is in', async () => {
    // A name Helvetica cannot show (Khmer, an emoji, a right-to-left override, markup) still makes a PDF.
    await t.db.kysely
      .updateTable('payslip')
      .set({ employee_name: 'សុខា 😀 \u202E<img src=x onerror=alert(1)>' })
      .where('employee_id', '=', c)
      .execute();
    expect((await get(`payslip/${await slipId(c)}/pdf`)).statusCode).toBe(200);
    const res = await get(`payroll/${run.id}/payslips.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payslips-2026-03.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name).toMatch(/^payslip-2026-03-[A-Za-z0-9_-]+\.pdf$/);
      expect(Buffer.from(files[name].subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
  });

  it('payslips.zip: each PDF whole, stored as it is, and the payslip of the employee its name gives', async () => {
    const res = await get(`payroll/${run.id}/payslips.zip`);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    // A PDF's streams are compressed already: the entries are stored, not deflated again.
    expect([...zipMethods(res.rawPayload).values()]).toEqual([0, 0, 0]);
    const slips = (await get(`payslip?payroll_id=${run.id}`)).json().data as Array<{
      id: number;
      staff_id: string;
      employee_name: string;
      net_pay: number;
    }>;
    expect(slips).toHaveLength(3);
    for (const slip of slips) {
      const pdf = Buffer.from(files[`payslip-2026-03-${slip.staff_id}.pdf`]);
      expect(pdfOpens(pdf), slip.staff_id).toBe(true);
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
      const text = pdfText(pdf);
      expect(text).toContain(slip.staff_id);
      if (slip.employee_name.includes('Sokha')) expect(text).toContain(slip.employee_name);
      // The same bytes as the payslip's own PDF, but for the moment each was made.
      const own = (await get(`payslip/${slip.id}/pdf`)).rawPayload;
      expect(pdfText(own)).toBe(text);
    }
    // Sokha's payslip: $500 less tax and pension, 488.05 (the bank file's figure).
    const sokha = slips.find((s) => s.employee_name.includes('Sokha'))!;
    expect(pdfText(Buffer.from(files[`payslip-2026-03-${sokha.staff_id}.pdf`]))).toContain('$488.05');
  });

  it('generates with progress lines on request; refusals still answer before any line', async () => {
    await insertClose(t, '2026-04', '2026-04-01', '2026-04-30');
    const stream = (month: string) =>
      t.call('POST', `${BASE}/payroll/generate`, {
        token: hr.token,
        body: { month },
        headers: { accept: 'application/x-ndjson' },
      });
    const res = await stream('2026-04');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ type: 'progress', phase: 'computing', done: 0, total: 1 });
    expect(lines).toContainEqual({ type: 'progress', phase: 'writing', done: 3, total: 3 });
    const result = lines.at(-1);
    expect(result).toMatchObject({ type: 'result', status: 201, body: { message: PAYROLL_MESSAGES.generated } });
    expect(result.body.data).toMatchObject({ month: '2026-04', headcount: 3, exchange_rate: 4000 });

    const again = await stream('2026-04');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYROLL_MESSAGES.alreadyGenerated('2026-04'));
    const open = await stream('2026-05');
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(PAYROLL_MESSAGES.notClosed('2026-05'));
  });

  it('answers 404 for an unknown run on every file route', async () => {
    for (const path of ['bank-transfer.csv', 'statutory', 'payslips.zip']) {
      const res = await get(`payroll/99999999/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(PAYROLL_MESSAGES.runNotFound);
    }
  });
});
