// The activity log page: newest first, filtered by resource, record and actor, paged, with each change's before and
// after as JSON objects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p, uname } from './helpers.ts';

const LOG = `${BASE}/activity-log`;

describe.each(DIALECTS)('activity log on %s', (dialect) => {
  let t: TestApp;
  let editor: Awaited<ReturnType<TestApp['createUser']>>;
  let reader: Awaited<ReturnType<TestApp['createUser']>>;
  let officeId: number;

  const office = (name: string) => ({
    name,
    address: 'No. 1, Street 2',
    latitude: 11.5,
    longitude: 104.9,
    radius_m: 100,
  });
  const log = async (query: string) => {
    const res = await t.call('GET', `${LOG}?${query}`, { token: reader.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.createUser(
      [p('office', 'create'), p('office', 'update'), p('office', 'delete'), p('department', 'create')],
      uname('editor'),
    );
    reader = await t.createUser([p('sysLog', 'read')], uname('reader'));
    const created = await t.call('POST', `${BASE}/office`, { token: editor.token, body: office('Riverside') });
    officeId = created.json().data.id;
    await t.call('PATCH', `${BASE}/office/${officeId}`, { token: editor.token, body: office('Riverside East') });
    await t.call('DELETE', `${BASE}/office/${officeId}`, { token: editor.token });
    await t.call('POST', `${BASE}/department`, { token: editor.token, body: { name: 'Audit' } });
  });
  afterAll(() => t?.close());

  it("lists one record's changes newest first, with before and after as objects", async () => {
    const body = await log(`resource=office&record_id=${officeId}`);
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    const [removed, updated, created] = body.data;
    expect(created).toMatchObject({ actor_id: editor.id, actor_username: editor.username, before: null });
    expect(created.after).toMatchObject({ name: 'Riverside', radius_m: 100 });
    expect(updated.before).toMatchObject({ name: 'Riverside', employee_count: 0 });
    expect(updated.after).toMatchObject({ name: 'Riverside East' });
    expect(removed).toMatchObject({ before: { name: 'Riverside East' }, after: null, record_id: String(officeId) });
    expect(body.metadata).toMatchObject({ page: 1, total: 3, totalPage: 1, hasPrev: false, hasNext: false });
  });

  it('filters by resource and by part of the actor username', async () => {
    const departments = await log('resource=department');
    expect(departments.data.map((e: { resource: string }) => e.resource)).toEqual(['department']);
    const mine = await log(`q=${encodeURIComponent(editor.username.slice(2, 10))}`);
    // Signing in (createUser) is logged too: the sign-in, the three office changes and the department.
    expect(mine.data.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'delete',
      'update',
      'create',
      'sign-in',
    ]);
    expect(mine.data.every((e: { actor_username: string }) => e.actor_username === editor.username)).toBe(true);
    expect((await log('q=nobody-by-this-name')).data).toEqual([]);
  });

  it('pages with the metadata the list pages use', async () => {
    const first = await log(`q=${encodeURIComponent(editor.username)}&limit=3`);
    expect(first.data).toHaveLength(3);
    expect(first.metadata).toMatchObject({ page: 1, limit: 3, total: 5, totalPage: 2, hasPrev: false, hasNext: true });
    const second = await log(`q=${encodeURIComponent(editor.username)}&limit=3&page=2`);
    expect(second.data.map((e: { action: string }) => e.action)).toEqual(['create', 'sign-in']);
    expect(second.metadata).toMatchObject({ page: 2, hasPrev: true, hasNext: false });
  });

  it('needs sysLog read', async () => {
    expect((await t.call('GET', LOG, { token: editor.token })).statusCode).toBe(403);
  });
});
