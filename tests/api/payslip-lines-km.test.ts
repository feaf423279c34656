// A payslip's lines in the caller's language, on both databases: a Khmer reader gets each computed line worded in
// Khmer at read time from its code and the figures its stored English name carries (a payslip stored long ago
// too), a pay line HR typed as typed; an English reader gets the stored names, byte for byte. Likewise a run's
// statutory totals and a leaver's settlement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_LINE_SAMPLES, LINE_SAMPLES } from '../../contract/testing/payslip-line-samples.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { fontsOf } from '../pdf-fonts.ts';
import { BASE, p } from './helpers.ts';
import { generateMonth, insertPaidEmployee, insertPayslip, insertRun } from './payroll-fixtures.ts';

const KHMER = { 'accept-language': 'km-KH,km;q=0.9' };

/** A payslip's lines as payroll stores them, one of each form a computed line's name takes. */
const STORED = LINE_SAMPLES.map((s) => s.line);
const STORED_EMPLOYER = EMPLOYER_LINE_SAMPLES.map((s) => s.line);
const IN_KHMER = LINE_SAMPLES.map((s) => s.khmer);
const EMPLOYER_IN_KHMER = EMPLOYER_LINE_SAMPLES.map((s) => s.khmer);

const names = (lines: { name: string }[]) => lines.map((l) => l.name);

describe.each(DIALECTS)('payslip lines in Khmer on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let stored: number;
  let run: number;

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.call('GET', `${BASE}/${path}`, { token: hr.token, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('employee', 'read')]);
    const employee = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    run = await generateMonth(t, '2026-02', '2026-02-28');
    const old = await insertRun(t, 'approved');
    stored = await insertPayslip(t, old.id, employee);
    await t.db.kysely
      .updateTable('payslip')
      .set({ lines: JSON.stringify(STORED), employer_lines: JSON.stringify(STORED_EMPLOYER) })
      .where('id', '=', stored)
      .execute();
  });
  afterAll(() => t?.close());

  it('words a stored payslip’s computed lines in Khmer, pay lines as typed, every other figure as in English', async () => {
    const res = await get(`payslip/${stored}`, KHMER);
    expect(res.statusCode, res.body).toBe(200);
    const km = res.json().data;
    expect(names(km.lines)).toEqual(IN_KHMER);
    expect(names(km.employer_lines)).toEqual(EMPLOYER_IN_KHMER);
    const en = (await get(`payslip/${stored}`)).json().data;
    const withoutNames = (s: typeof en) => ({
      ...s,
      lines: s.lines.map((l: object) => ({ ...l, name: '' })),
      employer_lines: s.employer_lines.map((l: object) => ({ ...l, name: '' })),
    });
    expect(withoutNames(km)).toEqual(withoutNames(en));
  });

  it('answers an English reader the stored lines byte for byte', async () => {
    for (const headers of [{}, { 'accept-language': 'en' }] as Record<string, string>[]) {
      const body = (await get(`payslip/${stored}`, headers)).body;
      expect(body).toContain(`"lines":${JSON.stringify(STORED)}`);
      expect(body).toContain(`"employer_lines":${JSON.stringify(STORED_EMPLOYER)}`);
    }
  });

  it('prints the stored payslip’s figures in Khmer in signs the Khmer font has', async () => {
    const res = await get(`payslip/${stored}/pdf`, KHMER);
    expect(res.statusCode).toBe(200);
    const { characters } = fontsOf(res.rawPayload);
    // The Khmer font has no × nor ÷ ("7.5 d × $1,000.00 ÷ 26"): printed as x and /, never as an empty box.
    expect(characters).toContain('x');
    expect(characters).not.toMatch(/[×÷]/);
  });

  it('words a generated payslip and the run’s statutory totals in Khmer', async () => {
    const list = (await get(`payslip?payroll_id=${run}`, KHMER)).json().data as { id: number }[];
    const slip = (await get(`payslip/${list[0].id}`, KHMER)).json().data;
    const computed = [...slip.lines, ...slip.employer_lines].filter((l: { code: string }) => l.code !== 'pay_line');
    expect(computed.length).toBeGreaterThan(3);
    for (const l of computed) expect(l.name).not.toMatch(/[A-Za-z]/);

    const statutory = (await get(`payroll/${run}/statutory`, KHMER)).json().data.items as { name: string }[];
    expect(names(statutory)).toEqual([
      'សោធននិវត្តន៍ ប.ស.ស. (បុគ្គលិក)',
      'សោធននិវត្តន៍ ប.ស.ស. (និយោជក)',
      'ថែទាំសុខភាព ប.ស.ស.',
      'ហានិភ័យការងារ ប.ស.ស.',
      'ពន្ធលើប្រាក់បៀវត្សរ៍',
      'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម',
    ]);
    const english = (await get(`payroll/${run}/statutory`)).json().data.items as { name: string }[];
    expect(names(english)).toEqual([
      'NSSF pension (employee)',
      'NSSF pension (employer)',
      'NSSF health care',
      'NSSF occupational risk',
      'Tax on salary',
      'Fringe benefit tax',
    ]);
  });

  it('words a settlement’s amounts and final payslip in Khmer, the English as recorded', async () => {
    const leaver = await insertPaidEmployee(t, '2020-01-06', 100_000, { kind: 'undetermined' });
    const body = { last_day: '2026-03-31', exchange_rate: 4000, reason: 'dismissal', notice_given_days: 30 };
    const ended = await t.call('POST', `${BASE}/employee/${leaver}/end`, { token: hr.token, body, headers: KHMER });
    expect(ended.statusCode, ended.body).toBe(201);
    const en = (await get(`employee/${leaver}/settlement`)).json().data;
    expect(en.items.map((i: { label: string }) => i.label)).toEqual([
      'Salary to the last day (31 of 31 d)',
      'Seniority indemnity (7 d × $1,000.00 ÷ 26)',
      'Pay in lieu of notice (30 of 60 d)',
    ]);
    for (const km of [ended.json().data, (await get(`employee/${leaver}/settlement`, KHMER)).json().data]) {
      expect(km.items.map((i: { label: string }) => i.label)).toEqual([
        'ប្រាក់បៀវត្សរ៍រហូតដល់ថ្ងៃធ្វើការចុងក្រោយ (31 ក្នុងចំណោម 31 ថ្ងៃ)',
        'ប្រាក់បំណាច់អតីតភាពការងារ (7 ថ្ងៃ × $1,000.00 ÷ 26)',
        'ប្រាក់សំណងជំនួសការជូនដំណឹងមុន (30 ក្នុងចំណោម 60 ថ្ងៃ)',
      ]);
      for (const l of [...km.lines, ...km.employer_lines]) expect(l.name).not.toMatch(/[A-Za-z]/);
      // How each amount was computed and the law behind it, in Khmer too; the English reader's as recorded.
      for (const i of km.items as { basis: string; rule: string }[]) expect(i.basis + i.rule).not.toMatch(/[A-Za-z]/);
      expect(km.items[0].basis).toContain('ថ្ងៃប្រតិទិននៃរយៈពេល 01 មីនា 2026 – 31 មីនា 2026');
    }
    expect(en.items[1].rule).toContain('Prakas 443 MLVT');
  });
});
