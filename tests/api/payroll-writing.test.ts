// A generation writes its payslips in several short transactions under a hidden status, through real HTTP on both
// databases. Held between two batches (the test pause, on a job worker): no reader sees the run or its payslips
// (the runs list, the run, its payslips, its files, the dashboard), a second generation of the month is refused
// as already generated, and an employee PATCH answers; the PATCH changed an input, so the generation throws
// what it wrote away and computes again, and the run has the change. A generation killed midway (kill -9 of a
// child process held between batches) leaves nothing a reader sees, and the next generation through the API
// deletes what it wrote and generates the month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { BATCH, PAUSE_BETWEEN_BATCHES } from '../../server/modules/payroll/run-writing.ts';
import { DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { heldPayrollApp, closeHeldPayrollApp } from './payroll-held-fixtures.ts';
import { KILL_MONTH, spawnHeldBetweenBatches } from './payroll-kill-fixtures.ts';
import { pausePoint } from './pause-fixtures.ts';

/** More than two batches, so a generation stops between two. */
const EMPLOYEES = 2 * BATCH + 500;
const pause = pausePoint(PAUSE_BETWEEN_BATCHES);

describe.each(DIALECTS)('a generation written in batches on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let someone: number;

  beforeAll(async () => {
    // Two workers: a second generation runs while the first is held.
    ({ t, hr, someone } = await heldPayrollApp(dialect, {
      jobWorkers: 2,
      permissions: [
        p('payroll', 'read'),
        p('payroll', 'create'),
        p('employee', 'read'),
        p('employee', 'update'),
        p('dashboard', 'read'),
      ],
      employees: EMPLOYEES,
      batch: 1000,
      months: ['2026-03', KILL_MONTH],
      someone: 'last',
    }));
  }, 180_000);
  afterAll(() => closeHeldPayrollApp(pause, t));

  const generate = (month: string) =>
    t.call('POST', `${BASE}/payroll/generate`, { token: hr.token, body: { month, exchange_rate: 4000 } });
  const get = (url: string) => t.call('GET', `${BASE}${url}`, { token: hr.token });
  const runsOf = (month: string) =>
    t.db.kysely.selectFrom('payroll_run').select(['id', 'status']).where('month', '=', month).execute();

  /** What a reader is answered about a run, and one of its payslips, by every route that reads them. */
  async function asReaderSees(runId: number, payslipId: number) {
    const dashboard = (await get('/dashboard')).json().data.data;
    return {
      runs: (await get('/payroll')).json().metadata.total,
      run: (await get(`/payroll/${runId}`)).statusCode,
      payslips: (await get(`/payslip?payroll_id=${runId}`)).json().metadata.total,
      payslip: (await get(`/payslip/${payslipId}`)).statusCode,
      register: (await get(`/payroll/${runId}/export`)).statusCode,
      bankFile: (await get(`/payroll/${runId}/bank-transfer.csv`)).statusCode,
      taxReturn: (await get(`/payroll/${runId}/tax-return.xlsx`)).statusCode,
      dashboardRuns: dashboard.payroll.runs.length,
    };
  }
  const seesNothing = {
    runs: 0,
    run: 404,
    payslips: 0,
    payslip: 404,
    register: 404,
    bankFile: 404,
    taxReturn: 404,
    dashboardRuns: 0,
  };

  it('held between batches: hidden from readers, a second generation refused, a PATCH answered and computed in', async () => {
    pause.arm();
    const generation = generate('2026-03');
    await pause.untilPaused();

    const [hidden] = await runsOf('2026-03');
    expect(hidden.status).toBe('writing');
    const written = await t.db.kysely.selectFrom('payslip').select('id').where('payroll_id', '=', hidden.id).execute();
    expect(written).toHaveLength(BATCH);
    expect(await asReaderSees(hidden.id, written[0].id)).toEqual(seesNothing);

    const second = await generate('2026-03');
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(PAYROLL_MESSAGES.alreadyGenerated('2026-03'));

    const patched = await t.call('PATCH', `${BASE}/employee/${someone}`, {
      token: hr.token,
      body: { salary_cents: 654_321 },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    pause.disarm();
    pause.release();
    const res = await generation;
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    expect(run.status).toBe('draft');
    expect(await runsOf('2026-03')).toEqual([{ id: run.id, status: 'draft' }]);
    const slip = await t.db.kysely
      .selectFrom('payslip')
      .select('base_cents')
      .where('payroll_id', '=', run.id)
      .where('employee_id', '=', someone)
      .executeTakeFirstOrThrow();
    expect(slip.base_cents).toBe(654_321);
    expect((await get(`/payslip?payroll_id=${run.id}`)).json().metadata.total).toBe(run.headcount);
    expect((await get('/payroll')).json().metadata.total).toBe(1);
  });

  it('killed midway: nothing a reader sees; the next generation deletes what it wrote and generates', async () => {
    const schema = dialect === 'postgres' ? new URL(t.databaseUrl).searchParams.get('options')!.split('=')[1] : '';
    const { child, exited, removePauseDir } = await spawnHeldBetweenBatches(t.databaseUrl, schema || undefined);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    removePauseDir();

    const [hidden] = await runsOf(KILL_MONTH);
    expect(hidden.status).toBe('writing');
    const slip = await t.db.kysely
      .selectFrom('payslip')
      .select('id')
      .where('payroll_id', '=', hidden.id)
      .executeTakeFirstOrThrow();
    expect(await asReaderSees(hidden.id, slip.id)).toMatchObject({ ...seesNothing, runs: 1, dashboardRuns: 1 });

    const res = await generate(KILL_MONTH);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    expect(await runsOf(KILL_MONTH)).toEqual([{ id: run.id, status: 'draft' }]);
    expect((await get(`/payslip?payroll_id=${run.id}`)).json().metadata.total).toBe(run.headcount);
    const leftover = await t.db.kysely.selectFrom('payslip').select('id').where('payroll_id', '=', hidden.id).execute();
    expect(leftover).toHaveLength(0);
  });
});
