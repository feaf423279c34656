// Two-factor sign-in on both databases: setup with a first code, the code step after the password, wrong codes
// throttled exactly like wrong passwords, recovery codes once, a role that requires it, turning it off with a
// code, an administrator's reset, and secrets that never come back or reach the log. Time steps are chosen with
// the server's own clock (atTime), so a code is never refused for being the one used a moment before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR, ERRORS } from '../../contract/messages.ts';
import { codeAt } from '../../server/auth/two-factor.ts';
import { atTime } from '../../server/lib/clock.ts';
import { DEMO_PASSWORD, seedFoundation } from '../../server/demo/seed-foundation.ts';
import { DEMO_TOTP_SECRET, seedTwoFactor } from '../../server/demo/seed-two-factor.ts';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';
import { passwordStep, requireTwoFactor } from './two-factor-fixtures.ts';

const STEP_MS = 30_000;

describe.each(DIALECTS)('two-factor sign-in on %s', (dialect) => {
  let t: TestApp;
  /** Every answer of this suite, to look for secrets in afterwards. */
  const answers: string[] = [];
  /** A moment of its own for each sign-in: a code of a later step than any used before. */
  let clock = Date.now();
  const nextMoment = () => new Date((clock += 3 * STEP_MS));

  const call = async (...args: Parameters<TestApp['call']>) => {
    const res = await t.call(...args);
    answers.push(res.body);
    return res;
  };
  const at = <T>(moment: Date, fn: () => Promise<T>) => atTime(moment, fn);
  const codeStep = (challenge: string, code: string, remoteAddress?: string) =>
    call('POST', `${BASE}/auth/login/two-factor`, { body: { challenge_token: challenge, code }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  /** A user who set two-factor up through the API from their session: their secret and recovery codes. */
  async function userWithTwoFactor(permissions = [p('employee', 'read')]) {
    const user = await t.createUser(permissions);
    const setup = await call('POST', `${BASE}/auth/two-factor/setup`, { token: user.token });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data;
    const moment = nextMoment();
    const confirm = await at(moment, () =>
      call('POST', `${BASE}/auth/two-factor/confirm`, { token: user.token, body: { code: codeAt(secret, moment) } }),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { ...user, secret: secret as string, recovery: confirm.json().data.recovery_codes as string[] };
  }

  it('is set up from a session: a QR code and the secret, a first code to confirm, then ten recovery codes', async () => {
    const user = await t.createUser([]);
    const status = await call('GET', `${BASE}/auth/two-factor`, { token: user.token });
    expect(status.json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const setup = await call('POST', `${BASE}/auth/two-factor/setup`, { token: user.token });
    const { secret, uri, qr_svg } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Still off until a code proves the app holds the secret; a wrong one says so on the field.
    const wrong = await call('POST', `${BASE}/auth/two-factor/confirm`, {
      token: user.token,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validators).toEqual([{ field: 'code', message: TWO_FACTOR.codeWrong }]);
    expect((await passwordStepOrSession(user.username)).accessToken).toBeTruthy();
    const moment = nextMoment();
    const ok = await at(moment, () =>
      call('POST', `${BASE}/auth/two-factor/confirm`, { token: user.token, body: { code: codeAt(secret, moment) } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const codes: string[] = ok.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await call('GET', `${BASE}/auth/two-factor`, { token: user.token });
    expect(after.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    // A second setup would replace a working secret without a code.
    expect((await call('POST', `${BASE}/auth/two-factor/setup`, { token: user.token })).statusCode).toBe(409);
  });

  async function passwordStepOrSession(username: string, password = TEST_PASSWORD) {
    const res = await call('POST', `${BASE}/auth/login`, { body: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { accessToken?: string; twoFactor?: { step: string; challengeToken: string } };
  }

  it('asks for the code after the password; the challenge is no session; a code works once', async () => {
    const user = await userWithTwoFactor();
    const first = await passwordStepOrSession(user.username);
    expect(first.accessToken).toBeUndefined();
    expect(first.twoFactor?.step).toBe('code');
    const challenge = first.twoFactor!.challengeToken;
    // The challenge token opens nothing.
    const asSession = await call('GET', `${BASE}/roles/current-permission`, { token: challenge });
    expect(asSession.statusCode).toBe(401);
    const moment = nextMoment();
    const code = codeAt(user.secret, moment);
    const ok = await at(moment, () => codeStep(challenge, code));
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json().data.accessToken;
    expect((await call('GET', `${BASE}/roles/current-permission`, { token: session })).statusCode).toBe(200);
    // The same code again, even on a fresh challenge, is refused (RFC 6238: accepted once).
    const again = await passwordStepOrSession(user.username);
    const replay = await at(moment, () => codeStep(again.twoFactor!.challengeToken, code));
    expect(replay.statusCode).toBe(400);
    // A setup challenge is not a code challenge.
    expect(
      (await call('POST', `${BASE}/auth/login/two-factor/setup`, { body: { challenge_token: challenge } })).statusCode,
    ).toBe(401);
  });

  it('refuses wrong codes and locks exactly as wrong passwords do, logging each as a failed sign-in', async () => {
    // The same budget of attempts: wrong passwords from one address …
    const plain = await t.createUser([]);
    let passwordTries = 0;
    for (; passwordTries < 20; passwordTries++) {
      const res = await call('POST', `${BASE}/auth/login`, {
        body: { username: plain.username, password: 'Wrong#Pass-1' },
        remoteAddress: '198.51.100.7',
      });
      if (res.statusCode === 429) break;
    }
    // … and a right password followed by wrong codes.
    const user = await userWithTwoFactor();
    const ip = '198.51.100.8';
    const { challengeToken } = await passwordStep(t, user.username, TEST_PASSWORD, ip);
    let codeTries = 1;
    let last;
    for (; codeTries < 20; codeTries++) {
      last = await codeStep(challengeToken, '123456', ip);
      if (last.statusCode === 429) break;
      expect(last.statusCode).toBe(400);
      expect(last.json().validators).toEqual([{ field: 'code', message: TWO_FACTOR.codeWrong }]);
    }
    expect(codeTries).toBe(passwordTries);
    expect(last!.headers['retry-after']).toBeTruthy();
    expect(last!.json().message).toBe(ERRORS.tooManyAttempts);
    // Locked means locked: the right code is not even checked.
    const moment = nextMoment();
    expect((await at(moment, () => codeStep(challengeToken, codeAt(user.secret, moment), ip))).statusCode).toBe(429);
    // From another address the real user still signs in.
    const elsewhere = await passwordStep(t, user.username, TEST_PASSWORD, '198.51.100.9');
    const later = nextMoment();
    const ok = await at(later, () => codeStep(elsewhere.challengeToken, codeAt(user.secret, later), '198.51.100.9'));
    expect(ok.statusCode, ok.body).toBe(200);
    const failures = await t.db.kysely
      .selectFrom('activity_log')
      .select('after')
      .where('action', '=', 'sign-in-failed')
      .where('record_id', '=', String(user.id))
      .execute();
    expect(failures.map((f) => JSON.parse(f.after!).reason)).toContain('two-factor');
  });

  it('takes a recovery code instead of a code, once', async () => {
    const user = await userWithTwoFactor();
    const [code] = user.recovery;
    const first = await passwordStep(t, user.username);
    // Typed in capitals and without its hyphen: still the code.
    const ok = await codeStep(first.challengeToken, code.toUpperCase().replace('-', ''));
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await passwordStep(t, user.username);
    expect((await codeStep(second.challengeToken, code)).statusCode).toBe(400);
    const status = await call('GET', `${BASE}/auth/two-factor`, { token: ok.json().data.accessToken });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('gives no session to a role that requires it until the user has set it up at sign-in', async () => {
    const user = await t.createUser([p('employee', 'read')]);
    await requireTwoFactor(t, user.roleId);
    const first = await passwordStepOrSession(user.username);
    expect(first.accessToken).toBeUndefined();
    expect(first.twoFactor?.step).toBe('setup');
    const challenge = first.twoFactor!.challengeToken;
    // Not a code challenge, and no session.
    expect((await codeStep(challenge, '123456')).statusCode).toBe(401);
    expect((await call('GET', `${BASE}/auth/two-factor`, { token: challenge })).statusCode).toBe(401);
    const setup = await call('POST', `${BASE}/auth/login/two-factor/setup`, { body: { challenge_token: challenge } });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data;
    const moment = nextMoment();
    const confirm = await at(moment, () =>
      call('POST', `${BASE}/auth/login/two-factor/confirm`, {
        body: { challenge_token: challenge, code: codeAt(secret, moment) },
      }),
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { accessToken, recovery_codes } = confirm.json().data;
    expect(recovery_codes).toHaveLength(10);
    const status = await call('GET', `${BASE}/auth/two-factor`, { token: accessToken });
    expect(status.json().data).toMatchObject({ enabled: true, required: true });
    // Required: it cannot be turned off, even with a right code.
    const later = nextMoment();
    const off = await at(later, () =>
      call('POST', `${BASE}/auth/two-factor/disable`, { token: accessToken, body: { code: codeAt(secret, later) } }),
    );
    expect(off.statusCode).toBe(409);
    expect((await passwordStepOrSession(user.username)).twoFactor?.step).toBe('code');
  });

  it('is turned off by its user only with a current code, counted like a password', async () => {
    const user = await userWithTwoFactor();
    const wrong = await call('POST', `${BASE}/auth/two-factor/disable`, {
      token: user.token,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const throttleRows = await t.db.kysely
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', 'like', `${user.username.toLowerCase()}|%`)
      .execute();
    expect(throttleRows.map((r) => r.failures)).toEqual([1]);
    const moment = nextMoment();
    const ok = await at(moment, () =>
      call('POST', `${BASE}/auth/two-factor/disable`, {
        token: user.token,
        body: { code: codeAt(user.secret, moment) },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await passwordStepOrSession(user.username)).accessToken).toBeTruthy();
  });

  it('is reset by an administrator with sysUser update: logged, sessions ended, set up again at next sign-in', async () => {
    const user = await userWithTwoFactor();
    await requireTwoFactor(t, user.roleId);
    const admin = await t.createUser([p('sysUser', 'read'), p('sysUser', 'update'), p('employee', 'read')]);
    const reader = await t.createUser([p('sysUser', 'read')]);
    const url = `${BASE}/sys-user/reset-two-factor/${user.id}`;
    expect((await call('POST', url, { token: reader.token })).statusCode).toBe(403);
    // Not oneself (that takes a code), and not someone whose role holds more.
    expect(
      (await call('POST', `${BASE}/sys-user/reset-two-factor/${admin.id}`, { token: admin.token })).statusCode,
    ).toBe(409);
    const boss = await userWithTwoFactor([p('sysUser', 'read'), p('sysUser', 'update'), p('role', 'update')]);
    expect(
      (await call('POST', `${BASE}/sys-user/reset-two-factor/${boss.id}`, { token: admin.token })).statusCode,
    ).toBe(403);
    expect(
      await t.db.kysely.selectFrom('user_two_factor').select('user_id').where('user_id', '=', boss.id).execute(),
    ).toHaveLength(1);

    const res = await call('POST', url, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TWO_FACTOR.reset(user.username));
    expect((await call('GET', `${BASE}/auth/two-factor`, { token: user.token })).statusCode).toBe(401);
    const entry = await t.db.kysely
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'reset-two-factor')
      .where('record_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.id);
    expect(JSON.parse(entry.after!)).toEqual({ two_factor: 'off' });
    expect((await passwordStepOrSession(user.username)).twoFactor?.step).toBe('setup');
    expect(
      await t.db.kysely.selectFrom('user_recovery_code').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('never answers or logs a secret or recovery code after setup', async () => {
    const user = await userWithTwoFactor([p('sysUser', 'read'), p('sysLog', 'read')]);
    const secrets = [user.secret, ...user.recovery];
    // Answers after setup: the status, the user's own records, the activity log.
    const later = [
      await call('GET', `${BASE}/auth/two-factor`, { token: user.token }),
      await call('GET', `${BASE}/sys-user/role/${user.id}`, { token: user.token }),
      await call('GET', `${BASE}/sys-user`, { token: user.token }),
      await call('GET', `${BASE}/activity-log?limit=100`, { token: user.token }),
    ];
    for (const res of later) {
      expect(res.statusCode, res.body).toBe(200);
      for (const s of secrets) expect(res.body).not.toContain(s);
      expect(res.body).not.toMatch(/otpauth|secret/i);
    }
    // The whole log, every row, for every secret this suite made.
    const log = JSON.stringify(await t.db.kysely.selectFrom('activity_log').selectAll().execute());
    const made = answers.flatMap((body) => {
      const data = JSON.parse(body || '{}').data ?? {};
      return [data.secret, ...(data.recovery_codes ?? [])].filter(Boolean);
    });
    expect(made.length).toBeGreaterThan(20);
    for (const s of made) expect(log).not.toContain(s);
    expect(log).not.toMatch(/otpauth|challenge/i);
  });

  it('the demo: Super Admin and HR Manager require it; admin and hr_manager sign in with the documented key', async () => {
    await seedFoundation(t.db, 'admin');
    await seedTwoFactor(t.db, 'admin');
    await seedTwoFactor(t.db, 'admin');
    expect(
      await t.db.kysely.selectFrom('user_two_factor').select('secret').where('secret', '=', DEMO_TOTP_SECRET).execute(),
    ).toHaveLength(2);
    const hr = await passwordStepOrSession('hr_manager', DEMO_PASSWORD);
    expect(hr.twoFactor?.step).toBe('code');
    const moment = nextMoment();
    const ok = await at(moment, () => codeStep(hr.twoFactor!.challengeToken, codeAt(DEMO_TOTP_SECRET, moment)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await passwordStepOrSession('admin', 'Admin#12345')).twoFactor?.step).toBe('code');
    // The other HR manager has none yet: set up at sign-in. Other roles sign in as before.
    expect((await passwordStepOrSession('sokha_hr', DEMO_PASSWORD)).twoFactor?.step).toBe('setup');
    expect((await passwordStepOrSession('lead_manager', DEMO_PASSWORD)).accessToken).toBeTruthy();
  });
});
