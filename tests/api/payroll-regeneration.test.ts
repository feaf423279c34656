// A regeneration writes the new payslips in several short transactions beside the run's own, through real HTTP on
// both databases. Held between two batches (the test pause, on a job worker): every reader still sees the old run
// whole, a second regeneration and an approval are refused as being regenerated, and an employee PATCH answers;
// the PATCH changed an input, so the regeneration throws what it wrote away and computes again, and the run has
// the change, with only its new payslips left. A regeneration killed midway (kill -9 of a child process held
// between batches) leaves the old run whole, and the next regeneration through the API clears what it wrote. A
// job worker that dies midway (its thread ends, the server lives on) fails its request with a 500, and what it
// wrote is cleared at once: the next generation or regeneration goes ahead without waiting for its lease.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { ERRORS } from '../../contract/messages.ts';
import { BATCH, PAUSE_BETWEEN_BATCHES } from '../../server/modules/payroll/run-writing.ts';
import { DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { heldPayrollApp, closeHeldPayrollApp } from './payroll-held-fixtures.ts';
import { KILL_MONTH, spawnHeldBetweenBatches } from './payroll-kill-fixtures.ts';
import { pausePoint } from './pause-fixtures.ts';

/** More than two batches, so a regeneration stops between two. */
const EMPLOYEES = 2 * BATCH + 500;
const pause = pausePoint(PAUSE_BETWEEN_BATCHES);

describe.each(DIALECTS)('a regeneration written in batches on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let someone: number;

  beforeAll(async () => {
    // Two workers: a second regeneration runs while the first is held.
    ({ t, hr, someone } = await heldPayrollApp(dialect, {
      jobWorkers: 2,
      permissions: [
        p('payroll', 'read'),
        p('payroll', 'create'),
        p('payroll', 'update'),
        p('employee', 'read'),
        p('employee', 'update'),
      ],
      employees: EMPLOYEES,
      batch: 1000,
      months: ['2026-03', '2026-04', KILL_MONTH],
      someone: 'last',
    }));
  }, 180_000);
  afterAll(() => closeHeldPayrollApp(pause, t));

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    t.call(method, `${BASE}${url}`, { token: hr.token, body });
  const generate = (month: string) => call('POST', '/payroll/generate', { month, exchange_rate: 4000 });
  const regenerate = (id: number, rate: number) => call('POST', `/payroll/${id}/regenerate`, { exchange_rate: rate });
  async function generated(month: string) {
    const res = await generate(month);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; headcount: number; gross_cents: number };
  }

  /** A run's payslip as a reader gets it (its first, or an employee's). */
  async function payslipOf(runId: number, employeeId?: number) {
    const filter = employeeId === undefined ? '' : `&employee_id=${employeeId}`;
    const [row] = (await call('GET', `/payslip?payroll_id=${runId}${filter}`)).json().data;
    return (await call('GET', `/payslip/${row.id}`)).json().data;
  }

  /** What a reader is answered about a run: the run, its payslips' count, a payslip's rate, the register. */
  async function asReaderSees(runId: number) {
    const run = (await call('GET', `/payroll/${runId}`)).json().data;
    return {
      rate: run.exchange_rate,
      headcount: run.headcount,
      payslips: (await call('GET', `/payslip?payroll_id=${runId}`)).json().metadata.total,
      payslipRate: (await payslipOf(runId)).exchange_rate,
      register: (await call('GET', `/payroll/${runId}/export`)).statusCode,
    };
  }
  const whole = (rate: number, headcount: number) => ({
    rate,
    headcount,
    payslips: headcount,
    payslipRate: rate,
    register: 200,
  });
  /** The run's payslips in the database, of every generation. */
  const stored = (runId: number) =>
    t.db.kysely.selectFrom('payslip').select(['generation']).where('payroll_id', '=', runId).execute();

  it('held between batches: readers see the old run whole, a second regeneration and an approval refused, a PATCH computed in', async () => {
    const run = await generated('2026-03');
    pause.arm();
    const regeneration = regenerate(run.id, 4100);
    await pause.untilPaused();

    expect(await stored(run.id)).toHaveLength(run.headcount + BATCH);
    expect(await asReaderSees(run.id)).toEqual(whole(4000, run.headcount));

    const second = await regenerate(run.id, 4200);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(PAYROLL_MESSAGES.regenerating('2026-03'));
    const approval = await call('POST', `/payroll/${run.id}/approve`);
    expect(approval.statusCode, approval.body).toBe(409);
    expect(approval.json().message).toBe(PAYROLL_MESSAGES.regenerating('2026-03'));

    const patched = await call('PATCH', `/employee/${someone}`, { salary_cents: 765_432 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await asReaderSees(run.id)).toEqual(whole(4000, run.headcount));

    pause.disarm();
    pause.release();
    const res = await regeneration;
    expect(res.statusCode, res.body).toBe(200);
    expect(await asReaderSees(run.id)).toEqual(whole(4100, run.headcount));
    expect((await payslipOf(run.id, someone)).base_cents).toBe(765_432);
    // Only the new set is left, of the run's new generation.
    const left = await stored(run.id);
    expect(left).toHaveLength(run.headcount);
    expect(new Set(left.map((s) => s.generation)).size).toBe(1);
  }, 180_000);

  it('killed midway: the old run stays whole; the next regeneration clears what it wrote', async () => {
    const run = await generated(KILL_MONTH);
    const schema = dialect === 'postgres' ? new URL(t.databaseUrl).searchParams.get('options')!.split('=')[1] : '';
    const { child, exited, removePauseDir } = await spawnHeldBetweenBatches(t.databaseUrl, schema || undefined, run.id);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    removePauseDir();

    expect(await stored(run.id)).toHaveLength(run.headcount + BATCH);
    expect(await asReaderSees(run.id)).toEqual(whole(4000, run.headcount));

    const res = await regenerate(run.id, 4200);
    expect(res.statusCode, res.body).toBe(200);
    expect(await asReaderSees(run.id)).toEqual(whole(4200, run.headcount));
    expect(await stored(run.id)).toHaveLength(run.headcount);
  }, 180_000);

  it('a job worker that dies midway: its writes cleared at once, the next generation and regeneration go ahead', async () => {
    pause.arm();
    const generation = generate('2026-04');
    await pause.untilPaused();
    await pause.crash();
    const died = await generation;
    expect(died.statusCode, died.body).toBe(500);
    expect(died.json().message).toBe(ERRORS.jobCrashed);
    pause.disarm();
    const run = await generated('2026-04');

    pause.arm();
    const regeneration = regenerate(run.id, 4300);
    await pause.untilPaused();
    await pause.crash();
    expect((await regeneration).statusCode).toBe(500);
    pause.disarm();
    expect(await asReaderSees(run.id)).toEqual(whole(4000, run.headcount));
    const res = await regenerate(run.id, 4300);
    expect(res.statusCode, res.body).toBe(200);
    expect(await asReaderSees(run.id)).toEqual(whole(4300, run.headcount));
    expect(await stored(run.id)).toHaveLength(run.headcount);
  }, 180_000);
});
