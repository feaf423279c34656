// Lists that reuse their answer while the database is unchanged (route.ts `reuse`, read-cache.ts) still check
// the caller on every request and never answer with what the database no longer holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
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
    await t.call('PATCH', `${BASE}/employee/${id}`, { token: t.adminToken, body: { first_name: 'Vannak' } });
    expect((await t.call('GET', `${BASE}/employee?q=Sopheap`, { token: t.adminToken })).json().data.map((e: { id: number }) => e.id)).not.toContain(id);
    const renamed = await t.call('GET', `${BASE}/employee?q=Vannak`, { token: t.adminToken });
    expect(renamed.json().data.find((e: { id: number }) => e.id === id).full_name).toMatch(/^Vannak /);
  });
});
