// Employment contracts through the API, on both databases: versions from their start dates with the one in force
// flagged, permissions, and every refusal answered with its message and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYMENT_MESSAGES as M } from '../../contract/api/employment.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, logOf } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';
import { insertRun } from './payroll-fixtures.ts';

describe.each(DIALECTS)('employment contracts on %s', (dialect) => {
  let t: TestApp;
  let hr: { id: number; token: string };
  let reader: { id: number; token: string };
  let employee: number;
  const url = () => `${BASE}/employee/${employee}/contracts`;
  const add = (body: unknown, token = hr.token) => t.call('POST', url(), { token, body });
  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('employment_contract')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('employee_id', '=', employee)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('employee', 'read'), p('employee', 'update')]);
    reader = await t.createUser([p('employee', 'read')]);
    employee = await insertEmployee(t); // joined 2020-01-06
  });
  afterAll(() => t?.close());

  it('records versions and lists them newest first, the one in force today flagged, each change logged', async () => {
    const first = await add({ kind: 'fixed', start_date: '2020-01-06', end_date: '2021-01-05', note: 'First year' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(M.contractAdded);
    const second = await add({ kind: 'undetermined', start_date: '2021-01-06' });
    expect(second.statusCode, second.body).toBe(201);
    const res = await t.call('GET', url(), { token: reader.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.join_date).toBe('2020-01-06');
    expect(
      data.contracts.map((c: { kind: string; start_date: string; end_date: string | null; in_force: boolean }) => [
        c.kind,
        c.start_date,
        c.end_date,
        c.in_force,
      ]),
    ).toEqual([
      ['undetermined', '2021-01-06', null, true],
      ['fixed', '2020-01-06', '2021-01-05', false],
    ]);
    const log = await logOf(t, 'employee', employee);
    expect(log.filter((l: { action: string }) => l.action === 'add-contract')).toHaveLength(2);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ kind: 'fixed', start_date: '2022-01-01' }, 400, M.fixedNeedsEnd],
      [{ kind: 'undetermined', start_date: '2022-01-01', end_date: '2022-12-31' }, 400, M.undeterminedHasNoEnd],
      [{ kind: 'fixed', start_date: '2022-01-01', end_date: '2021-12-31' }, 400, M.endBeforeStart],
      [{ kind: 'undetermined', start_date: '2019-12-31' }, 400, M.startBeforeJoin('2020-01-06')],
      [{ kind: 'undetermined', start_date: '2021-01-06' }, 409, M.sameStart('2021-01-06')],
      [{ kind: 'permanent', start_date: '2022-01-01' }, 400, 'Contract type must be undetermined or fixed.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a fixed contract ending inside what an approved payroll paid', async () => {
    const run = await insertRun(t, 'approved'); // a past month, its period closed to the 28th
    const before = await count();
    const res = await add({ kind: 'fixed', start_date: '2023-06-01', end_date: `${run.month}-10` });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/^The end date .* is before the end of the last approved payroll/);
    expect(await count()).toBe(before);
    await t.db.kysely.deleteFrom('payroll_run').where('id', '=', run.id).execute();
  });

  it('needs employee update to record and employee read to list; an unknown employee is 404', async () => {
    expect((await add({ kind: 'undetermined', start_date: '2023-01-01' }, reader.token)).statusCode).toBe(403);
    const other = await t.createUser([p('payroll', 'read')]);
    expect((await t.call('GET', url(), { token: other.token })).statusCode).toBe(403);
    const missing = await t.call('GET', `${BASE}/employee/999999/contracts`, { token: reader.token });
    expect(missing.statusCode).toBe(404);
  });
});
