// Sign-in: throttle check, constant-cost password check, token. Unknown user, wrong password and an
// inactive account all get the same 401.
import type { LoginBody, LoginData } from '../../../contract/api/auth.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import { unauthorized } from '../../http/errors.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/login-throttle.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

export async function login(db: Database, tokens: Tokens, body: LoginBody, ip: string): Promise<LoginData> {
  await assertNotThrottled(db, body.username, ip);
  const user = await repo.findAccount(db.kysely, body.username);
  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  if (!user || !passwordOk || user.status !== 'Active') {
    await recordFailure(db, body.username, ip);
    throw unauthorized(ERRORS.invalidCredentials);
  }
  await clearFailures(db, body.username, ip);
  await db.tx(async (trx) => {
    await repo.recordSignIn(trx, user.id, nowIso());
    await logActivity(
      trx,
      { id: user.id, username: user.username, ip },
      { action: 'sign-in', resource: 'sysUser', recordId: user.id },
    );
  });
  return { username: user.username, accessToken: await tokens.sign(user.id, user.token_version) };
}
