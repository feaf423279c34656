// The activity log is append-only: this module inserts and reads; nothing updates or deletes.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';
import type { Actor } from '../../http/route.ts';

const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'accessToken']);

/** JSON of a record with secrets removed; never stores a password or hash. */
function snapshot(value: unknown): string | null {
  if (value == null) return null;
  return JSON.stringify(value, (key, v) => (SECRET_KEYS.has(key) ? undefined : v));
}

export interface ActivityEntry {
  action: string;
  resource: string;
  recordId: number | string | null;
  before?: unknown;
  after?: unknown;
}

export async function logActivity(trx: Kysely<DB>, actor: Pick<Actor, 'id' | 'username' | 'ip'> | null, entry: ActivityEntry) {
  await trx
    .insertInto('activity_log')
    .values({
      actor_id: actor?.id || null,
      actor_username: actor?.username || null,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId == null ? null : String(entry.recordId),
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      ip: actor?.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}
