// The statutory rules dated by the law, through HTTP, with payslips worked by hand from the cited instruments:
// a 2022 month before October (0% band to 1,300,000 riel, no pension), October 2022 (the pension starts and comes
// off the salary before tax), a 2026 month at two rates with fringe benefits, the pension's step in October 2027
// and a what-if; a new version added, listed as upcoming and logged; the refusals leaving nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_VERSION_MESSAGES } from '../../contract/api/payroll-rules.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee, logOf } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

type Res = { statusCode: number; body: string; json: () => any };
type Line = { code: string; kind: string; name: string; amount_cents: number; amount_riel: number | null };
const now = () => new Date().toISOString();

describe.each(DIALECTS)('payroll rules by the law on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let reader: { id: number; token: string };
  let a: number; // $500, resident, no dependants
  let b: number; // $1,000, resident, two children; housing in kind and a pension fund in 2026-05
  const runs: Record<string, number> = {};

  const send = (method: 'GET' | 'POST', path: string, body?: unknown, token = hr.token) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const generate = async (month: string, rates: { exchange_rate: number; nssf_exchange_rate?: number }) => {
    await insertClose(t, month, `${month}-01`, `${month}-28`);
    const run = (await ok(await send('POST', 'payroll/generate', { month, ...rates }), 201)).data;
    runs[month] = run.id;
    return run;
  };
  const slipOf = async (month: string, employeeId: number) => {
    const list = await ok(await send('GET', `payslip?payroll_id=${runs[month]}&employee_id=${employeeId}`));
    return (await ok(await send('GET', `payslip/${list.data[0].id}`))).data;
  };
  const ruleCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('payroll_rule')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const amounts = (lines: Line[]) => Object.fromEntries(lines.map((l) => [l.code, l.amount_cents]));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser(
      (['payroll', 'deduction'] as const).flatMap((r) => (['read', 'create', 'update'] as const).map((x) => p(r, x))),
    );
    reader = await t.createUser([p('payroll', 'read')]);
    a = await insertEmployee(t, { firstName: 'Sokha' });
    b = await insertEmployee(t, { firstName: 'Dara' });
    await t.db.kysely.updateTable('employee').set({ salary_cents: 50_000 }).where('id', '=', a).execute();
    await t.db.kysely.updateTable('employee').set({ salary_cents: 100_000 }).where('id', '=', b).execute();
    await t.db.kysely
      .insertInto('employee_tax')
      .values({ employee_id: b, resident: 1, spouse_dependant: 0, children: 2, updated_at: now() })
      .execute();
    for (const line of [
      { name: 'Housing', amount_cents: 25_000, benefit: 'in_kind' },
      { name: 'Pension fund', amount_cents: 12_000, benefit: 'employer_pension' },
    ])
      await ok(
        await send('POST', 'deduction', { ...line, kind: 'earning', employee_id: b, from_month: '2026-05' }),
        201,
      );
  });
  afterAll(() => t?.close());

  it('lists each rule’s versions dated by the law with their sources; the 2027 pension step is upcoming', async () => {
    const rules = (await ok(await send('GET', 'payroll/rules', undefined, reader.token))).data as {
      key: string;
      effective_from: string;
      status: string;
      source: string;
      summary: string;
    }[];
    const versions = (key: string) => rules.filter((r) => r.key === key).map((r) => [r.effective_from, r.status]);
    expect(versions('tax_brackets')).toEqual([
      ['2023-01', 'in_force'],
      ['2020-01', 'past'],
    ]);
    expect(versions('nssf_pension')).toEqual([
      ['2027-10', 'upcoming'],
      ['2022-10', 'in_force'],
    ]);
    expect(versions('pension_deduction')).toEqual([['2022-10', 'in_force']]);
    const of = (key: string, from: string) => rules.find((r) => r.key === key && r.effective_from === from)!;
    expect(of('tax_brackets', '2020-01').source).toMatch(/Sub-decree No\. 09 .*13 February 2020/);
    expect(of('tax_brackets', '2023-01').source).toMatch(/Sub-decree No\. 196 .*28 September 2022.*No\. 48/);
    expect(of('tax_brackets', '2020-01').summary).toMatch(/^Monthly, in riel: 0–1,300,000 at 0%; 1,300,001–2,000,000/);
    expect(of('nssf_pension', '2027-10').summary).toBe(
      '4% employee + 4% employer on the wage clamped to 400,000–1,200,000 riel.',
    );
    expect(of('nssf_pension', '2022-10').source).toMatch(/Sub-decree No\. 32 .*4 March 2021/);
    expect(of('fringe_benefit_tax', '2020-01').source).toMatch(/Prakas No\. 543/);
    expect(of('pension_deduction', '2022-10').source).toMatch(/VDB Loi, "Pension fund", 24 October 2022/);
    expect(of('nssf_health', '2020-01').summary).toBe(
      '2.6%, employer only, on the wage clamped to 400,000–1,200,000 riel.',
    );
  });

  it('2022-06: the 0% band to 1,300,000 riel and no pension before October', async () => {
    await generate('2022-06', { exchange_rate: 4000 });
    // A: $500 = 2,000,000 riel → 700,000 × 5% = 35,000 riel = $8.75; employer: health 1,200,000 × 2.6% = 31,200
    //    riel = $7.80, risk × 0.8% = 9,600 riel = $2.40
    const sa = await slipOf('2022-06', a);
    expect(sa).toMatchObject({ tax_riel: 35_000, tax_cents: 875, employee_nssf_cents: 0, net_pay: 49_125 });
    expect(sa.lines.map((l: Line) => l.code)).toEqual(['base', 'tax']);
    expect(amounts(sa.employer_lines)).toEqual({ nssf_health: 780, nssf_occupational_risk: 240 });
    // B: 4,000,000 − 2 × 150,000 = 3,700,000 → 35,000 + 1,700,000 × 10% = 205,000 riel = $51.25
    const sb = await slipOf('2022-06', b);
    expect(sb).toMatchObject({ tax_riel: 205_000, tax_cents: 5_125, net_pay: 94_875, employer_cents: 1_020 });
    await ok(await send('POST', `payroll/${runs['2022-06']}/approve`));
  });

  it('2022-10: the pension starts at 2% + 2% and comes off the salary before tax', async () => {
    await generate('2022-10', { exchange_rate: 4000 });
    // A: pension 1,200,000 × 2% = 24,000 riel = $6; taxable 50,000 − 600 = 1,976,000 riel → 676,000 × 5%
    //    = 33,800 riel = $8.45
    const sa = await slipOf('2022-10', a);
    expect(sa).toMatchObject({ tax_riel: 33_800, tax_cents: 845, employee_nssf_cents: 600, net_pay: 48_555 });
    expect(amounts(sa.employer_lines)).toEqual({
      nssf_pension_employer: 600,
      nssf_health: 780,
      nssf_occupational_risk: 240,
    });
    // B: 99,400 cents = 3,976,000 − 300,000 = 3,676,000 → 35,000 + 167,600 = 202,600 riel = $50.65
    expect(await slipOf('2022-10', b)).toMatchObject({ tax_riel: 202_600, tax_cents: 5_065, net_pay: 94_335 });
  });

  it('2026-05 at two rates (tax 4,100, NSSF 4,000) with fringe benefit tax on the employer', async () => {
    const run = await generate('2026-05', { exchange_rate: 4100, nssf_exchange_rate: 4000 });
    expect(run).toMatchObject({ exchange_rate: 4100, nssf_exchange_rate: 4000 });
    // A: NSSF at 4,000: 1,200,000 cap → 24,000 riel = 600 cents. Tax at 4,100: (50,000 − 600) × 41 = 2,025,400
    //    → 25,000 + 25,400 × 10% = 27,540 riel; ÷ 41 = 671.7 → 672 cents
    const sa = await slipOf('2026-05', a);
    expect(sa).toMatchObject({
      exchange_rate: 4100,
      nssf_exchange_rate: 4000,
      tax_riel: 27_540,
      tax_cents: 672,
      employee_nssf_cents: 600,
      net_pay: 48_728,
      net_riel: 48_728 * 41,
    });
    // B: benefits not cash: gross 100,000. Tax: 99,400 × 41 = 4,075,400 − 300,000 = 3,775,400 → 25,000 +
    //    177,540 = 202,540 riel = 4,939.99 → 4,940 cents. FBT: housing 25,000 + pension fund above 10% of the
    //    salary (12,000 − 10,000 = 2,000) = 27,000 cents × 41 = 1,107,000 riel × 20% = 221,400 riel = 5,400 cents
    const sb = await slipOf('2026-05', b);
    expect(sb).toMatchObject({ gross_pay: 100_000, tax_riel: 202_540, tax_cents: 4_940, net_pay: 94_460 });
    expect(sb.lines.filter((l: Line) => l.kind === 'benefit').map((l: Line) => [l.name, l.amount_cents])).toEqual([
      ['Housing', 25_000],
      ['Pension fund', 12_000],
    ]);
    expect(sb.employer_lines.find((l: Line) => l.code === 'fbt')).toMatchObject({
      name: 'Fringe benefit tax',
      amount_riel: 221_400,
      amount_cents: 5_400,
    });
    expect(sb.employer_cents).toBe(600 + 780 + 240 + 5_400);

    const totals = (await ok(await send('GET', `payroll/${run.id}/statutory`))).data;
    expect(totals).toMatchObject({
      exchange_rate: 4100,
      nssf_exchange_rate: 4000,
      tax_riel: 27_540 + 202_540,
      tax_cents: 672 + 4_940,
      fbt_riel: 221_400,
      fbt_cents: 5_400,
      // (24,000 + 24,000 + 31,200 + 9,600) riel, (600 + 600 + 780 + 240) cents, each of two
      nssf_riel: 177_600,
      nssf_cents: 4_440,
    });
    expect(totals.items.find((i: { code: string }) => i.code === 'fbt')).toMatchObject({ paid_by: 'employer' });
  });

  it('what-if: October 2027 has the 4% + 4% step; a proposed 3% + 3% shows every employee’s difference', async () => {
    const body = {
      month: '2027-10',
      key: 'nssf_pension',
      value: { employee_bp: 300, employer_bp: 300, floor_riel: 400_000, cap_riel: 1_200_000 },
      exchange_rate: 4000,
    };
    const rulesBefore = await ruleCount();
    const data = (await ok(await send('POST', 'payroll/rules/what-if', body, reader.token))).data;
    const row = (id: number) => data.rows.find((r: { employee_id: number }) => r.employee_id === id);
    // A now: pension 48,000 riel = $12; taxable 48,800 = 1,952,000 → 22,600 riel = $5.65; net 48,235.
    //   proposed: 36,000 riel = $9; taxable 49,100 = 1,964,000 → 23,200 riel = $5.80; net 48,520.
    expect(row(a)).toMatchObject({
      current: { employee_nssf_cents: 1_200, tax_cents: 565, net_pay: 48_235, employer_cents: 1_200 + 1_020 },
      proposed: { employee_nssf_cents: 900, tax_cents: 580, net_pay: 48_520, employer_cents: 900 + 1_020 },
      net_change_cents: 285,
      employer_change_cents: -300,
    });
    // B now: taxable 98,800 = 3,952,000 − 300,000 → 25,000 + 165,200 = 190,200 riel = $47.55; net 94,045.
    expect(row(b).current).toMatchObject({ tax_cents: 4_755, net_pay: 94_045 });
    expect(data).toMatchObject({ headcount: 2, changed: 2, exchange_rate: 4000, nssf_exchange_rate: 4000 });
    expect(data.summary).toBe('3% employee + 3% employer on the wage clamped to 400,000–1,200,000 riel.');
    expect(await ruleCount()).toBe(rulesBefore);

    // September 2027 is still at 2% + 2%.
    const sept = (await ok(await send('POST', 'payroll/rules/what-if', { ...body, month: '2027-09' }))).data;
    expect(sept.rows.find((r: { employee_id: number }) => r.employee_id === a).current.employee_nssf_cents).toBe(600);

    const bad = await send('POST', 'payroll/rules/what-if', { ...body, value: { employee_bp: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validators.map((v: { field: string }) => v.field)).toContain('value.employee_bp');
  });

  it('adds a version from a month: upcoming, logged, used by the months it covers', async () => {
    const res = await ok(
      await send('POST', 'payroll/rules', {
        key: 'dependant_relief',
        effective_from: '2027-01',
        value: { riel_per_dependant: 200_000 },
        source: 'Test instrument No. 1 of 1 December 2026, article 2',
      }),
      201,
    );
    expect(res.message).toBe(RULE_VERSION_MESSAGES.added);
    expect(res.data).toMatchObject({
      key: 'dependant_relief',
      effective_from: '2027-01',
      status: 'upcoming',
      in_force: false,
      summary: expect.stringMatching(/^200,000 riel a month/),
      created_by: expect.any(String),
    });
    const log = await logOf(t, 'payroll', res.data.id);
    expect(log.map((l) => l.action)).toEqual(['add_rule_version']);
    const listed = (await ok(await send('GET', 'payroll/rules'))).data.filter(
      (r: { key: string }) => r.key === 'dependant_relief',
    );
    expect(listed.map((r: { effective_from: string; status: string }) => [r.effective_from, r.status])).toEqual([
      ['2027-01', 'upcoming'],
      ['2020-01', 'in_force'],
    ]);
    // B in 2027-03 at 4,000: 4,000,000 − 600 cents of pension = 3,976,000 − 400,000 = 3,576,000
    //   → 25,000 + 157,600 = 182,600 riel = $45.65 (the old relief: 3,676,000 → 192,600 = $48.15)
    const march = (
      await ok(
        await send('POST', 'payroll/rules/what-if', {
          month: '2027-03',
          key: 'unpaid_day',
          value: { days: 26 },
          exchange_rate: 4000,
        }),
      )
    ).data;
    expect(march.rows.find((r: { employee_id: number }) => r.employee_id === b).current.tax_cents).toBe(4_565);
    expect(march.changed).toBe(0);
  });

  it('refuses a version inside an approved month (409), a second version of a month, a rate of 0 and an unknown rule (400), and anyone without payroll update (403), writing nothing', async () => {
    const before = await ruleCount();
    const version = (over: object) => ({
      key: 'tax_brackets',
      effective_from: '2022-01',
      value: {
        brackets: [
          { up_to_riel: 1_400_000, rate_bp: 0 },
          { up_to_riel: null, rate_bp: 1000 },
        ],
      },
      source: 'Test',
      ...over,
    });
    // 2022-01 … 2022-12 would apply to the approved 2022-06.
    const approved = await send('POST', 'payroll/rules', version({}));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(RULE_VERSION_MESSAGES.approvedMonth('2022-01', '2022-06'));
    const same = await send('POST', 'payroll/rules', version({ effective_from: '2023-01' }));
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(RULE_VERSION_MESSAGES.sameMonth('Tax on salary (residents)', '2023-01'));
    const zero = await send(
      'POST',
      'payroll/rules',
      version({
        key: 'nssf_pension',
        effective_from: '2028-01',
        value: { employee_bp: 0, employer_bp: 400, floor_riel: 400_000, cap_riel: 1_200_000 },
      }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().validators).toEqual([{ field: 'value.employee_bp', message: 'A rate of 0 is not a rule.' }]);
    for (const bad of [
      version({ key: 'bonus' }),
      version({ effective_from: '2028-13' }),
      version({ source: ' ' }),
      version({ effective_from: '2028-01', value: { brackets: [{ up_to_riel: 5, rate_bp: 0 }] } }),
    ])
      expect((await send('POST', 'payroll/rules', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    // Only an earning is a benefit in kind; an NSSF rate is riel per dollar like the tax rate.
    const deductionInKind = await send('POST', 'deduction', {
      kind: 'deduction',
      name: 'Meals',
      amount_cents: 1_000,
      benefit: 'in_kind',
      from_month: '2026-06',
    });
    expect(deductionInKind.statusCode).toBe(400);
    expect(deductionInKind.json().validators).toEqual([
      { field: 'benefit', message: 'Only an earning can be a benefit in kind.' },
    ]);
    const badRate = await send('POST', 'payroll/generate', {
      month: '2026-04',
      exchange_rate: 4000,
      nssf_exchange_rate: 4,
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().validators[0].field).toBe('nssf_exchange_rate');
    const forbidden = await send('POST', 'payroll/rules', version({ effective_from: '2028-01' }), reader.token);
    expect(forbidden.statusCode).toBe(403);
    expect(await ruleCount()).toBe(before);
  });
});
