// Sign-in, throttling, token validation and revocation, password rules.
import path from 'node:path';
import os from 'node:os';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, VALIDATION } from '../../contract/messages.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { ADMIN, createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, count, p, uname, userRow } from './helpers.ts';

const LOGIN = `${BASE}/auth/login`;
const PROBE = `${BASE}/roles/current-permission`;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const key = (secret = SECRET) => new TextEncoder().encode(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSec = () => Math.floor(Date.now() / 1000);

/** A token built by the test with the server's claims; each option breaks one thing. */
async function forge(
  userId: number,
  version: number,
  opts: { secret?: string; exp?: number; nbf?: number; iss?: string; aud?: string } = {},
): Promise<string> {
  const jwt = new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(opts.iss ?? 'hrms')
    .setAudience(opts.aud ?? 'hrms-admin')
    .setIssuedAt(nowSec() - 60)
    .setNotBefore(opts.nbf ?? nowSec() - 60)
    .setExpirationTime(opts.exp ?? nowSec() + 3600);
  return jwt.sign(key(opts.secret));
}

describe.each(DIALECTS)('authentication on %s', (dialect) => {
  let t: TestApp;
  let viewer: Awaited<ReturnType<TestApp['createUser']>>;
  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    viewer = await t.createUser([p('role', 'read')]);
  });
  afterAll(() => t?.close());

  describe('sign-in', () => {
    it('returns data {username, accessToken} and records the sign-in', async () => {
      const res = await login(viewer.username, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(Object.keys(data).sort()).toEqual(['accessToken', 'username']);
      expect(data.username).toBe(viewer.username);
      expect(data.accessToken.split('.')).toHaveLength(3);
      expect((await t.call('GET', PROBE, { token: data.accessToken })).statusCode).toBe(200);
      expect((await userRow(t, viewer.id))!.last_login_at).not.toBeNull();
    });

    it('answers an unknown user and a wrong password with the same status, body and similar time', async () => {
      const timed = async (username: string) => {
        const start = performance.now();
        const res = await login(username, 'wrong-password-1', '10.1.0.1');
        return { res, ms: performance.now() - start };
      };
      const unknown: number[] = [];
      const wrong: number[] = [];
      let unknownRes, wrongRes;
      for (let i = 0; i < 3; i++) {
        const u = await timed(uname('nobody'));
        const w = await timed(viewer.username);
        unknown.push(u.ms);
        wrong.push(w.ms);
        unknownRes = u.res;
        wrongRes = w.res;
      }
      expect(unknownRes!.statusCode).toBe(401);
      expect(wrongRes!.statusCode).toBe(401);
      expect(unknownRes!.body).toBe(wrongRes!.body);
      expect(unknownRes!.json()).toEqual({ message: ERRORS.invalidCredentials });
      // An unknown user still pays for a hash check: without it the answer would come many times faster.
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
    });

    it('refuses an inactive user with the same answer as a wrong password', async () => {
      const user = await t.createUser([]);
      await t.db.kysely.updateTable('sys_user').set({ status: 'Inactive' }).where('id', '=', user.id).execute();
      const res = await login(user.username, TEST_PASSWORD, '10.1.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ERRORS.invalidCredentials });
    });

    it('signs in regardless of username case', async () => {
      const res = await login(viewer.username.toUpperCase(), TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.username).toBe(viewer.username);
    });
  });

  describe('throttling', () => {
    it('locks one username from one address after 5 failures, with Retry-After ≈ 15 minutes, kept in the database', async () => {
      const user = await t.createUser([]);
      const ip = '10.2.0.1';
      for (let i = 0; i < 5; i++) expect((await login(user.username, 'wrong-password', ip)).statusCode).toBe(401);

      const locked = await login(user.username, TEST_PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: ERRORS.tooManyAttempts });
      // The refused attempt is logged as a failed sign-in, with why (five wrong passwords, then the lock).
      const failures = await t.db.kysely
        .selectFrom('activity_log')
        .select(['record_id', 'after', 'ip'])
        .where('action', '=', 'sign-in-failed')
        .where('actor_username', '=', user.username)
        .orderBy('id')
        .execute();
      expect(failures.map((f) => [f.record_id, f.after, f.ip])).toEqual([
        ...Array.from({ length: 5 }, () => [String(user.id), null, ip]),
        [String(user.id), JSON.stringify({ reason: 'throttled' }), ip],
      ]);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(890);
      expect(retryAfter).toBeLessThanOrEqual(900);

      // The real user elsewhere still signs in.
      expect((await login(user.username, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
      // Another account from the locked address is not affected by this pair's lock.
      expect((await login(viewer.username, TEST_PASSWORD, ip)).statusCode).toBe(200);

      const row = await t.db.kysely
        .selectFrom('login_throttle')
        .selectAll()
        .where('scope', '=', 'user-ip')
        .where('key', '=', `${user.username.toLowerCase()}|${ip}`)
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(5);
      expect(Date.parse(row.locked_until!)).toBeGreaterThan(Date.now() + 890_000);

      // A second API process on the same database (its own memory) sees the same lock.
      const other = await buildApp({
        config: {
          ...readConfig({}),
          adminUsername: ADMIN.username,
          adminPassword: ADMIN.password,
          jwtSecret: SECRET,
          webDist: path.join(os.tmpdir(), 'hrms-no-web-build'),
        },
        db: t.db,
      });
      try {
        const res = await other.inject({
          method: 'POST',
          url: LOGIN,
          payload: { username: user.username, password: TEST_PASSWORD },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('counts a locked pair case-insensitively', async () => {
      const user = await t.createUser([]);
      const ip = '10.2.0.3';
      for (let i = 0; i < 5; i++) await login(i % 2 ? user.username.toUpperCase() : user.username, 'nope-nope', ip);
      expect((await login(user.username, TEST_PASSWORD, ip)).statusCode).toBe(429);
    });

    it('a success clears the failure count', async () => {
      const user = await t.createUser([]);
      const ip = '10.2.0.4';
      for (let i = 0; i < 4; i++) await login(user.username, 'nope-nope', ip);
      expect((await login(user.username, TEST_PASSWORD, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(user.username, 'nope-nope', ip)).statusCode).toBe(401);
      expect((await login(user.username, TEST_PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe('tokens', () => {
    const probe = (token?: string, raw?: string) =>
      t.call('GET', PROBE, raw !== undefined ? { headers: { authorization: raw } } : { token });

    it('accepts a correctly forged token (proves the forgeries below differ only in what they break)', async () => {
      expect((await probe(await forge(viewer.id, 0))).statusCode).toBe(200);
    });

    it('401 without an Authorization header or with a malformed one', async () => {
      expect((await probe()).statusCode).toBe(401);
      expect((await probe(undefined, viewer.token)).statusCode).toBe(401); // no "Bearer "
      expect((await probe(undefined, `Basic ${viewer.token}`)).statusCode).toBe(401);
      expect((await probe(undefined, 'Bearer ')).statusCode).toBe(401);
    });

    it('401 for alg none', async () => {
      const claims = {
        sub: String(viewer.id),
        ver: 0,
        iss: 'hrms',
        aud: 'hrms-admin',
        iat: nowSec(),
        nbf: nowSec() - 10,
        exp: nowSec() + 3600,
      };
      for (const alg of ['none', 'None', 'NONE']) {
        const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`;
        expect((await probe(unsigned)).statusCode, alg).toBe(401);
      }
    });

    it('401 for a tampered payload, an altered or stripped signature', async () => {
      const [header, payload, signature] = viewer.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const admin = await t.db.kysely
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      const elevated = `${header}.${b64({ ...claims, sub: String(admin.id) })}.${signature}`;
      expect((await probe(elevated)).statusCode).toBe(401);
      const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
      expect((await probe(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
      expect((await probe(`${header}.${payload}.`)).statusCode).toBe(401);
      expect((await probe(`${header}.${payload}`)).statusCode).toBe(401);
      // HS256 header swapped for HS512 with the same signature.
      expect((await probe(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`)).statusCode).toBe(401);
    });

    it('401 for a token signed with another key', async () => {
      expect(
        (await probe(await forge(viewer.id, 0, { secret: 'another-secret-that-is-long-enough-for-hs256-xyz' })))
          .statusCode,
      ).toBe(401);
    });

    it('401 for a token past exp or before nbf, or for another issuer or audience', async () => {
      expect((await probe(await forge(viewer.id, 0, { exp: nowSec() - 120 }))).statusCode).toBe(401);
      expect((await probe(await forge(viewer.id, 0, { nbf: nowSec() + 600 }))).statusCode).toBe(401);
      expect((await probe(await forge(viewer.id, 0, { iss: 'someone-else' }))).statusCode).toBe(401);
      expect((await probe(await forge(viewer.id, 0, { aud: 'hrms-employee' }))).statusCode).toBe(401);
    });

    it('401 for a token carrying an old token version', async () => {
      expect((await probe(await forge(viewer.id, 7))).statusCode).toBe(401);
    });

    it('issues tokens that expire in 12 hours', async () => {
      const claims = JSON.parse(Buffer.from(viewer.token.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(12 * 3600);
      expect(claims.ver).toBe(0);
    });
  });

  describe('revocation on the very next request', () => {
    it('a user since disabled → 401, and stays so after re-activation', async () => {
      const user = await t.createUser([p('role', 'read')]);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(200);
      expect(
        (await t.call('PUT', `${BASE}/sys-user/${user.id}`, { token: t.adminToken, body: { status: 'Inactive' } }))
          .statusCode,
      ).toBe(200);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(401);
      expect(
        (await t.call('PUT', `${BASE}/sys-user/${user.id}`, { token: t.adminToken, body: { status: 'Active' } }))
          .statusCode,
      ).toBe(200);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(401);
    });

    it('a user since deleted → 401', async () => {
      const user = await t.createUser([]);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(200);
      expect((await t.call('DELETE', `${BASE}/sys-user/${user.id}`, { token: t.adminToken })).statusCode).toBe(200);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(401);
    });

    it('a user whose password changed → 401; the new password signs in', async () => {
      const user = await t.createUser([]);
      expect(
        (
          await t.call('PUT', `${BASE}/sys-user/${user.id}`, {
            token: t.adminToken,
            body: { password: 'Changed#12345' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(401);
      expect((await login(user.username, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(401);
      const fresh = await login(user.username, 'Changed#12345', '10.3.0.1');
      expect(fresh.statusCode).toBe(200);
      expect((await t.call('GET', PROBE, { token: fresh.json().data.accessToken })).statusCode).toBe(200);
    });

    it('a user whose role changed → 401', async () => {
      const user = await t.createUser([p('role', 'read')]);
      const otherRole = await t.createRole([p('role', 'read')]);
      const res = await t.call('PATCH', `${BASE}/sys-user/update/role/${user.id}`, {
        token: t.adminToken,
        body: { username: user.username, role_id: [otherRole] },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.call('GET', PROBE, { token: user.token })).statusCode).toBe(401);
    });

    it('a permission removed from the role takes effect on the next request (403)', async () => {
      const user = await t.createUser([p('sysUser', 'read')]);
      expect((await t.call('GET', `${BASE}/sys-user`, { token: user.token })).statusCode).toBe(200);
      await t.db.kysely.deleteFrom('role_permission').where('role_id', '=', user.roleId).execute();
      expect((await t.call('GET', `${BASE}/sys-user`, { token: user.token })).statusCode).toBe(403);
    });
  });

  describe('passwords', () => {
    let roleId: number;
    beforeAll(async () => {
      roleId = await t.createRole([]);
    });
    const create = (username: string, password: string) =>
      t.call('POST', `${BASE}/sys-user/create`, {
        token: t.adminToken,
        body: { username, password, role_id: [roleId] },
      });

    it('refuses a password shorter than 8 with the field message, inserting nothing', async () => {
      const users = await count(t, 'sys_user');
      const username = uname('short');
      const res = await create(username, '1234567');
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toContainEqual({ field: 'password', message: VALIDATION.passwordMin });
      expect(await count(t, 'sys_user')).toBe(users);
    });

    it('accepts 64+ character and Unicode passwords, which then sign in', async () => {
      for (const password of ['Long-' + 'x9'.repeat(40), 'Ünïcødé пароль 密码 🔐🔑', '密码密码密码密码']) {
        const username = uname('pw');
        const res = await create(username, password);
        expect(res.statusCode, password).toBe(201);
        expect((await login(username, password, '10.4.0.1')).statusCode, password).toBe(200);
        // One whole character less (an emoji is two UTF-16 units: half of one is not text, and is refused as such).
        const shorter = [...password].slice(0, -1).join('');
        expect((await login(username, shorter, '10.4.0.2')).statusCode, password).toBe(401);
      }
    });

    it('refuses a 1 MB body with 413 before hashing, inserting nothing and counting no sign-in attempt', async () => {
      const users = await count(t, 'sys_user');
      const big = 'a'.repeat(1024 * 1024);
      for (const [url, body] of [
        [`${BASE}/sys-user/create`, { username: uname('big'), password: big, role_id: [roleId] }],
        [LOGIN, { username: 'admin', password: big }],
      ] as const) {
        const attempts = await count(t, 'login_throttle');
        const res = await t.call('POST', url, { token: t.adminToken, body });
        expect(res.statusCode, url).toBe(413);
        expect(res.json()).toEqual({ message: ERRORS.bodyTooLarge });
        // Refused before the handler: no attempt was counted, so no hash was computed.
        expect(await count(t, 'login_throttle'), url).toBe(attempts);
      }
      expect(await count(t, 'sys_user')).toBe(users);
    });

    it('refuses a 257-character password with a field message (the cap below the body limit)', async () => {
      const res = await create(uname('cap'), 'p'.repeat(257));
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toContainEqual({ field: 'password', message: VALIDATION.passwordMax });
    });

    it('refuses sign-in with credentials longer than any account can have, with the same field messages', async () => {
      const attempts = await count(t, 'login_throttle');
      const res = await t.call('POST', LOGIN, { body: { username: 'a'.repeat(51), password: 'p'.repeat(257) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toEqual([
        { field: 'username', message: VALIDATION.usernameMax },
        { field: 'password', message: VALIDATION.passwordMax },
      ]);
      expect(await count(t, 'login_throttle')).toBe(attempts);
    });
  });
});
