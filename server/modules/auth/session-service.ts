// The end of every sign-in, with or without a second factor: the failures of this name and address are given
// back, the sign-in is stamped and logged, and the session's token is made.
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Actor } from '../../http/route.ts';
import { clearFailures } from '../../auth/login-throttle.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

export type Client = Pick<Actor, 'ip' | 'userAgent'>;

export async function openSession(
  db: Database,
  tokens: Tokens,
  user: { id: number; username: string; token_version: number },
  { ip, userAgent }: Client,
): Promise<{ username: string; accessToken: string }> {
  await clearFailures(db, user.username, ip);
  await db.tx(async (trx) => {
    await repo.recordSignIn(trx, user.id, nowIso());
    await logActivity(
      trx,
      { id: user.id, username: user.username, ip, userAgent },
      { action: 'sign-in', resource: 'sysUser', recordId: user.id },
    );
  });
  return { username: user.username, accessToken: await tokens.sign(user.id, user.token_version) };
}

/** A failed sign-in in the log: the name as typed, never the password or code. */
export const logFailedSignIn = (
  db: Database,
  username: string,
  { ip, userAgent }: Client,
  recordId: number | null,
  after?: { reason: string },
) =>
  logActivity(
    db.kysely,
    { id: null, username, ip, userAgent },
    { action: 'sign-in-failed', resource: 'sysUser', recordId, after },
  );
