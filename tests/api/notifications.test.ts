// Notifications: a user's own only — listed, counted and marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST } from '../../contract/messages.ts';
import { notificationTarget } from '../../contract/notifications.ts';
import { notify } from '../../server/modules/notifications/service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, fingerprint } from './helpers.ts';

const N = `${BASE}/notifications`;

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp['createUser']>>;
  let bob: Awaited<ReturnType<TestApp['createUser']>>;

  const insert = async (userId: number, type: string, requestId: number | null, isRead = false) => {
    const { id } = await t.db.kysely
      .insertInto('notification')
      .values({
        user_id: userId,
        type,
        request_id: requestId,
        employee_name: `Emp ${requestId}`,
        is_read: isRead ? 1 : 0,
        url: notificationTarget(type, requestId),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const isRead = async (id: number) =>
    (await t.db.kysely.selectFrom('notification').select('is_read').where('id', '=', id).executeTakeFirstOrThrow())
      .is_read;
  const get = (token: string) => t.call('GET', N, { token });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [alice, bob] = await Promise.all([t.createUser([]), t.createUser([])]);
  });
  afterAll(() => t?.close());

  it("lists only the caller's own notifications, newest first, with unread_count", async () => {
    const a1 = await insert(alice.id, 'leave_request', 11);
    const a2 = await insert(alice.id, 'ot_request', 12, true);
    const a3 = await insert(alice.id, 'post_clock', 13);
    const b1 = await insert(bob.id, 'leave_request', 21);

    const res = await get(alice.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.notifications.map((n: { id: number }) => n.id)).toEqual([a3, a2, a1]);
    expect(data.unread_count).toBe(2);
    expect(data.notifications[1]).toMatchObject({
      id: a2,
      type: 'ot_request',
      request_id: 12,
      employee_name: 'Emp 12',
      outcome: null,
      is_read: true,
    });
    expect(Object.keys(data.notifications[0]).sort()).toEqual([
      'created_at',
      'employee_name',
      'id',
      'is_read',
      'outcome',
      'request_id',
      'type',
      'url',
    ]);

    const bobs = (await get(bob.token)).json().data;
    expect(bobs.notifications.map((n: { id: number }) => n.id)).toEqual([b1]);
    expect(bobs.unread_count).toBe(1);
    // Query parameters cannot widen the view.
    const sneaky = await t.call('GET', `${N}?user_id=${bob.id}`, { token: alice.token });
    expect((sneaky.json().data?.notifications ?? []).map((n: { id: number }) => n.id)).not.toContain(b1);
  });

  it('marks one of your own read', async () => {
    const id = await insert(alice.id, 'leave_request', 31);
    const before = (await get(alice.token)).json().data.unread_count;
    const res = await t.call('PUT', `${N}/${id}/mark-read`, { token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(await isRead(id)).toBe(1);
    expect((await get(alice.token)).json().data.unread_count).toBe(before - 1);
    // Marking it again is harmless.
    expect((await t.call('PUT', `${N}/${id}/mark-read`, { token: alice.token })).statusCode).toBe(200);
  });

  it("marking another user's notification → 404, unchanged", async () => {
    const theirs = await insert(bob.id, 'leave_request', 41);
    const snapshot = await fingerprint(t);
    const res = await t.call('PUT', `${N}/${theirs}/mark-read`, { token: alice.token });
    expect(res.statusCode).toBe(404);
    expect(await isRead(theirs)).toBe(0);
    expect((await t.call('PUT', `${N}/999999/mark-read`, { token: alice.token })).statusCode).toBe(404);
    expect((await t.call('PUT', `${N}/abc/mark-read`, { token: alice.token })).statusCode).toBe(400);
    expect(await fingerprint(t)).toEqual(snapshot);
  });

  it('mark all read affects only your own', async () => {
    await insert(alice.id, 'leave_request', 51);
    const bobUnread = await insert(bob.id, 'leave_request', 52);
    const res = await t.call('PUT', `${N}/mark-all-read`, { token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TOAST.allRead);
    expect((await get(alice.token)).json().data.unread_count).toBe(0);
    const aliceRows = await t.db.kysely
      .selectFrom('notification')
      .select('is_read')
      .where('user_id', '=', alice.id)
      .execute();
    expect(aliceRows.every((r) => r.is_read === 1)).toBe(true);
    expect(await isRead(bobUnread)).toBe(0);
    expect((await get(bob.token)).json().data.unread_count).toBeGreaterThan(0);
  });

  it('carries the page each type opens, with request_id', async () => {
    const carol = await t.createUser([]);
    const expected: Record<string, string> = {
      leave_request: '/leave?request_id=7',
      overtime_request: '/ot?request_id=7',
      ot_request: '/ot?request_id=7',
      postclock_request: '/post-clock-request?request_id=7',
      post_clock: '/post-clock-request?request_id=7',
    };
    // Through the repository the request areas will use, so the stored url is the server's own.
    await notify(
      t.db.kysely,
      [...Object.keys(expected), 'mystery_type'].map((type) => ({
        userId: carol.id,
        type,
        requestId: 7,
        employeeName: 'E',
      })),
    );
    const list = (await get(carol.token)).json().data.notifications as Array<{ type: string; url: string | null }>;
    expect(list).toHaveLength(6);
    for (const n of list) expect(n.url, n.type).toBe(expected[n.type] ?? null);
    expect(notificationTarget('leave_request', null)).toBe('/leave');
  });

  it('the dashboard counts only your own unread notifications', async () => {
    const dave = await t.createUser([{ resource: 'dashboard', action: 'read' }]);
    await insert(dave.id, 'leave_request', 61);
    await insert(dave.id, 'leave_request', 62, true);
    const res = await t.call('GET', `${BASE}/dashboard`, { token: dave.token });
    expect(res.json().data.data.unreadNotifications).toBe(1);
  });
});
