// The machine operator's way back into an account (`npm run admin -- …`): a lost password gets a new one, a lost
// authenticator has two-factor cleared; either way every session of the account ends and the activity log is told.
// For the last administrator, who has nobody above them in the app to do it.
import { clearUserFailures } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity, type ActivityActor } from '../activity-log/service.ts';
import * as repo from './repository.ts';
import { removeTwoFactor } from './two-factor-repository.ts';

export interface ResetAccount {
  id: number;
  username: string;
  status: string;
}

/** Null when no account has this username (any case); nothing is written then. */
export async function resetPassword(
  db: Database,
  username: string,
  password: string,
  operator: ActivityActor,
): Promise<ResetAccount | null> {
  const user = await repo.findAccount(db.kysely, username);
  if (!user) return null;
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(password);
  await db.tx(async (trx) => {
    await repo.bumpTokenVersion(trx, user.id, nowIso(), passwordHash);
    await clearUserFailures(trx, user.username);
    await logActivity(trx, operator, {
      action: 'reset-password',
      resource: 'sysUser',
      recordId: user.id,
      after: { username: user.username, password_changed: true, sessions_ended: true },
    });
  });
  return { id: user.id, username: user.username, status: user.status };
}

/**
 * Two-factor off for the account (secret and recovery codes gone), its sessions ended and its sign-in locks lifted;
 * if its role requires two-factor, the next sign-in sets it up again. Null when no account has this username.
 */
export async function resetTwoFactorByOperator(
  db: Database,
  username: string,
  operator: ActivityActor,
): Promise<ResetAccount | null> {
  const user = await repo.findAccount(db.kysely, username);
  if (!user) return null;
  await db.tx(async (trx) => {
    await removeTwoFactor(trx, user.id);
    await repo.bumpTokenVersion(trx, user.id, nowIso());
    await clearUserFailures(trx, user.username);
    await logActivity(trx, operator, {
      action: 'reset-two-factor',
      resource: 'sysUser',
      recordId: user.id,
      after: { two_factor: 'off', sessions_ended: true },
    });
  });
  return { id: user.id, username: user.username, status: user.status };
}
