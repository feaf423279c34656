// The imports run on job workers: one over the bound is refused with 503 and Retry-After while the one holding the
// worker carries on; a client that goes away mid-import stops its worker, leaving what the import's guarantee
// allows (nothing of an employee file; whole employees of a punch file, each with its days, the rest added by
// sending the same file again); a worker that dies answers 500 and the process and other requests carry on.
// Through real HTTP, so a client can hang up while its progress streams.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/dates.ts';
import { ERRORS } from '../../contract/messages.ts';
import { RETRY_AFTER_SECONDS } from '../../server/jobs/runner.ts';
import { businessToday } from '../../server/lib/time.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee, insertOffice, unique } from './directory-fixtures.ts';
import { BASE, p } from './helpers.ts';

const CSV = 'text/csv';
const NDJSON = 'application/x-ndjson';
/** Enough employees that their import is still writing when the client's next request arrives. */
const EMPLOYEE_ROWS = 2000;
/** A worker's first start loads the server's code through tsx: seconds on a busy machine. */
const SLOW = 180_000;
/** Punch-file people × days × 2 punches: several transactions on either database. */
const PEOPLE = 120;
const DAYS = 50;

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

function employeeFile(office: string, rows: number, tag = unique('job')) {
  const header = ['first_name', 'last_name', 'gender', 'date_of_birth', 'phone', 'email', 'position', 'offices'];
  const emails = Array.from({ length: rows }, (_, i) => `${tag}-${i}@example.com`);
  const body = emails.map((email, i) => [
    'Dara',
    `Job${i}`,
    'male',
    '1991-03-02',
    '+855 12 345 678',
    email,
    'Clerk',
    office,
  ]);
  const more = ['join_date', 'salary'];
  return {
    emails,
    file: csv([[...header, ...more], ...body.map((r) => [...r, '2024-01-08', '900'])]),
  };
}

/** Distinct Mondays–Fridays going back from two days ago. */
const WORKDAYS: string[] = [];
for (let d = addDays(businessToday(), -2); WORKDAYS.length < DAYS; d = addDays(d, -1)) {
  const day = new Date(`${d}T00:00:00Z`).getUTCDay();
  if (day !== 0 && day !== 6) WORKDAYS.push(d);
}

describe.each(DIALECTS)('imports on job workers on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  let origin: string;
  let officeName: string;
  let people: Array<{ id: number; staffId: string }>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { jobWorkers: 1 });
    hr = await t.createUser([
      p('employee', 'read'),
      p('employee', 'create'),
      p('attendance', 'read'),
      p('attendance', 'create'),
      p('sysUser', 'read'),
    ]);
    officeName = unique('Job Office ');
    const office = await insertOffice(t, officeName);
    people = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const id = await insertEmployee(t, { officeIds: [office] });
      const { staff_id } = await t.db.kysely
        .selectFrom('employee')
        .select('staff_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      people.push({ id, staffId: staff_id });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  /**
   * Posts a file asking for progress lines; resolves once a line matching `until` has arrived, with the lines so
   * far and a way to hang up.
   */
  function streamUntil(path: string, file: string, until: (line: { phase?: string }) => boolean) {
    return new Promise<{ lines: Array<Record<string, unknown>>; hangUp: () => void }>((resolve, reject) => {
      const request = http.request(`${origin}${BASE}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hr.token}`, 'content-type': CSV, accept: NDJSON },
      });
      request.on('response', (response) => {
        expect(response.statusCode).toBe(200);
        const lines: Array<Record<string, unknown>> = [];
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          const parts = text.split('\n');
          text = parts.pop()!;
          for (const part of parts) {
            const line = JSON.parse(part) as Record<string, unknown>;
            lines.push(line);
            if (until(line)) resolve({ lines, hangUp: () => request.destroy() });
          }
        });
        response.on('end', () => reject(new Error(`the import ended first: ${JSON.stringify(lines.at(-1))}`)));
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(file);
    });
  }

  const upload = (path: string, file: string) =>
    t.call('POST', `${BASE}/${path}`, { token: hr.token, body: file, headers: { 'content-type': CSV } });

  it(
    'refuses an import over the bound with 503 and Retry-After; the one holding the worker, its client gone, writes nothing',
    async () => {
      const { emails, file } = employeeFile(officeName, EMPLOYEE_ROWS);
      const { cancelled } = t.app.hrms.jobs.counts;
      const held = await streamUntil('employee/import', file, () => true);
      expect(held.lines[0]).toEqual({ type: 'progress', phase: 'inserting', done: 0, total: EMPLOYEE_ROWS });
      expect(t.app.hrms.jobs.running).toBe(1);

      const punches = csv([
        ['staff_id', 'timestamp'],
        [people[0].staffId, `${WORKDAYS[0]} 08:00`],
      ]);
      const refused = await upload('attendance/import', punches);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.json().message).toBe(ERRORS.jobsBusy(RETRY_AFTER_SECONDS));
      expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);
      expect((await t.call('GET', '/healthz')).statusCode).toBe(200);

      held.hangUp();
      await t.app.hrms.jobs.settled();
      expect(t.app.hrms.jobs.counts.cancelled).toBe(cancelled + 1);
      const written = await t.db.kysely.selectFrom('employee').select('id').where('email', 'in', emails).execute();
      expect(written).toEqual([]);

      // The worker's transaction is gone with it: the next import writes at once.
      const small = employeeFile(officeName, 3);
      const res = await upload('employee/import', small.file);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toEqual({ imported: 3 });
    },
    SLOW,
  );

  it(
    'keeps whole employees, each with its days, of a punch import whose client went away; the same file again adds the rest',
    async () => {
      const rows = people.flatMap((x) =>
        WORKDAYS.flatMap((d) => [
          [x.staffId, `${d} 08:00`],
          [x.staffId, `${d} 17:00`],
        ]),
      );
      const file = csv([['staff_id', 'timestamp'], ...rows]);
      const { cancelled } = t.app.hrms.jobs.counts;
      // The first employees' days are being derived: their transaction is about to commit.
      const held = await streamUntil('attendance/import', file, (line) => line.phase === 'deriving');
      held.hangUp();
      await t.app.hrms.jobs.settled();
      expect(t.app.hrms.jobs.counts.cancelled).toBe(cancelled + 1);

      const ids = people.map((x) => x.id);
      const counts = async (table: 'punch' | 'attendance') =>
        new Map(
          (
            await t.db.kysely
              .selectFrom(table)
              .select(['employee_id', (eb) => eb.fn.countAll<number>().as('n')])
              .where('employee_id', 'in', ids)
              .groupBy('employee_id')
              .execute()
          ).map((r) => [r.employee_id, Number(r.n)]),
        );
      const punches = await counts('punch');
      const days = await counts('attendance');
      const stored = [...punches.values()].reduce((a, b) => a + b, 0);
      expect(stored).toBeLessThan(rows.length);
      // All of an employee's punches or none.
      for (const id of ids) expect([0, DAYS * 2]).toContain(punches.get(id) ?? 0);

      const again = await upload('attendance/import', file);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().data).toEqual({ imported: rows.length - stored, skipped: stored });
      const after = await counts('punch');
      const afterDays = await counts('attendance');
      const full = afterDays.get(ids[0]);
      for (const id of ids) {
        expect(after.get(id)).toBe(DAYS * 2);
        expect(afterDays.get(id)).toBe(full);
        // The employees written before the client left already had every day derived.
        if (punches.get(id)) expect(days.get(id)).toBe(full);
      }
    },
    SLOW,
  );
});

describe.each(DIALECTS)('an import whose worker dies on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };

  beforeAll(async () => {
    // A heap limit the job cannot fit in: its worker is stopped by V8, as one over its memory would be.
    t = await createTestApp(dialect, { jobMemoryMb: 4 });
    hr = await t.createUser([p('employee', 'create'), p('sysUser', 'read')]);
  });
  afterAll(() => t?.close());

  it(
    'answers 500 with a message, streamed or not, writing nothing; the process and other requests carry on',
    async () => {
      const office = unique('Crash Office ');
      await insertOffice(t, office);
      const { emails, file } = employeeFile(office, 5);
      for (const accept of [undefined, NDJSON]) {
        const res = await t.call('POST', `${BASE}/employee/import`, {
          token: hr.token,
          body: file,
          headers: { 'content-type': CSV, ...(accept ? { accept } : {}) },
        });
        expect(res.statusCode).toBe(500);
        expect(res.json().message).toBe(ERRORS.jobCrashed);
      }
      expect(t.app.hrms.jobs.counts.crashed).toBe(2);
      expect(await t.db.kysely.selectFrom('employee').select('id').where('email', 'in', emails).execute()).toEqual([]);
      expect((await t.call('GET', `${BASE}/sys-user`, { token: hr.token })).statusCode).toBe(200);
      expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
      await t.app.hrms.jobs.settled();
      expect(t.app.hrms.jobs.running).toBe(0);
    },
    SLOW,
  );
});
