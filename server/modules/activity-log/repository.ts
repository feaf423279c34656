// The activity log is append-only: this module inserts and reads; nothing updates or deletes.
import type { Kysely, Selectable } from 'kysely';
import type { ActivityLogTable, DB } from '../../db/schema.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { Actor } from '../../http/route.ts';
import { containsText } from '../../lib/like.ts';

const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'accessToken']);

/** JSON of a record with secrets removed: the log never stores a password, hash or token. */
function snapshot(value: object | null | undefined): string | null {
  if (value == null) return null;
  return JSON.stringify(value, (key, v) => (SECRET_KEYS.has(key) ? undefined : v));
}

export interface ActivityEntry {
  action: string;
  resource: string;
  recordId: number | string | null;
  /** The record as it was and as it became (its fields; read back as JSON objects). */
  before?: object | null;
  after?: object | null;
}

/** Appends one entry in the caller's transaction. Other areas call it through the activity-log service. */
export async function logActivity(
  trx: Kysely<DB>,
  actor: Pick<Actor, 'id' | 'username' | 'ip'> | null,
  entry: ActivityEntry,
) {
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

export type ActivityRow = Selectable<ActivityLogTable>;

export interface ActivityFilter {
  resource?: string;
  record_id?: string;
  /** Part of the actor's username. */
  q?: string;
}

function matching(db: Kysely<DB>, f: ActivityFilter) {
  return db
    .selectFrom('activity_log')
    .$if(!!f.resource, (q) => q.where('resource', '=', f.resource!))
    .$if(!!f.record_id, (q) => q.where('record_id', '=', f.record_id!))
    .$if(!!f.q, (q) => q.where(containsText('actor_username', f.q!)));
}

/** Newest first. */
export function findActivity(
  db: Kysely<DB>,
  filter: ActivityFilter,
  window: { page: number; limit: number },
): Promise<ActivityRow[]> {
  return matching(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .execute();
}

export async function countActivity(db: Kysely<DB>, filter: ActivityFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}
