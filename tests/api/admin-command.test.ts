// `npm run admin -- reset-password <username>` and `reset-two-factor <username>`, run as the operator runs them (a
// child process on the suite's database): the new password signs in, every old token is refused, the user's sign-in
// locks are lifted and the activity log has the reset by "System"; a lost authenticator's two-factor is turned off;
// an unknown user or a password the app would refuse changes nothing.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/messages.ts';
import { ROOT } from '../../server/testing/server-process.ts';
import { ADMIN, createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { codeAt } from '../../server/auth/two-factor.ts';
import { BASE, fingerprint, p } from './helpers.ts';

const LOGIN = `${BASE}/auth/login`;
const PROBE = `${BASE}/roles/current-permission`;
/** Each run starts npm and node (the first may compile the server), which a busy machine makes slow: a limit, not a measurement. */
const CHILD_RUNS = 120_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(DIALECTS)('npm run admin -- reset-password on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const admin = (args: string[], newPassword?: string): Promise<Run> => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: t.databaseUrl };
    delete env.HRMS_NEW_PASSWORD;
    if (newPassword !== undefined) env.HRMS_NEW_PASSWORD = newPassword;
    return new Promise((resolve) => {
      execFile('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  };
  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress });
  const probe = (token: string) => t.call('GET', PROBE, { token });

  it(
    'sets the password from HRMS_NEW_PASSWORD, ends every session, lifts the locks and logs it',
    async () => {
      const user = await t.createUser([p('role', 'read')]);
      const locked = '10.7.0.1';
      for (let i = 0; i < 5; i++) expect((await login(user.username, 'wrong-password', locked)).statusCode).toBe(401);
      expect((await login(user.username, TEST_PASSWORD, locked)).statusCode).toBe(429);
      expect((await probe(user.token)).statusCode).toBe(200);

      const newPassword = 'Fresh#Start-2026';
      const run = await admin(['reset-password', user.username.toUpperCase()], newPassword);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Password of "${user.username}" reset`);
      expect(run.stdout).not.toContain(newPassword);

      expect((await probe(user.token)).statusCode).toBe(401);
      expect((await login(user.username, TEST_PASSWORD, '10.7.0.2')).statusCode).toBe(401);
      // The lock on the address that guessed wrong is lifted: the new password signs in from there.
      const signedIn = await login(user.username, newPassword, locked);
      expect(signedIn.statusCode).toBe(200);
      expect((await probe(signedIn.json().data.accessToken)).statusCode).toBe(200);

      const entries = await t.db.kysely
        .selectFrom('activity_log')
        .selectAll()
        .where('action', '=', 'reset-password')
        .where('record_id', '=', String(user.id))
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: null, actor_username: null, resource: 'sysUser', ip: null });
      expect(entries[0].user_agent).toMatch(/^npm run admin reset-password \(.+@.+\)$/);
      expect(entries[0].after).not.toContain(newPassword);
    },
    CHILD_RUNS,
  );

  it(
    'generates the first administrator a password, prints it once, and it signs in',
    async () => {
      const run = await admin(['reset-password', ADMIN.username]);
      expect(run.code, run.stderr).toBe(0);
      const printed = /^New password: (\S+)$/m.exec(run.stdout)?.[1];
      expect(printed).toBeDefined();
      expect(printed!.length).toBeGreaterThanOrEqual(8);
      expect((await probe(t.adminToken)).statusCode).toBe(401);
      expect((await login(ADMIN.username, ADMIN.password)).statusCode).toBe(401);
      expect((await login(ADMIN.username, printed!)).statusCode).toBe(200);
    },
    CHILD_RUNS,
  );

  it(
    'refuses an unknown user with a clear message, changing nothing',
    async () => {
      const before = await fingerprint(t);
      const run = await admin(['reset-password', 'nobody_here'], 'Fresh#Start-2026');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No user named "nobody_here"');
      expect(run.stderr).toContain('Nothing was changed.');
      expect(await fingerprint(t)).toEqual(before);
    },
    CHILD_RUNS,
  );

  it(
    'refuses a password the app would refuse, changing nothing',
    async () => {
      const user = await t.createUser([p('role', 'read')]);
      const before = await fingerprint(t);
      const run = await admin(['reset-password', user.username], 'short');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(VALIDATION.passwordMin);
      expect(await fingerprint(t)).toEqual(before);
      expect((await probe(user.token)).statusCode).toBe(200);
    },
    CHILD_RUNS,
  );

  it(
    'reset-two-factor turns off a lost authenticator: sessions end, the password alone signs in, the log says so',
    async () => {
      const user = await t.createUser([p('role', 'read')]);
      const setup = await t.call('POST', `${BASE}/auth/two-factor/setup`, { token: user.token });
      const { secret } = setup.json().data;
      const confirm = await t.call('POST', `${BASE}/auth/two-factor/confirm`, {
        token: user.token,
        body: { code: codeAt(secret, new Date()) },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect((await login(user.username, TEST_PASSWORD)).json().data.twoFactor?.step).toBe('code');

      const run = await admin(['reset-two-factor', user.username]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Two-factor sign-in of "${user.username}" turned off`);

      expect((await probe(user.token)).statusCode).toBe(401);
      const signedIn = await login(user.username, TEST_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect((await probe(signedIn.json().data.accessToken)).statusCode).toBe(200);
      const left = await t.db.kysely
        .selectFrom('user_two_factor')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(left).toEqual([]);
      const entries = await t.db.kysely
        .selectFrom('activity_log')
        .selectAll()
        .where('action', '=', 'reset-two-factor')
        .where('record_id', '=', String(user.id))
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: null, resource: 'sysUser' });
      expect(entries[0].user_agent).toMatch(/^npm run admin reset-two-factor \(.+@.+\)$/);
      expect(entries[0].after).not.toContain(secret);
    },
    CHILD_RUNS,
  );

  it(
    'answers a command it does not know with its usage',
    async () => {
      const run = await admin(['delete-everything']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run admin -- reset-password <username>');
    },
    CHILD_RUNS,
  );
});
