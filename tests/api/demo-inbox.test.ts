// The demo administrator's notifications: each names a real request, opens it, and the pending ones are unread; seeding
// again adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_ROUTES } from '../../contract/notifications.ts';
import { seedAdminInbox } from '../../server/demo/seed-admin-inbox.ts';
import { seedDirectory } from '../../server/demo/seed-directory.ts';
import { seedFoundation } from '../../server/demo/seed-foundation.ts';
import { seedRequests } from '../../server/demo/seed-requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

const ITEM_PATH: Record<string, string> = {
  leave_request: 'leave-request',
  overtime_request: 'overtime-request',
  post_clock: 'post-clock-request',
};

describe.each(DIALECTS)('demo admin inbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
    await seedDirectory(t.db);
    await seedRequests(t.db);
  });
  afterAll(() => t?.close());

  it('tells the admin about real requests of every kind, each opening its own, the pending ones unread', async () => {
    expect(await seedAdminInbox(t.db, 'admin')).toBeGreaterThan(0);
    const res = await t.call('GET', `${BASE}/notifications`, { token: t.adminToken });
    const { notifications, unread_count } = res.json().data as {
      notifications: Array<{
        type: string;
        request_id: number | null;
        url: string;
        is_read: boolean;
        employee_name: string;
      }>;
      unread_count: number;
    };
    expect(new Set(notifications.map((n) => n.type))).toEqual(new Set(Object.keys(ITEM_PATH)));
    for (const n of notifications) {
      expect(n.request_id, n.employee_name).not.toBeNull();
      expect(n.url).toBe(`${NOTIFICATION_ROUTES[n.type]}?request_id=${n.request_id}`);
      const item = await t.call('GET', `${BASE}/${ITEM_PATH[n.type]}/${n.request_id}`, { token: t.adminToken });
      expect(item.statusCode, n.url).toBe(200);
      expect(item.json().data.employee.full_name).toBe(n.employee_name);
      // A pending request is unread; one decided since may have been read or not (the flow's own notices).
      if (item.json().data.status === 'pending') expect(n.is_read, n.url).toBe(false);
    }
    expect(unread_count).toBe(notifications.filter((n) => !n.is_read).length);
    expect(unread_count).toBeGreaterThan(0);
    expect(await seedAdminInbox(t.db, 'admin')).toBe(0);
  });
});
