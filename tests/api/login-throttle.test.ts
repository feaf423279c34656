// Wrong passwords sent at once: each attempt is counted in the database before its password is checked, so of
// 300 at once only the limit (5) are checked and the rest answer 429 unchecked, even when they arrive through two
// API processes with their own connections; and the right password sent after 39 wrong ones is refused too.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import {
  ADMIN,
  createTestApp,
  DIALECTS,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  type TestApp,
} from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

const LOGIN = `${BASE}/auth/login`;
const LIMIT = 5;

describe.each(DIALECTS)('sign-in throttle under parallel attempts on %s', (dialect) => {
  let t: TestApp;
  /** A second API process's app: same database, its own connection. */
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    other = await buildApp({
      config: {
        ...readConfig({}),
        databaseUrl: t.databaseUrl,
        adminUsername: ADMIN.username,
        adminPassword: ADMIN.password,
        jwtSecret: TEST_JWT_SECRET,
        webDist: path.join(os.tmpdir(), 'hrms-no-web-build'),
      },
    });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const attempt = (app: FastifyInstance, username: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: ip });

  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  it('checks at most the limit of 300 wrong passwords sent at once through two processes', async () => {
    const user = await t.createUser([]);
    const ip = '10.9.0.1';
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => attempt(i % 2 ? other : t.app, user.username, `wrong-${i}`, ip)),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: 300 - LIMIT });
    for (const a of answers.filter((x) => x.statusCode === 429)) {
      expect(a.json()).toEqual({ message: ERRORS.tooManyAttempts });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Each refused attempt is logged as throttled (its password never checked); the checked ones without a reason.
    const failed = await t.db.kysely
      .selectFrom('activity_log')
      .select('after')
      .where('action', '=', 'sign-in-failed')
      .where('actor_username', '=', user.username)
      .execute();
    expect(tally(failed.map((f) => (f.after === null ? 401 : 429)))).toEqual({ 401: LIMIT, 429: 300 - LIMIT });
    // The address counted only the attempts that were checked: refusals for the pair do not spend its allowance.
    const address = await t.db.kysely
      .selectFrom('login_throttle')
      .select('failures')
      .where('scope', '=', 'ip')
      .where('key', '=', ip)
      .executeTakeFirstOrThrow();
    expect(address.failures).toBe(LIMIT);
  });

  it('refuses the right password sent after 39 wrong ones, all at once', async () => {
    const user = await t.createUser([]);
    const ip = '10.9.0.2';
    const wrong = Array.from({ length: 39 }, (_, i) => attempt(t.app, user.username, `wrong-${i}`, ip));
    const right = attempt(t.app, user.username, TEST_PASSWORD, ip);
    const answers = await Promise.all([...wrong, right]);
    expect((await right).statusCode).toBe(429);
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
    // The real user from another address still signs in.
    expect((await attempt(t.app, user.username, TEST_PASSWORD, '10.9.0.3')).statusCode).toBe(200);
  });

  it('gives a success its attempt back: signing in does not spend the address allowance', async () => {
    const user = await t.createUser([]);
    const ip = '10.9.0.4';
    const addressCount = async () =>
      (
        await t.db.kysely
          .selectFrom('login_throttle')
          .select('failures')
          .where('scope', '=', 'ip')
          .where('key', '=', ip)
          .executeTakeFirst()
      )?.failures;
    expect((await attempt(t.app, user.username, 'wrong-once', ip)).statusCode).toBe(401);
    expect(await addressCount()).toBe(1);
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, user.username, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect(await addressCount()).toBe(1);
  });
});
