import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';

describe.each(DIALECTS)('health and sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('answers /healthz and /readyz', async () => {
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
  });

  it('signs the first administrator in and reports the Super Admin role', async () => {
    const res = await t.call('GET', '/api/v1/admin/roles/current-permission', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role.name).toBe('Super Admin');
    // The 17 resources, then the approval powers.
    expect(res.json().data.permission_groups).toHaveLength(18);
  });
});

describe.each(DIALECTS)('web app fallback on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('serves a page for client routes and 404 for missing files and API paths', async () => {
    const page = await t.call('GET', '/users/3/edit');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await t.call('GET', '/assets/missing-chunk.js')).statusCode).toBe(404);
    const api = await t.call('GET', '/api/v1/admin/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});
