// The activity log: every area appends an entry inside its own write transaction (logActivity, from here);
// the log page reads it back newest first with the stored snapshots as JSON objects.
import type { ActivityLogItem, ActivityLogQuery } from '../../../contract/api/activity-log.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import * as repo from './repository.ts';

const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'accessToken']);

/** A bank account as the log keeps it: every digit but the last four masked (issue 14 point 5). */
export const maskAccount = (account: string) => account.replace(/[0-9](?=(?:[^0-9]*[0-9]){4})/g, '*');

/** JSON of a record with secrets removed: the log never stores a password, hash or token, nor a full bank
 * account. */
function snapshot(value: object | null | undefined): string | null {
  if (value == null) return null;
  return JSON.stringify(value, (key, v) =>
    SECRET_KEYS.has(key) ? undefined : key === 'bank_account' && typeof v === 'string' ? maskAccount(v) : v,
  );
}

export interface ActivityEntry {
  action: string;
  resource: string;
  recordId: number | string | null;
  /** The record as it was and as it became (its fields; read back as JSON objects). */
  before?: object | null;
  after?: object | null;
}

/** Appends one entry in the caller's transaction, so the entry and the change commit or roll back together. */
export async function logActivity(
  trx: Kysely<DB>,
  actor: Pick<Actor, 'id' | 'username' | 'ip'> | null,
  entry: ActivityEntry,
): Promise<void> {
  await repo.insertActivity(trx, {
    actor_id: actor?.id || null,
    actor_username: actor?.username || null,
    action: entry.action,
    resource: entry.resource,
    record_id: entry.recordId == null ? null : String(entry.recordId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: actor?.ip ?? null,
    created_at: nowIso(),
  });
}

type Snapshot = ActivityLogItem['before'];

/** Snapshots are stored from objects; a stored non-object (written by hand) is shown wrapped, not dropped. */
function readSnapshot(text: string | null): Snapshot {
  if (text == null) return null;
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ...value };
  return { value };
}

const toItem = (r: repo.ActivityRow): ActivityLogItem => ({
  id: r.id,
  actor_id: r.actor_id,
  actor_username: r.actor_username,
  action: r.action,
  resource: r.resource,
  record_id: r.record_id,
  before: readSnapshot(r.before),
  after: readSnapshot(r.after),
  ip: r.ip,
  created_at: r.created_at,
});

export async function listActivity(db: Database, query: ActivityLogQuery): Promise<Page<ActivityLogItem>> {
  const [rows, total] = await Promise.all([
    repo.findActivity(db.kysely, query, query),
    repo.countActivity(db.kysely, query),
  ]);
  return { data: rows.map(toItem), metadata: pageMetadata(query.page, query.limit, total) };
}
