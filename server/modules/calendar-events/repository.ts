// Calendar event rows: the queries behind the calendar-events service. Each function takes the database or
// the caller's transaction first.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CalendarEventTable, DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { containsText } from '../../lib/like.ts';

export type CalendarEventRow = Selectable<CalendarEventTable>;

export interface CalendarEventFilter {
  q?: string;
  kind?: string;
  /** Inclusive YYYY-MM-DD bounds. */
  from?: string;
  to?: string;
}

function matching(db: Kysely<DB>, f: CalendarEventFilter) {
  return db
    .selectFrom('calendar_event')
    .$if(!!f.q, (x) => x.where(containsText('title', f.q!)))
    .$if(!!f.kind, (x) => x.where('kind', '=', f.kind!))
    .$if(!!f.from, (x) => x.where('event_date', '>=', f.from!))
    .$if(!!f.to, (x) => x.where('event_date', '<=', f.to!));
}

/** By date, then in the order they were added. */
export function findCalendarEvents(
  db: Kysely<DB>,
  filter: CalendarEventFilter,
  window: { page: number; limit: number },
): Promise<CalendarEventRow[]> {
  return matching(db, filter)
    .selectAll()
    .orderBy('event_date')
    .orderBy('id')
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .execute();
}

export async function countCalendarEvents(db: Kysely<DB>, filter: CalendarEventFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export function findCalendarEvent(db: Kysely<DB>, id: number): Promise<CalendarEventRow | undefined> {
  return db.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCalendarEvent(
  db: Kysely<DB>,
  values: Omit<Insertable<CalendarEventTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('calendar_event').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCalendarEvent(
  db: Kysely<DB>,
  id: number,
  values: Updateable<CalendarEventTable>,
): Promise<void> {
  await db.updateTable('calendar_event').set(values).where('id', '=', id).execute();
}

export async function deleteCalendarEvent(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('calendar_event').where('id', '=', id).execute();
}
