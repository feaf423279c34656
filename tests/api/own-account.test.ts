// A signed-in user's own account: changing their password and signing out everywhere. Both end the user's other
// sessions; a wrong current password is a field error and counts as a failed sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, TOAST, VALIDATION } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p, userRow } from './helpers.ts';

const PASSWORD = `${BASE}/auth/change-password`;
const EVERYWHERE = `${BASE}/auth/sign-out-everywhere`;
const LOGIN = `${BASE}/auth/login`;
const PROBE = `${BASE}/roles/current-permission`;

describe.each(DIALECTS)('own account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const signIn = async (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress });
  const probe = async (token: string) => (await t.call('GET', PROBE, { token })).statusCode;
  const activity = (userId: number, action: string) =>
    t.db.kysely
      .selectFrom('activity_log')
      .selectAll()
      .where('record_id', '=', String(userId))
      .where('action', '=', action)
      .execute();

  it('changes the password: this session goes on with the new token, every other one ends', async () => {
    const user = await t.createUser([p('role', 'read')]);
    const other = (await signIn(user.username, TEST_PASSWORD)).json().data.accessToken as string;
    const res = await t.call('POST', PASSWORD, {
      token: user.token,
      body: { current_password: TEST_PASSWORD, new_password: 'Changed#Pass-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TOAST.passwordChanged);
    expect(await probe(res.json().data.accessToken)).toBe(200);
    expect(await probe(user.token)).toBe(401);
    expect(await probe(other)).toBe(401);
    expect((await signIn(user.username, TEST_PASSWORD, '10.9.0.1')).statusCode).toBe(401);
    expect((await signIn(user.username, 'Changed#Pass-123', '10.9.0.2')).statusCode).toBe(200);
    // Logged, without the password in any form.
    const [entry] = await activity(user.id, 'change-password');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toMatch(/Changed#Pass|Password#123|\$argon2/);
  });

  it('refuses a wrong current password, the same password and a short one with field messages, changing nothing', async () => {
    const user = await t.createUser([p('role', 'read')]);
    const before = await userRow(t, user.id);
    const cases = [
      [
        { current_password: 'wrong-one-123', new_password: 'Changed#Pass-123' },
        'current_password',
        VALIDATION.currentPasswordWrong,
      ],
      [{ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD }, 'new_password', VALIDATION.newPasswordSame],
      [{ current_password: TEST_PASSWORD, new_password: 'short' }, 'new_password', VALIDATION.passwordMin],
      [{ new_password: 'Changed#Pass-123' }, 'current_password', VALIDATION.currentPasswordRequired],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', PASSWORD, { token: user.token, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().validators).toContainEqual({ field, message });
    }
    expect(await userRow(t, user.id)).toEqual(before);
    expect(await probe(user.token)).toBe(200);
  });

  it('locks guessing the current password from an open session like failed sign-ins (429)', async () => {
    const user = await t.createUser([p('role', 'read')]);
    const guess = (n: number) =>
      t.call('POST', PASSWORD, {
        token: user.token,
        body: { current_password: `guess-${n}-wrong`, new_password: 'Changed#Pass-123' },
        remoteAddress: '10.9.1.1',
      });
    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(400);
    const locked = await guess(5);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ERRORS.tooManyAttempts);
  });

  it('signs out everywhere: every token of the user ends, this one included; others are untouched', async () => {
    const user = await t.createUser([p('role', 'read')]);
    const bystander = await t.createUser([p('role', 'read')]);
    const second = (await signIn(user.username, TEST_PASSWORD, '10.9.2.1')).json().data.accessToken as string;
    const res = await t.call('POST', EVERYWHERE, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TOAST.signedOutEverywhere });
    expect(await probe(user.token)).toBe(401);
    expect(await probe(second)).toBe(401);
    expect(await probe(bystander.token)).toBe(200);
    expect(await activity(user.id, 'sign-out-everywhere')).toHaveLength(1);
    expect((await signIn(user.username, TEST_PASSWORD, '10.9.2.2')).statusCode).toBe(200);
  });
});
