// Payroll's documents in the caller's language: a payslip and the payslips zip in Khmer for a caller asking for
// Khmer (the Khmer font embedded, English payslips as they were: Helvetica, nothing embedded), bilingual (Khmer
// and English side by side) from the month payroll's payslip_languages rule says so, and a settlement statement.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import { fontsOf } from '../pdf-fonts.ts';

const KHMER = { 'accept-language': 'km-KH,km;q=0.9' };

describe.each(DIALECTS)('payroll documents in Khmer on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let run: number;
  let slip: number;

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.call('GET', `${BASE}/${path}`, { token: hr.token, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { companyName: 'Mekong Rice Trading Co.' });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('payroll', 'update')]);
    const a = await insertEmployee(t, { firstName: 'Sokha' });
    await insertEmployee(t, { firstName: 'Dara' });
    await t.db.kysely.updateTable('employee').set({ salary_cents: 50_000 }).execute();
    await insertClose(t, '2026-03', '2026-03-01', '2026-03-31');
    const res = await t.call('POST', `${BASE}/payroll/generate`, {
      token: hr.token,
      body: { month: '2026-03', exchange_rate: 4000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    run = res.json().data.id;
    slip = (await get(`payslip?payroll_id=${run}&employee_id=${a}`)).json().data[0].id;
  });
  afterAll(() => t?.close());

  it('prints a payslip in Khmer for a caller asking for Khmer, the Khmer font embedded', async () => {
    const res = await get(`payslip/${slip}/pdf`, KHMER);
    expect(res.statusCode).toBe(200);
    const { fonts, embedded, characters } = fontsOf(res.rawPayload);
    expect(fonts).toEqual(expect.arrayContaining(['NotoSansKhmer-Bold', 'NotoSansKhmer-Regular', 'Helvetica']));
    expect(embedded).toBe(true);
    // The title's letters (បង្កាន់ដៃបៀវត្សរ៍), a subscript sign (U+17D2) among them, are in the Khmer font.
    for (const c of 'បងកានដៃវត្សរ៍') expect(characters).toContain(c);
  });

  it('prints the English payslip as before: Helvetica only, nothing embedded', async () => {
    const { fonts, embedded } = fontsOf((await get(`payslip/${slip}/pdf`)).rawPayload);
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(embedded).toBe(false);
  });

  it('zips the run’s payslips in the caller’s language', async () => {
    const res = await get(`payroll/${run}/payslips.zip`, KHMER);
    expect(res.statusCode).toBe(200);
    const files = Object.values(unzipSync(new Uint8Array(res.rawPayload)));
    expect(files).toHaveLength(2);
    for (const file of files) expect(fontsOf(Buffer.from(file)).fonts).toContain('NotoSansKhmer-Regular');
  });

  it('prints Khmer and English side by side from the month payroll’s payslip_languages rule turns it on', async () => {
    const english = async () => fontsOf((await get(`payslip/${slip}/pdf`)).rawPayload);
    expect((await english()).embedded).toBe(false); // off by default
    const rule = await t.call('POST', `${BASE}/payroll/rules`, {
      token: t.adminToken,
      body: {
        key: 'payslip_languages',
        effective_from: '2026-03',
        value: { bilingual: true },
        source: 'HR decision of 1 March 2026',
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(rule.json().data.summary).toBe('Payslips print each label in Khmer and English side by side.');

    const both = await english();
    expect(both.embedded).toBe(true);
    expect(both.fonts).toEqual(expect.arrayContaining(['NotoSansKhmer-Regular', 'Helvetica']));
    for (const c of 'បងកានដៃPayslip') expect(both.characters).toContain(c); // both titles, in the Khmer font
    const zip = unzipSync(new Uint8Array((await get(`payroll/${run}/payslips.zip`)).rawPayload));
    for (const file of Object.values(zip)) expect(fontsOf(Buffer.from(file)).characters).toContain('P');
  });
});
