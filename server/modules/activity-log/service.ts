// The activity log: every area appends an entry inside its own write transaction (logActivity, from here);
// the log page reads it back newest first with the stored snapshots as JSON objects.
import type { ActivityLogItem, ActivityLogQuery } from '../../../contract/api/activity-log.ts';
import type { Database } from '../../db/database.ts';
import type { Page } from '../../http/list-route.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import * as repo from './repository.ts';

export { logActivity, type ActivityEntry } from './repository.ts';

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
