// Lists that reuse their answer while the database is unchanged (route.ts `reuse`, read-cache.ts) still check
// the caller on every request and never answer with what the database no longer holds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { employeeBody, insertOffice } from './directory-fixtures.ts';

describe.each(DIALECTS)('reused answers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const users = (token: string, query = 'page=1&limit=100') => t.call('GET', `${BASE}/sys-user?${query}`, { token });
  const names = (res: { json: () => { data: Array<{ username: string }> } }) => res.json().data.map((u) => u.username);

  it('shows a change on the very next request', async () => {
    const first = await users(t.adminToken);
    expect((await users(t.adminToken)).body).toBe(first.body);
    const added = await t.createUser([]);
    const after = await users(t.adminToken);
    expect(after.json().metadata.total).toBe(first.json().metadata.total + 1);
    expect(names(after)).toContain(added.username);
    await t.call('PUT', `${BASE}/sys-user/${added.id}`, { token: t.adminToken, body: { status: 'Inactive' } });
    expect((await users(t.adminToken)).json().data.find((u: { id: number }) => u.id === added.id).status).toBe('Inactive');
  });

  it('checks the caller every time: no permission 403, a disabled user 401, a bad query 400', async () => {
    const reader = await t.createUser([p('sysUser', 'read')]);
    const outsider = await t.createUser([p('role', 'read')]);
    expect((await users(reader.token)).statusCode).toBe(200);
    expect((await users(outsider.token)).statusCode).toBe(403);
    await t.call('PUT', `${BASE}/sys-user/${reader.id}`, { token: t.adminToken, body: { status: 'Inactive' } });
    expect((await users(reader.token)).statusCode).toBe(401);
    expect((await users(t.adminToken, 'page=0&limit=10')).statusCode).toBe(400);
    expect((await users(t.adminToken, 'page=0&limit=10')).statusCode).toBe(400);
  });

  it('lists an employee under their new name right after the change', async () => {
    const office = await insertOffice(t);
    const created = await t.call('POST', `${BASE}/employee`, { token: t.adminToken, body: employeeBody([office], { first_name: 'Sopheap' }) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const before = await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken });
    expect(before.json().data.map((e: { id: number }) => e.id)).toContain(id);
    // Asked for twice, so the answer is kept (read-cache.ts) when the change comes.
    expect((await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken })).body).toBe(before.body);
    await t.call('PATCH', `${BASE}/employee/${id}`, { token: t.adminToken, body: { first_name: 'Vannak' } });
    expect((await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken })).json().data.map((e: { id: number }) => e.id)).not.toContain(id);
    const renamed = await t.call('GET', `${BASE}/employee?q=Vannak`, { token: t.adminToken });
    expect(renamed.json().data.find((e: { id: number }) => e.id === id).full_name).toMatch(/^Vannak /);
  });
});

// Over real sockets, as a browser or load balancer talks to it: another process's commit (here another
// connection to the same file, which this process's own writes counter knows nothing of) shows on the next request.
describe('reused answers and another process on SQLite', () => {
  let dir: string;
  let app: FastifyInstance;
  let other: Database;
  let base: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-other-process-'));
    const url = `file:${path.join(dir, 'db.sqlite')}`;
    app = await buildApp({
      config: { ...readConfig({}), databaseUrl: url, adminUsername: ADMIN.username, adminPassword: ADMIN.password, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789', webDist: path.join(dir, 'no-web') },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    other = openDatabase(url);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists a user another process added, and refuses a token another process revoked', async () => {
    const login = await fetch(`${base}${BASE}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = (await login.json()).data.accessToken;
    const list = async () => fetch(`${base}${BASE}/sys-user?page=1&limit=100`, { headers: { authorization: `Bearer ${token}` } });
    const before = await (await list()).json();
    expect((await (await list()).json()).metadata.total).toBe(before.metadata.total);
    const now = new Date().toISOString();
    await other.kysely
      .insertInto('sys_user')
      .values({ username: 'added_elsewhere', password_hash: 'x', role_id: null, status: 'Active', token_version: 1, employee_id: null, last_login_at: null, created_at: now, updated_at: now })
      .execute();
    const after = await (await list()).json();
    expect(after.metadata.total).toBe(before.metadata.total + 1);
    expect(after.data.map((u: { username: string }) => u.username)).toContain('added_elsewhere');
    await other.kysely.updateTable('sys_user').set({ token_version: 99 }).where('username', '=', ADMIN.username).execute();
    expect((await list()).status).toBe(401);
  });
});
