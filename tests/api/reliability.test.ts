// Reliability: double submits make one record; a database that is gone gives 503 (never 500) and /readyz fails while it
// is gone, with no partial write; the server recovers when it is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, count, uname } from './helpers.ts';

const USERS = `${BASE}/sys-user`;

describe.each(DIALECTS)('concurrent writes on %s', (dialect) => {
  let t: TestApp;
  let roleId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    roleId = await t.createRole([]);
  });
  afterAll(() => t?.close());

  it('a double-submitted user create makes exactly one user and one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const username = uname('twice');
      const body = { username, password: 'Password#123', role_id: [roleId] };
      const before = await count(t, 'sys_user');
      const results = await Promise.all(
        [1, 2].map(() => t.call('POST', `${USERS}/create`, { token: t.adminToken, body })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(ERRORS.usernameTaken(username));
      expect(await count(t, 'sys_user')).toBe(before + 1);
      const logs = await t.db.kysely
        .selectFrom('activity_log')
        .select('id')
        .where('resource', '=', 'sysUser')
        .where('action', '=', 'create')
        .where('record_id', '=', String(results.find((r) => r.statusCode === 201)!.json().data.id))
        .execute();
      expect(logs).toHaveLength(1);
    }
  });

  it('five parallel creates of one username (different case) → one 201, four 409', async () => {
    const username = uname('burst');
    const before = await count(t, 'sys_user');
    const results = await Promise.all(
      [username, username.toUpperCase(), username, username.toLowerCase(), username].map((u) =>
        t.call('POST', `${USERS}/create`, {
          token: t.adminToken,
          body: { username: u, password: 'Password#123', role_id: [roleId] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await count(t, 'sys_user')).toBe(before + 1);
  });

  it('two parallel role creates with the same name → one row', async () => {
    for (let round = 0; round < 3; round++) {
      const name = uname('Twin');
      const body = { role_name: name, description: 'twin', permission_ids: [1, 2, 3] };
      const results = await Promise.all(
        [1, 2].map(() => t.call('POST', `${BASE}/roles/role-permissions`, { token: t.adminToken, body })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.db.kysely.selectFrom('role').select('id').where('name', '=', name).execute();
      expect(rows).toHaveLength(1);
      const perms = await t.db.kysely
        .selectFrom('role_permission')
        .select('permission_id')
        .where('role_id', '=', rows[0].id)
        .execute();
      expect(perms).toHaveLength(3);
    }
  });

  it('parallel mark-all-read and list calls of one user stay consistent', async () => {
    const user = await t.createUser([]);
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('notification')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: user.id,
          type: 'leave_request',
          request_id: i,
          employee_name: 'e',
          is_read: 0,
          url: null,
          created_at: now,
        })),
      )
      .execute();
    const results = await Promise.all([
      t.call('PUT', `${BASE}/notifications/mark-all-read`, { token: user.token }),
      t.call('PUT', `${BASE}/notifications/mark-all-read`, { token: user.token }),
      t.call('GET', `${BASE}/notifications`, { token: user.token }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await t.call('GET', `${BASE}/notifications`, { token: user.token })).json().data.unread_count).toBe(0);
  });
});

describe.each(DIALECTS)('database gone on %s', (dialect) => {
  let t: TestApp;
  let real: Pick<Database, 'kysely' | 'tx'>;
  let broken: Database;
  let viewerToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    viewerToken = (await t.createUser([{ resource: 'sysUser', action: 'read' }])).token;
    real = { kysely: t.db.kysely, tx: t.db.tx };
    // A database that cannot be reached: PostgreSQL on a port nobody listens on; SQLite behind a closed handle.
    if (dialect === 'postgres') {
      const url = new URL(process.env.TEST_PG_URL!);
      url.port = '1';
      broken = openDatabase(url.toString());
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-gone-'));
      broken = openDatabase(`file:${path.join(dir, 'gone.sqlite')}`);
      await sql`select 1`.execute(broken.kysely); // Kysely only marks a handle destroyed once it was used
      await broken.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    // Restore the real handle so the harness can close and drop the schema.
    Object.assign(t.db, real);
    if (dialect === 'postgres') await broken.close();
    await t?.close();
  });

  /** The app's modules read db.kysely / db.tx on each request, so swapping them simulates the outage. */
  const goDown = () => Object.assign(t.db, { kysely: broken.kysely, tx: broken.tx });
  const comeBack = () => Object.assign(t.db, real);

  it('answers 503 (not 500) with Retry-After, fails /readyz, writes nothing, and recovers', async () => {
    const users = await count(t, 'sys_user');
    const username = uname('during');
    goDown();
    try {
      const ready = await t.call('GET', '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: ERRORS.serviceUnavailable });
      expect((await t.call('GET', '/healthz')).statusCode).toBe(200); // liveness does not depend on the database

      for (const [method, url, token, body] of [
        ['GET', USERS, viewerToken, undefined],
        ['GET', `${BASE}/roles/current-permission`, t.adminToken, undefined],
        ['POST', `${USERS}/create`, t.adminToken, { username, password: 'Password#123', role_id: [1] }],
        ['POST', `${BASE}/auth/login`, undefined, { username: 'admin', password: 'Admin#12345' }],
      ] as const) {
        const res = await t.call(method, url, { token, body });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
        expect(res.json()).toEqual({ message: ERRORS.serviceUnavailable });
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      comeBack();
    }

    expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
    expect((await t.call('GET', USERS, { token: viewerToken })).statusCode).toBe(200);
    expect(await count(t, 'sys_user')).toBe(users);
    expect(
      await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst(),
    ).toBeUndefined();
    expect((await t.login('admin', 'Admin#12345')).length).toBeGreaterThan(20);
  });

  it('/readyz → 503 once the database is closed', async () => {
    const own = await createTestApp(dialect);
    expect((await own.call('GET', '/readyz')).statusCode).toBe(200);
    await own.db.close();
    try {
      expect((await own.call('GET', '/readyz')).statusCode).toBe(503);
      const res = await own.call('GET', `${BASE}/roles/current-permission`, { token: own.adminToken });
      expect(res.statusCode).toBe(503);
    } finally {
      await own.close(); // closing the database twice is harmless
    }
  });
});
