// Failed sign-ins are counted in the database, so every API process behind a load balancer shares them.
// Five failures for one username from one address lock that pair for 15 minutes; the same user elsewhere
// still signs in. A generous per-address limit stops one address from spraying many usernames.
//
// An attempt is counted before its password is checked (beginAttempt: one atomic conditional increment per key),
// so requests sent at once cannot all pass a check made before any of them failed: at most the limit are ever
// checked. A success gives its attempt back (clearFailures).
import { sql, type Kysely } from 'kysely';
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

function tooManyAttempts(lockedUntil: number, now: number): AppError {
  const retryAfter = String(Math.max(1, Math.ceil((lockedUntil - now) / 1000)));
  return new AppError(429, ERRORS.tooManyAttempts, undefined, { 'Retry-After': retryAfter });
}

/** Refuses with 429 while the pair or the address is locked; counts nothing (beginAttempt also counts). */
export async function assertNotThrottled(db: Database, username: string, ip: string): Promise<void> {
  const now = Date.now();
  for (const [scope, key] of keysFor(username, ip)) {
    const until = (await lockedUntil(db, scope, key)) ?? 0;
    if (until > now) throw tooManyAttempts(until, now);
  }
}

async function lockedUntil(db: Database, scope: Scope, key: string): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.locked_until ? Date.parse(row.locked_until) : null;
}

/**
 * Counts this attempt as a failure before the secret is checked, and refuses it with 429 once the limit is spent:
 * the count is taken and read back in one statement, so of any number sent at once at most the limit go on to be
 * checked. The caller calls clearFailures when the secret was right; otherwise the failure stays counted.
 */
export async function beginAttempt(db: Database, username: string, ip: string): Promise<void> {
  const now = Date.now();
  // The pair first: an attempt refused for its pair does not count against the address.
  for (const [scope, key] of keysFor(username, ip)) {
    if (await countFailure(db.kysely, scope, key, now)) continue;
    throw tooManyAttempts((await lockedUntil(db, scope, key)) ?? now + WINDOW_MS, now);
  }
}

/** Counts a failure after the fact, for a check that did not begin with beginAttempt. */
export async function recordFailure(db: Database, username: string, ip: string): Promise<void> {
  const now = Date.now();
  await db.tx(async (trx) => {
    for (const [scope, key] of keysFor(username, ip)) await countFailure(trx, scope, key, now);
  });
}

/**
 * One more failure for the key unless its limit is already spent, decided and written in one statement (an upsert
 * whose update is conditional; atomic on SQLite and PostgreSQL alike). True when it was counted. A window that
 * has run out, its lock too, starts again at 1; the failure that reaches the limit locks the key for 15 minutes.
 */
async function countFailure(db: Kysely<DB>, scope: Scope, key: string, now: number): Promise<boolean> {
  const nowText = new Date(now).toISOString();
  const lockText = new Date(now + WINDOW_MS).toISOString();
  const limit = LIMITS[scope];
  // ISO-8601 UTC texts of one length compare as the moments they name.
  const stale = sql<boolean>`(login_throttle.window_start < ${new Date(now - WINDOW_MS).toISOString()}
    and (login_throttle.locked_until is null or login_throttle.locked_until <= ${nowText}))`;
  const counted = await db
    .insertInto('login_throttle')
    .values({ scope, key, failures: 1, window_start: nowText, locked_until: limit <= 1 ? lockText : null })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({
          failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
          window_start: sql<string>`case when ${stale} then ${nowText} else login_throttle.window_start end`,
          locked_until: sql<string | null>`case
            when ${stale} then ${limit <= 1 ? lockText : null}
            when login_throttle.failures + 1 >= ${limit} then ${lockText}
            else null end`,
        })
        .where(sql<boolean>`${stale} or login_throttle.failures < ${limit}`),
    )
    .returning('failures')
    .executeTakeFirst();
  return counted !== undefined;
}

/**
 * The secret was right: the pair's failures are forgotten, and the address gets back the attempt beginAttempt
 * counted (a success is not a failure; a busy office behind one address must not lock itself out).
 */
export async function clearFailures(db: Database, username: string, ip: string): Promise<void> {
  const [[pairScope, pairKey], [ipScope, ipKey]] = keysFor(username, ip);
  await db.kysely.deleteFrom('login_throttle').where('scope', '=', pairScope).where('key', '=', pairKey).execute();
  await db.kysely
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`failures - 1`,
      locked_until: sql<string | null>`case when failures - 1 >= ${LIMITS[ipScope]} then locked_until else null end`,
    })
    .where('scope', '=', ipScope)
    .where('key', '=', ipKey)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets the user's failures from every address (their password was reset): the pairs' locks end too. */
export async function clearUserFailures(db: Kysely<DB>, username: string): Promise<void> {
  const prefix = `${username.toLowerCase()}|`;
  await db
    .deleteFrom('login_throttle')
    .where('scope', '=', 'user-ip')
    .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
    .execute();
}
