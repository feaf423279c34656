// The machine operator's way back into an account whose password is lost (`npm run admin -- reset-password`):
// a new password, every session of the account ended, its sign-in locks lifted, and the activity log told.
import { clearUserFailures } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity, type ActivityActor } from '../activity-log/service.ts';
import * as repo from './repository.ts';

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
