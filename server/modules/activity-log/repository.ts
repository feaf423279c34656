// The activity log is append-only: this module inserts and reads; nothing updates or deletes.
// Every read is newest first by (created_at, id), the order the migration-013 indexes end with, so a filtered
// page reads a range of one index in order; totals are counted up to a cap.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ActivityLogTable, DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';

export type NewActivity = Omit<Insertable<ActivityLogTable>, 'id'>;

export async function insertActivity(trx: Kysely<DB>, row: NewActivity): Promise<void> {
  await trx.insertInto('activity_log').values(row).execute();
}

export type ActivityRow = Selectable<ActivityLogTable>;

export interface ActivityFilter {
  actor_id?: number;
  /** Part of the actor's username. */
  q?: string;
  resource?: string;
  action?: string;
  record_id?: string;
  /** UTC instants: created_at >= since and < until. */
  since?: string;
  until?: string;
}

function matching(db: Kysely<DB>, f: ActivityFilter) {
  return db
    .selectFrom('activity_log')
    .$if(f.actor_id !== undefined, (q) => q.where('actor_id', '=', f.actor_id!))
    .$if(!!f.resource, (q) => q.where('resource', '=', f.resource!))
    .$if(!!f.action, (q) => q.where('action', '=', f.action!))
    .$if(!!f.record_id, (q) => q.where('record_id', '=', f.record_id!))
    .$if(!!f.since, (q) => q.where('created_at', '>=', f.since!))
    .$if(!!f.until, (q) => q.where('created_at', '<', f.until!))
    .$if(!!f.q, (q) => q.where(containsText('actor_username', f.q!)));
}

/** Newest first. */
export function findActivity(
  db: Kysely<DB>,
  filter: ActivityFilter,
  window: { offset: number; limit: number },
): Promise<ActivityRow[]> {
  return matching(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** How many entries match, counting no further than `cap` + 1 (more than cap answers cap + 1). */
export async function countActivityUpTo(db: Kysely<DB>, filter: ActivityFilter, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      matching(db, filter)
        .select(sql.lit(1).as('one'))
        .limit(cap + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findEntry(db: Kysely<DB>, id: number): Promise<ActivityRow | undefined> {
  return db.selectFrom('activity_log').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Users by username, those whose username contains `q` if given, for the Actor filter (the log keeps actors by
 * id; their names are read here). */
export function findActors(db: Kysely<DB>, q: string | undefined, limit: number) {
  return db
    .selectFrom('sys_user')
    .select(['id', 'username'])
    .$if(!!q, (x) => x.where(containsText('username', q!)))
    .orderBy('username')
    .orderBy('id')
    .limit(limit)
    .execute();
}
