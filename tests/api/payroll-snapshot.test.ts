// A generation computes in a read snapshot and writes in a short transaction, on both databases: held inside its
// snapshot (computed, not yet written), an employee PATCH on the request thread answers at once; an input changed
// while it computed makes it compute again, and the run has the change; inputs that keep changing end in 409 with
// nothing written. The generation is held by the test pause (server/lib/test-pause.ts) on a job worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { ATTEMPTS, inputVersion, PAUSE_BEFORE_WRITE } from '../../server/modules/payroll/compute-then-write.ts';
import { DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { presentRow } from './attendance-fixtures.ts';
import { BASE, p } from './helpers.ts';
import { heldPayrollApp, closeHeldPayrollApp } from './payroll-held-fixtures.ts';
import { pausePoint } from './pause-fixtures.ts';

const EMPLOYEES = 200;
const pause = pausePoint(PAUSE_BEFORE_WRITE);

describe.each(DIALECTS)('a generation computed in a snapshot on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let someone: number;

  beforeAll(async () => {
    ({ t, hr, someone } = await heldPayrollApp(dialect, {
      jobWorkers: 1,
      permissions: [p('payroll', 'read'), p('payroll', 'create'), p('employee', 'read'), p('employee', 'update')],
      employees: EMPLOYEES,
      batch: 500,
      months: ['2026-03', '2026-04'],
      someone: 'first',
    }));
  }, 120_000);
  afterAll(() => closeHeldPayrollApp(pause, t));

  const generate = (month: string) =>
    t.call('POST', `${BASE}/payroll/generate`, { token: hr.token, body: { month, exchange_rate: 4000 } });
  const patchSalary = (salary_cents: number) =>
    t.call('PATCH', `${BASE}/employee/${someone}`, { token: hr.token, body: { salary_cents } });

  it('answers a PATCH at once while held in its snapshot; computes again with the change and writes it', async () => {
    pause.arm();
    const generation = generate('2026-03');
    await pause.untilPaused();

    const before = await inputVersion(t.db.kysely);
    const started = performance.now();
    const patched = await patchSalary(123_456);
    const took = performance.now() - started;
    expect(patched.statusCode, patched.body).toBe(200);
    // Not a budget: a PATCH that waited for the generation's lock would have taken the busy timeout (5 s).
    console.log(`${dialect}: PATCH during a held generation answered in ${took.toFixed(0)} ms`);
    expect(await inputVersion(t.db.kysely)).toBeGreaterThan(before);

    // Its next computation goes through unheld: the version changed, so the first is thrown away.
    pause.disarm();
    pause.release();
    const res = await generation;
    expect(res.statusCode, res.body).toBe(201);
    const slip = await t.db.kysely
      .selectFrom('payslip')
      .select('base_cents')
      .where('payroll_id', '=', res.json().data.id)
      .where('employee_id', '=', someone)
      .executeTakeFirstOrThrow();
    expect(slip.base_cents).toBe(123_456);
  });

  it(`refuses with 409 after ${ATTEMPTS} computations whose inputs changed, writing nothing`, async () => {
    pause.arm();
    const generation = generate('2026-04');
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      await pause.untilPaused();
      expect((await patchSalary(100_000 + attempt)).statusCode).toBe(200);
      if (attempt === ATTEMPTS) pause.disarm();
      pause.release();
    }
    const res = await generation;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(PAYROLL_MESSAGES.inputsKeptChanging('2026-04'));
    const runs = await t.db.kysely.selectFrom('payroll_run').select('id').where('month', '=', '2026-04').execute();
    expect(runs).toHaveLength(0);

    // Left alone, it is written.
    expect((await generate('2026-04')).statusCode).toBe(201);
  });

  it('counts a change to a closed month’s attendance, not to an open one’s', async () => {
    const version = await inputVersion(t.db.kysely);
    const day = (date: string) => ({ ...presentRow(someone, date, '08:00'), status: 'absent', clock_in: null });
    await t.db.kysely.deleteFrom('attendance').where('employee_id', '=', someone).execute();
    const afterDelete = await inputVersion(t.db.kysely);
    await t.db.kysely.insertInto('attendance').values(day('2026-06-02')).execute();
    expect(await inputVersion(t.db.kysely)).toBe(afterDelete);
    await t.db.kysely.insertInto('attendance').values(day('2026-03-03')).execute();
    expect(await inputVersion(t.db.kysely)).toBeGreaterThan(afterDelete);
    expect(afterDelete).toBeGreaterThanOrEqual(version);
  });
});
