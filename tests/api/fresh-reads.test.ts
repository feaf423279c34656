// Every request reads the database as it is: a change shows on the very next request, the caller is checked
// every time, and a commit by another process (another API server, a script) is seen at once. Nothing in the
// server keeps answers or rows between requests (but the sheet page, attendance-sheet-kept.test.ts); these tests
// fail if something starts to.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { ADMIN, createTestApp, DIALECTS, validateResponses, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { employeeBody, insertOffice } from './directory-fixtures.ts';

describe.each(DIALECTS)('fresh reads on %s', (dialect) => {
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
    expect((await users(t.adminToken)).json().data.find((u: { id: number }) => u.id === added.id).status).toBe(
      'Inactive',
    );
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
    const created = await t.call('POST', `${BASE}/employee`, {
      token: t.adminToken,
      body: employeeBody([office], { first_name: 'Sopheap' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const before = await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken });
    expect(before.json().data.map((e: { id: number }) => e.id)).toContain(id);
    // Asked for twice before the change, as a busy screen would.
    expect((await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken })).body).toBe(before.body);
    await t.call('PATCH', `${BASE}/employee/${id}`, { token: t.adminToken, body: { first_name: 'Vannak' } });
    expect(
      (await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken }))
        .json()
        .data.map((e: { id: number }) => e.id),
    ).not.toContain(id);
    const renamed = await t.call('GET', `${BASE}/employee?q=Vannak`, { token: t.adminToken });
    expect(renamed.json().data.find((e: { id: number }) => e.id === id).full_name).toMatch(/^Vannak /);
  });
});

const execFileAsync = promisify(execFile);

/**
 * Runs one statement against the SQLite file from another Node process (better-sqlite3, no server code), as an
 * operator's script or a second API server behind the same load balancer would.
 */
async function inAnotherProcess(file: string, statement: string, params: unknown[]): Promise<void> {
  const script = `
    const [file, statement, params] = JSON.parse(process.argv[1]);
    const db = new (require('better-sqlite3'))(file, { timeout: 5000 });
    db.prepare(statement).run(...params);
    db.close();
  `;
  await execFileAsync(process.execPath, ['-e', script, JSON.stringify([file, statement, params])], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
}

// Over real sockets, as a browser or load balancer talks to it, while another process writes to the same file.
describe('another process writing the SQLite file', () => {
  let dir: string;
  let file: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-other-process-'));
    file = path.join(dir, 'db.sqlite');
    app = await buildApp({
      config: {
        ...readConfig({}),
        databaseUrl: `file:${file}`,
        adminUsername: ADMIN.username,
        adminPassword: ADMIN.password,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        webDist: path.join(dir, 'no-web'),
      },
    });
    validateResponses(app);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists a user another process added, and refuses a token another process revoked', async () => {
    const login = await fetch(`${base}${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = (await login.json()).data.accessToken;
    const list = async () =>
      fetch(`${base}${BASE}/sys-user?page=1&limit=100`, { headers: { authorization: `Bearer ${token}` } });
    const before = await (await list()).json();
    expect((await (await list()).json()).metadata.total).toBe(before.metadata.total);
    const now = new Date().toISOString();
    await inAnotherProcess(
      file,
      `insert into sys_user (username, password_hash, role_id, status, token_version, employee_id, last_login_at, created_at, updated_at)
       values (?, 'x', null, 'Active', 1, null, null, ?, ?)`,
      ['added_elsewhere', now, now],
    );
    const after = await (await list()).json();
    expect(after.metadata.total).toBe(before.metadata.total + 1);
    expect(after.data.map((u: { username: string }) => u.username)).toContain('added_elsewhere');
    await inAnotherProcess(file, 'update sys_user set token_version = 99 where username = ?', [ADMIN.username]);
    expect((await list()).status).toBe(401);
  });
});
