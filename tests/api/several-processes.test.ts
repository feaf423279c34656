// Several API processes on one database, as behind a load balancer. What one process changes, the other acts on at its
// very next request: a disabled user, a role's permissions, an approval. No process keeps a verdict or a row between
// requests (a sheet page is kept under the database's version of its inputs), so there is nothing to invalidate;
// this suite fails if one starts to. Both servers are real OS processes
// (server/main.ts) on the suite's SQLite file or PostgreSQL schema.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '../../server/auth/permission-ids.ts';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process.ts';
import { ADMIN, createTestApp, DIALECTS, TEST_JWT_SECRET, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { createOrg, pendingRequest, type Org } from './requests-fixtures.ts';

describe.each(DIALECTS)('two API processes on one %s database', (dialect) => {
  let t: TestApp;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const env = {
      DATABASE_URL: t.databaseUrl,
      HRMS_JWT_SECRET: TEST_JWT_SECRET,
      HRMS_ADMIN_USERNAME: ADMIN.username,
      HRMS_ADMIN_PASSWORD: ADMIN.password,
      HRMS_WEB_DIST: path.join(os.tmpdir(), 'hrms-no-web-build'),
      LOG_LEVEL: 'warn',
    };
    // Started together on a database that is already migrated, as a rolling start would.
    [one, two] = await Promise.all([
      startServerProcess('API process one', 'server/main.ts', env, '/readyz'),
      startServerProcess('API process two', 'server/main.ts', env, '/readyz'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await t?.close();
  });

  const call = async (server: ServerProcess, method: string, url: string, token: string, body?: unknown) => {
    const res = await fetch(server.baseUrl + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  };
  const users = (server: ServerProcess, token: string) => call(server, 'GET', `${BASE}/sys-user?page=1&limit=5`, token);

  it('runs as two processes', () => {
    expect(one.pid).not.toBe(two.pid);
    expect(one.baseUrl).not.toBe(two.baseUrl);
  });

  it('a user disabled through one process is refused by the other on its next request', async () => {
    const reader = await t.createUser([p('sysUser', 'read')]);
    expect((await users(two, reader.token)).status).toBe(200);
    const disabled = await call(one, 'PUT', `${BASE}/sys-user/${reader.id}`, t.adminToken, { status: 'Inactive' });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await users(two, reader.token)).status).toBe(401);
    expect((await users(one, reader.token)).status).toBe(401);
  });

  it("a role's permissions changed through one process hold in the other on its next request", async () => {
    const reader = await t.createUser([p('sysUser', 'read'), p('role', 'read')]);
    const role = (permissions: ReturnType<typeof p>[]) => ({
      role_name: `Readers ${reader.roleId}`,
      description: 'changed through process one',
      permission_ids: permissions.map(permissionId),
    });
    expect((await users(two, reader.token)).status).toBe(200);

    const narrowed = await call(
      one,
      'PATCH',
      `${BASE}/roles/permissions/${reader.roleId}`,
      t.adminToken,
      role([p('role', 'read')]),
    );
    expect(narrowed.status, narrowed.text).toBe(200);
    expect((await users(two, reader.token)).status).toBe(403);

    const widened = await call(
      one,
      'PATCH',
      `${BASE}/roles/permissions/${reader.roleId}`,
      t.adminToken,
      role([p('role', 'read'), p('sysUser', 'read')]),
    );
    expect(widened.status, widened.text).toBe(200);
    expect((await users(two, reader.token)).status).toBe(200);
  });

  it('a request approved through one process reads approved through the other, which refuses it a second time', async () => {
    const org: Org = await createOrg(t);
    const request = await pendingRequest(t, org, 'leave-request');
    const lead = org.users.lead.token;

    const approved = await call(one, 'POST', `${BASE}/leave-request/${request.id}/approve`, lead, {
      comment: 'Fine',
      version: 1,
    });
    expect(approved.status, approved.text).toBe(200);

    const seen = await call(two, 'GET', `${BASE}/leave-request/${request.id}`, lead);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json().data).toMatchObject({ status: 'pending', status_label: 'Pending acknowledge', version: 2 });
    expect(seen.json().data.steps[0]).toMatchObject({ status: 'APPROVED', comment: 'Fine' });

    const again = await call(two, 'POST', `${BASE}/leave-request/${request.id}/approve`, lead, {
      comment: 'Twice',
      version: 1,
    });
    expect(again.status, again.text).toBe(409);
  });
});
