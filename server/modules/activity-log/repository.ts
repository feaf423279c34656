// The activity log is append-only: this module inserts and reads; nothing updates or deletes.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivityLogTable, DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { containsText } from '../../lib/like.ts';

export type NewActivity = Omit<Insertable<ActivityLogTable>, 'id'>;

export async function insertActivity(trx: Kysely<DB>, row: NewActivity): Promise<void> {
  await trx.insertInto('activity_log').values(row).execute();
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
