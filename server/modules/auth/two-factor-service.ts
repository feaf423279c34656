// Two-factor sign-in: after the password, a code from the authenticator app (or a recovery code, once) opens the
// session; a user whose role requires it and who has none sets it up first. A wrong code counts against the
// sign-in throttle exactly like a wrong password. The secret is answered by the setup call only and never logged.
import type { LoginData } from '../../../contract/api/auth.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/api/two-factor.ts';
import { ERRORS, TWO_FACTOR } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { currentTime, nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { beginAttempt, clearFailures } from '../../auth/login-throttle.ts';
import { assertRoleWithinActor } from '../../auth/privileges.ts';
import type { ChallengeStep, Tokens } from '../../auth/tokens.ts';
import {
  codeStep,
  isTotpShaped,
  newRecoveryCodes,
  newSecret,
  normaliseRecoveryCode,
  setupKey,
} from '../../auth/two-factor.ts';
import { logActivity } from '../activity-log/service.ts';
import * as accounts from './repository.ts';
import { logFailedSignIn, openSession, type Client } from './session-service.ts';
import * as repo from './two-factor-repository.ts';

type Account = { id: number; username: string; token_version: number };

const wrongCode = () => badRequest([{ field: 'code', message: TWO_FACTOR.codeWrong }]);

/** What the password step answers when a second factor must follow, or null when the session can open now. */
export async function secondFactorStep(
  db: Database,
  tokens: Tokens,
  user: Account,
): Promise<LoginData['twoFactor'] | null> {
  const state = await repo.twoFactorState(db.kysely, user.id);
  const step: ChallengeStep | null = state?.enabled_at ? 'code' : state?.requires_two_factor ? 'setup' : null;
  if (!step) return null;
  return { step, challengeToken: await tokens.signChallenge(user.id, user.token_version, step) };
}

/** The account a challenge token stands for, as long as nothing about it changed since the password step. */
async function challengedAccount(db: Database, tokens: Tokens, token: string, step: ChallengeStep) {
  const claims = await tokens.verifyChallenge(token, step);
  const user = claims ? await accounts.findAccountById(db.kysely, claims.userId) : undefined;
  if (!claims || !user || user.status !== 'Active' || user.token_version !== claims.version)
    throw unauthorized(TWO_FACTOR.challengeExpired);
  return user;
}

/** True, and the code spent, if `code` is the user's current TOTP code or one of their unused recovery codes. */
async function spendSecondFactor(db: Database, userId: number, code: string): Promise<boolean> {
  const two = await repo.secretOf(db.kysely, userId);
  if (!two?.enabled_at) return false;
  if (isTotpShaped(code)) {
    const step = codeStep(two.secret, code, currentTime());
    return step !== null && (await repo.acceptStep(db.kysely, userId, step));
  }
  const typed = normaliseRecoveryCode(code);
  for (const row of await repo.unusedRecoveryCodes(db.kysely, userId)) {
    if (await verifyPassword(row.code_hash, typed)) return repo.useRecoveryCode(db.kysely, row.id, nowIso());
  }
  return false;
}

/** The code step of sign-in: counted like a password, logged like one when wrong. */
export async function signInWithCode(
  db: Database,
  tokens: Tokens,
  body: { challenge_token: string; code: string },
  client: Client,
) {
  const user = await challengedAccount(db, tokens, body.challenge_token, 'code');
  try {
    await beginAttempt(db, user.username, client.ip);
  } catch (error) {
    await logFailedSignIn(db, user.username, client, user.id, { reason: 'throttled' });
    throw error;
  }
  if (!(await spendSecondFactor(db, user.id, body.code))) {
    await logFailedSignIn(db, user.username, client, user.id, { reason: 'two-factor' });
    throw wrongCode();
  }
  return openSession(db, tokens, user, client);
}

async function beginSetup(db: Database, user: { id: number; username: string }): Promise<TwoFactorSetup> {
  const secret = newSecret();
  await db.tx(async (trx) => {
    const existing = await repo.secretOf(trx, user.id);
    if (existing?.enabled_at) throw conflict(TWO_FACTOR.alreadyOn);
    await repo.savePendingSecret(trx, user.id, secret, nowIso());
  });
  const { uri, qrSvg } = await setupKey(secret, user.username);
  return { secret, uri, qr_svg: qrSvg };
}

/** The first code proves the app holds the secret: two-factor turns on and the recovery codes are made. */
async function confirmSetup(db: Database, actor: Pick<Actor, 'id' | 'username' | 'ip' | 'userAgent'>, code: string) {
  const pending = await repo.secretOf(db.kysely, actor.id);
  if (!pending) throw conflict(TWO_FACTOR.noPendingSetup);
  if (pending.enabled_at) throw conflict(TWO_FACTOR.alreadyOn);
  const step = codeStep(pending.secret, code, currentTime());
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  // Hash outside the transaction: it is slow and needs no lock.
  const hashes = await Promise.all(codes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await db.tx(async (trx) => {
    if (!(await repo.enable(trx, actor.id, nowIso(), step))) throw conflict(TWO_FACTOR.alreadyOn);
    await repo.replaceRecoveryCodes(trx, actor.id, hashes);
    await logActivity(trx, actor, { action: 'two-factor-on', resource: 'sysUser', recordId: actor.id });
  });
  return { recovery_codes: codes };
}

/** Setup at sign-in (the role requires it): the challenge stands in for the session it will open. */
export async function beginSetupAtSignIn(db: Database, tokens: Tokens, challengeToken: string) {
  return beginSetup(db, await challengedAccount(db, tokens, challengeToken, 'setup'));
}

export async function confirmSetupAtSignIn(
  db: Database,
  tokens: Tokens,
  body: { challenge_token: string; code: string },
  client: Client,
) {
  const user = await challengedAccount(db, tokens, body.challenge_token, 'setup');
  const signingIn = { id: user.id, username: user.username, ip: client.ip, userAgent: client.userAgent };
  const { recovery_codes } = await confirmSetup(db, signingIn, body.code);
  return { ...(await openSession(db, tokens, user, client)), recovery_codes };
}

export async function status(db: Database, actor: Actor): Promise<TwoFactorStatus> {
  const state = await repo.twoFactorState(db.kysely, actor.id);
  return {
    enabled: !!state?.enabled_at,
    required: !!state?.requires_two_factor,
    recovery_codes_left: state?.enabled_at ? await repo.countUnusedRecoveryCodes(db.kysely, actor.id) : 0,
  };
}

export const beginOwnSetup = (db: Database, actor: Actor) => beginSetup(db, actor);
export const confirmOwnSetup = (db: Database, actor: Actor, code: string) => confirmSetup(db, actor, code);

/** Turning one's own two-factor off takes a current code (an open session is not enough), counted like a password. */
export async function disableOwn(db: Database, actor: Actor, code: string): Promise<void> {
  const state = await repo.twoFactorState(db.kysely, actor.id);
  if (!state?.enabled_at) throw conflict(TWO_FACTOR.notOn);
  if (state.requires_two_factor) throw conflict(TWO_FACTOR.requiredByRole);
  await beginAttempt(db, actor.username, actor.ip);
  if (!(await spendSecondFactor(db, actor.id, code))) throw wrongCode();
  await clearFailures(db, actor.username, actor.ip);
  await db.tx(async (trx) => {
    await repo.removeTwoFactor(trx, actor.id);
    await logActivity(trx, actor, { action: 'two-factor-off', resource: 'sysUser', recordId: actor.id });
  });
}

/**
 * A lost device: an administrator clears the user's two-factor and ends their sessions; they set it up again at
 * their next sign-in if their role requires it. Not for oneself (that is turning it off, which takes a code), and
 * not for a user whose role holds more than the administrator's.
 */
export async function resetTwoFactor(db: Database, actor: Actor, userId: number): Promise<string> {
  if (userId === actor.id) throw conflict(TWO_FACTOR.resetSelf);
  return db.tx(async (trx) => {
    const user = await repo.twoFactorState(trx, userId);
    if (!user) throw notFound('User not found');
    await assertRoleWithinActor(trx, actor.roleId, user.role_id, ERRORS.userAboveYours);
    await repo.removeTwoFactor(trx, userId);
    await accounts.bumpTokenVersion(trx, userId, nowIso());
    await logActivity(trx, actor, {
      action: 'reset-two-factor',
      resource: 'sysUser',
      recordId: userId,
      before: { two_factor: user.enabled_at ? 'on' : 'off' },
      after: { two_factor: 'off' },
    });
    return TWO_FACTOR.reset(user.username);
  });
}
