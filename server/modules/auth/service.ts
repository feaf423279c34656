// Sign-in: throttle check, constant-cost password check, token. Unknown user, wrong password and an
// inactive account all get the same 401.
import type { ChangePasswordBody, LoginBody, LoginData } from '../../../contract/api/auth.ts';
import { ERRORS, VALIDATION } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { beginAttempt, clearFailures } from '../../auth/login-throttle.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';
import { openSession } from './session-service.ts';
import { secondFactorStep } from './two-factor-service.ts';
import type { Language } from '../../../contract/languages.ts';

/** `client`: where the attempt came from (address and user agent), as the activity log keeps it. */
export async function login(
  db: Database,
  tokens: Tokens,
  body: LoginBody,
  client: Pick<Actor, 'ip' | 'userAgent'>,
): Promise<LoginData> {
  const { ip, userAgent } = client;
  // Logged for known and unknown names alike (same work, same time); the name as typed, never the password.
  const logFailure = async (recordId: number | null, after?: { reason: string }) =>
    logActivity(
      db.kysely,
      { id: null, username: body.username, ip, userAgent },
      { action: 'sign-in-failed', resource: 'sysUser', recordId, after },
    );
  try {
    // Counted before the hash is checked, so wrong passwords sent at once cannot all be checked.
    await beginAttempt(db, body.username, ip);
  } catch (error) {
    // An attempt refused by the lock is a failed sign-in too: someone is still trying (the password is not checked).
    await logFailure((await repo.findAccount(db.kysely, body.username))?.id ?? null, { reason: 'throttled' });
    throw error;
  }
  const user = await repo.findAccount(db.kysely, body.username);
  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  if (!user || !passwordOk || user.status !== 'Active') {
    await logFailure(user?.id ?? null);
    throw unauthorized(ERRORS.invalidCredentials);
  }
  // A second factor to come: this attempt stays counted until its code is right, so knowing the password buys
  // no more guesses at the code than at the password.
  const twoFactor = await secondFactorStep(db, tokens, user);
  if (twoFactor) return { username: user.username, twoFactor };
  return openSession(db, tokens, user, client);
}

/**
 * The signed-in user's new password. The current one must be given (a wrong one counts as a failed sign-in, so
 * it cannot be guessed from an open session); every other session ends and this one gets a new token.
 */
export async function changePassword(
  db: Database,
  tokens: Tokens,
  actor: Actor,
  body: ChangePasswordBody,
): Promise<{ accessToken: string }> {
  await beginAttempt(db, actor.username, actor.ip);
  const user = await repo.findAccountById(db.kysely, actor.id);
  if (!user || user.status !== 'Active') throw unauthorized();
  if (!(await verifyPassword(user.password_hash, body.current_password))) {
    throw badRequest([{ field: 'current_password', message: VALIDATION.currentPasswordWrong }]);
  }
  await clearFailures(db, user.username, actor.ip);
  if (body.new_password === body.current_password) {
    throw badRequest([{ field: 'new_password', message: VALIDATION.newPasswordSame }]);
  }
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(body.new_password);
  const version = await db.tx(async (trx) => {
    const next = await repo.bumpTokenVersion(trx, user.id, nowIso(), passwordHash);
    await logActivity(trx, actor, { action: 'change-password', resource: 'sysUser', recordId: user.id });
    return next;
  });
  return { accessToken: await tokens.sign(user.id, version) };
}

/** Ends every session of the signed-in user, this one included. */
export async function signOutEverywhere(db: Database, actor: Actor): Promise<void> {
  await db.tx(async (trx) => {
    await repo.bumpTokenVersion(trx, actor.id, nowIso());
    await logActivity(trx, actor, { action: 'sign-out-everywhere', resource: 'sysUser', recordId: actor.id });
  });
}

/** The language the user reads the console in: their own account only, so it needs no permission. */
export async function setLanguage(db: Database, actor: Actor, language: Language): Promise<{ language: Language }> {
  await repo.setLanguage(db.kysely, actor.id, language);
  return { language };
}
