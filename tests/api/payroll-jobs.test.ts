// Payroll generation on a job worker, through real HTTP on both databases: over the bound it is refused with 503,
// Retry-After and a message (with or without a progress stream) and writes nothing; a client that goes away
// mid-generation does not stop it, so its run is written once and whole; a worker that dies answers 500 with a
// message, writes nothing, and the process and other requests carry on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { ERRORS } from '../../contract/messages.ts';
import { seedEmployeesBulk } from '../../server/demo/seed-directory.ts';
import { RETRY_AFTER_SECONDS } from '../../server/jobs/runner.ts';
import { previewPayroll } from '../../server/modules/payroll/preview-service.ts';
import { generatePayroll } from '../../server/modules/payroll/run-lifecycle-service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertClose } from './attendance-fixtures.ts';
import { BASE, p } from './helpers.ts';

/** Enough payslips that their zip cannot be posted whole while nobody reads it, and a generation of some length. */
const EMPLOYEES = 300;
const ACTOR = { id: 0, username: 'fixture', roleId: null, ip: '127.0.0.1' };
const NDJSON = { accept: 'application/x-ndjson' };

const count = async (t: TestApp, table: 'payroll_run' | 'payslip') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** EMPLOYEES employees (and the directory's own) and the months March to May 2026 closed; March generated (for
 * its zip). */
async function prepare(t: TestApp): Promise<{ id: number }> {
  await seedEmployeesBulk(t.db, EMPLOYEES, { batch: 500 });
  await insertClose(t, '2026-03', '2026-03-01', '2026-03-31');
  await insertClose(t, '2026-04', '2026-04-01', '2026-04-30');
  await insertClose(t, '2026-05', '2026-05-01', '2026-05-31');
  return generatePayroll(t.db, ACTOR, { month: '2026-03', exchange_rate: 4000 });
}

describe.each(DIALECTS)('payroll generation on a job worker on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let march: { id: number };

  beforeAll(async () => {
    t = await createTestApp(dialect, { jobWorkers: 1 });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('sysUser', 'read')]);
    march = await prepare(t);
  }, 120_000);
  afterAll(() => t?.close());

  const generate = (month: string, headers: Record<string, string> = {}) =>
    t.call('POST', `${BASE}/payroll/generate`, { token: hr.token, body: { month, exchange_rate: 4000 }, headers });

  it(
    'refuses a generation over the bound with 503, Retry-After and a message, and writes nothing',
    { timeout: 120_000 },
    async () => {
      // The one worker held by a zip nobody reads.
      const held = await t.app.hrms.jobs.run('payslipsZip', { id: march.id, employer: 'Held Co.' });
      expect(t.app.hrms.jobs.running).toBe(1);
      const runs = await count(t, 'payroll_run');

      for (const headers of [{}, NDJSON]) {
        const refused = await generate('2026-04', headers);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(refused.json().message).toBe(ERRORS.jobsBusy(RETRY_AFTER_SECONDS));
      }
      expect(await count(t, 'payroll_run')).toBe(runs);
      expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);

      (held.body as Readable).destroy();
      await t.app.hrms.jobs.settled();
      expect((await generate('2026-04')).statusCode).toBe(201);
    },
  );

  it('goes on when its client leaves mid-stream: the run is written once and whole', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { cancelled } = t.app.hrms.jobs.counts;
    // The client reads the first progress line, then goes away.
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `http://127.0.0.1:${port}${BASE}/payroll/generate`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${hr.token}`, 'content-type': 'application/json', ...NDJSON },
        },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(JSON.stringify({ month: '2026-05', exchange_rate: 4000 }));
    });
    await t.app.hrms.jobs.settled();

    expect(t.app.hrms.jobs.counts.cancelled).toBe(cancelled);
    const run = await t.db.kysely.selectFrom('payroll_run').selectAll().where('month', '=', '2026-05').execute();
    expect(run).toHaveLength(1);
    const { headcount } = await previewPayroll(t.db, { month: '2026-05', exchange_rate: 4000 });
    expect(run[0].headcount).toBe(headcount);
    const slips = await t.db.kysely
      .selectFrom('payslip')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('payroll_id', '=', run[0].id)
      .executeTakeFirstOrThrow();
    expect(Number(slips.n)).toBe(headcount);
    const again = await generate('2026-05');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYROLL_MESSAGES.alreadyGenerated('2026-05'));
  });
});

describe.each(DIALECTS)('a payroll generation whose worker dies on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };

  beforeAll(async () => {
    // A heap limit the job cannot fit in: its worker is stopped by V8, as one over its memory would be.
    t = await createTestApp(dialect, { jobMemoryMb: 4 });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('sysUser', 'read')]);
    await prepare(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 500 with a message, writes nothing; the process and other requests carry on', async () => {
    const body = { month: '2026-04', exchange_rate: 4000 };
    const res = await t.call('POST', `${BASE}/payroll/generate`, { token: hr.token, body });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(ERRORS.jobCrashed);

    const streamed = await t.call('POST', `${BASE}/payroll/generate`, { token: hr.token, body, headers: NDJSON });
    expect(streamed.statusCode).toBe(200);
    expect(JSON.parse(streamed.body.trim().split('\n').at(-1)!)).toEqual({
      type: 'result',
      status: 500,
      body: { message: ERRORS.jobCrashed },
    });

    expect(t.app.hrms.jobs.counts.crashed).toBe(2);
    expect(await count(t, 'payroll_run')).toBe(1);
    expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    await t.app.hrms.jobs.settled();
    expect(t.app.hrms.jobs.running).toBe(0);
  });
});
