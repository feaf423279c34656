// Heavy work runs on worker threads, a bounded number at a time: over the bound a request is refused with 503,
// Retry-After and a message; a client that goes away mid-download stops its worker; a worker that dies answers
// 500 with a message while the process and the other requests carry on. Through real HTTP (a download left
// unread holds its worker, as a slow client does).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { RETRY_AFTER_SECONDS } from '../../server/jobs/runner.ts';
import { generatePayroll } from '../../server/modules/payroll/run-lifecycle-service.ts';
import { insertClose } from './attendance-fixtures.ts';
import { insertEmployee, insertOffice } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

/** Enough payslips that their zip (several MB) cannot all wait in the connection's buffers while nobody reads. */
const EMPLOYEES = 1200;

async function payrollRun(t: TestApp, token: string, employees: number): Promise<number> {
  const office = await insertOffice(t);
  for (let i = 0; i < employees; i += 1) await insertEmployee(t, { officeIds: [office] });
  await insertClose(t, '2026-03', '2026-03-01', '2026-03-31');
  const res = await t.call('POST', `${BASE}/payroll/generate`, {
    token,
    body: { month: '2026-03', exchange_rate: 4000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe.each(DIALECTS)('heavy jobs on worker threads on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let run: number;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { jobWorkers: 1 });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('sysUser', 'read')]);
    run = await payrollRun(t, hr.token, EMPLOYEES);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  /** Starts the payslips zip and reads its first bytes, then reads no more: its worker waits for the reader. */
  function openZip(): Promise<{ stop: () => void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${origin}${BASE}/payroll/${run}/payslips.zip`,
        { headers: { authorization: `Bearer ${hr.token}` } },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            response.pause();
            resolve({ stop: () => request.destroy() });
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
  }

  it('refuses a job over the bound with 503, Retry-After and a message, while other requests answer', async () => {
    const held = await openZip();
    expect(t.app.hrms.jobs.running).toBe(1);

    const refused = await t.call('GET', `${BASE}/payroll/${run}/export`, { token: hr.token });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.json().message).toBe(ERRORS.jobsBusy(RETRY_AFTER_SECONDS));
    expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);

    held.stop();
    await t.app.hrms.jobs.settled();
    const register = await t.call('GET', `${BASE}/payroll/${run}/export`, { token: hr.token });
    expect(register.statusCode).toBe(200);
  });

  it('stops the worker of a download whose client goes away; the next download is whole', async () => {
    const { cancelled } = t.app.hrms.jobs.counts;
    const held = await openZip();
    held.stop();
    await t.app.hrms.jobs.settled();
    expect(t.app.hrms.jobs.counts.cancelled).toBe(cancelled + 1);

    const res = await t.call('GET', `${BASE}/payroll/${run}/payslips.zip`, { token: hr.token });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzipSync(res.rawPayload))).toHaveLength(EMPLOYEES);
  });
});

describe.each(DIALECTS)('a job worker that dies on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let run: number;

  beforeAll(async () => {
    // A heap limit the job cannot fit in: its worker is stopped by V8, as one over its memory would be.
    t = await createTestApp(dialect, { jobMemoryMb: 4 });
    hr = await t.createUser([p('payroll', 'read'), p('payroll', 'create'), p('sysUser', 'read')]);
    // Generated here, not through the API: generation runs on a worker too, which this limit would stop.
    await insertEmployee(t, { officeIds: [await insertOffice(t)] });
    await insertClose(t, '2026-03', '2026-03-01', '2026-03-31');
    const actor = { id: 0, username: 'fixture', roleId: null, ip: '127.0.0.1' };
    run = (await generatePayroll(t.db, actor, { month: '2026-03', exchange_rate: 4000 })).id;
  });
  afterAll(() => t?.close());

  it('answers 500 with a message; the process and other requests carry on', async () => {
    const res = await t.call('GET', `${BASE}/payroll/${run}/export`, { token: hr.token });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(ERRORS.jobCrashed);
    expect(t.app.hrms.jobs.counts.crashed).toBe(1);
    expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    await t.app.hrms.jobs.settled();
    expect(t.app.hrms.jobs.running).toBe(0);
  });
});
