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
    expect(res.json().data.permission_groups).toHaveLength(17);
  });
});
