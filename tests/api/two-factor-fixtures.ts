// Two-factor fixtures: a user's secret put in place directly (on, or pending a first code), a role that requires
// it, and the password step's challenge. Codes are computed from the secret with the server's own TOTP helper.
import { codeAt, newSecret } from '../../server/auth/two-factor.ts';
import { TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

export const codeNow = (secret: string, offsetSteps = 0) => codeAt(secret, new Date(Date.now() + offsetSteps * 30_000));

/** Gives the user a TOTP secret: on (as if confirmed) or pending its first code. */
export async function giveSecret(t: TestApp, userId: number, { enabled = true } = {}): Promise<string> {
  const secret = newSecret();
  const now = new Date().toISOString();
  await t.db.kysely.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  await t.db.kysely
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret, enabled_at: enabled ? now : null, created_at: now })
    .execute();
  return secret;
}

export async function requireTwoFactor(t: TestApp, roleId: number, required = true): Promise<void> {
  await t.db.kysely
    .updateTable('role')
    .set({ requires_two_factor: required ? 1 : 0 })
    .where('id', '=', roleId)
    .execute();
}

/** The password step's answer for a user who must give a second factor: its step and challenge token. */
export async function passwordStep(t: TestApp, username: string, password = TEST_PASSWORD, remoteAddress?: string) {
  const res = await t.call('POST', `${BASE}/auth/login`, { body: { username, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`password step: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  if (!data.twoFactor) throw new Error(`no second step for ${username}: ${res.body}`);
  return data.twoFactor as { step: 'code' | 'setup'; challengeToken: string };
}
