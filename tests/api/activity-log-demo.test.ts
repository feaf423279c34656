// The demo's activity history, made through the API on the demo organisation: varied entries with field diffs, spread
// over three weeks, from several addresses and browsers, with failed sign-ins and exports; running it again adds
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedActivity } from '../../server/demo/seed-activity.ts';
import { seedDirectory } from '../../server/demo/seed-directory.ts';
import { seedFoundation } from '../../server/demo/seed-foundation.ts';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { count } from './helpers.ts';

describe.each(DIALECTS)('demo activity history on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
    await seedDirectory(t.db);
  });
  afterAll(() => t?.close());

  it('fills the log with varied entries and diffs over three weeks, once', async () => {
    const summary = await seedActivity(t.app, ADMIN);
    expect(summary.skipped, summary.reason).toBe(false);
    const res = await t.call('GET', '/api/v1/admin/activity-log?limit=100', { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as Array<{
      action: string;
      resource: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      ip: string | null;
      user_agent: string | null;
      created_at: string;
      actor_username: string | null;
    }>;
    const kinds = new Set(entries.map((e) => `${e.action} ${e.resource}`));
    for (const kind of [
      'update employee',
      'update office',
      'update department',
      'update role',
      'sign-in sysUser',
      'sign-in-failed sysUser',
      'export employee',
      'export sysLog',
    ])
      expect(kinds, kind).toContain(kind);
    const raises = entries.filter(
      (e) => e.action === 'update' && e.resource === 'employee' && e.after?.salary_cents !== e.before?.salary_cents,
    );
    expect(raises).toHaveLength(3);
    for (const r of raises) expect(Number(r.after!.salary_cents)).toBeGreaterThan(Number(r.before!.salary_cents));
    const bank = entries.find((e) => e.after && e.before && e.after.bank_account !== e.before.bank_account)!;
    expect(bank.after!.bank_account).toBe('*** *** **8 912');
    expect(new Set(entries.map((e) => e.ip)).size).toBeGreaterThanOrEqual(4);
    expect(entries.some((e) => e.user_agent?.includes('Android'))).toBe(true);
    const days = new Set(entries.map((e) => e.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(8);
    const oldest = Math.min(...entries.map((e) => Date.parse(e.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(20 * 86_400_000);

    const before = await count(t, 'activity_log');
    expect((await seedActivity(t.app, ADMIN)).skipped).toBe(true);
    expect(await count(t, 'activity_log')).toBe(before);
  });
});
