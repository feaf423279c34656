// Failed sign-ins are counted in the database, so every API process behind a load balancer shares them.
// Five failures for one username from one address lock that pair for 15 minutes; the same user elsewhere
// still signs in. A generous per-address limit stops one address from spraying many usernames.
import type { Kysely } from 'kysely';
import { ERRORS } from '../../contract/messages.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { 'user-ip': 5, ip: 100 } as const;
type Scope = keyof typeof LIMITS;

function keysFor(username: string, ip: string): Array<[Scope, string]> {
  return [
    ['user-ip', `${username.toLowerCase()}|${ip}`],
    ['ip', ip],
  ];
}

export async function assertNotThrottled(db: Database, username: string, ip: string): Promise<void> {
  const now = Date.now();
  for (const [scope, key] of keysFor(username, ip)) {
    const row = await db.kysely
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
    if (until > now) {
      const retryAfter = String(Math.ceil((until - now) / 1000));
      throw new AppError(429, ERRORS.tooManyAttempts, undefined, { 'Retry-After': retryAfter });
    }
  }
}

export async function recordFailure(db: Database, username: string, ip: string): Promise<void> {
  await db.tx(async (trx) => {
    for (const [scope, key] of keysFor(username, ip)) await bump(trx, scope, key);
  });
}

async function bump(trx: Kysely<DB>, scope: Scope, key: string): Promise<void> {
  const now = Date.now();
  const row = await trx
    .selectFrom('login_throttle')
    .selectAll()
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  const fresh = !row || Date.parse(row.window_start) + WINDOW_MS < now;
  const failures = fresh ? 1 : row.failures + 1;
  const values = {
    failures,
    window_start: fresh ? new Date(now).toISOString() : row.window_start,
    locked_until: failures >= LIMITS[scope] ? new Date(now + WINDOW_MS).toISOString() : null,
  };
  if (row) {
    await trx.updateTable('login_throttle').set(values).where('scope', '=', scope).where('key', '=', key).execute();
  } else {
    await trx
      .insertInto('login_throttle')
      .values({ scope, key, ...values })
      .execute();
  }
}

export async function clearFailures(db: Database, username: string, ip: string): Promise<void> {
  await db.kysely
    .deleteFrom('login_throttle')
    .where('scope', '=', 'user-ip')
    .where('key', '=', `${username.toLowerCase()}|${ip}`)
    .execute();
}
