// Calendar events: public holidays (leave does not count them) and company events. A holiday added after a
// leave was filed does not change that request's days.
import type { Kysely } from 'kysely';
import type { CalendarEventBody, CalendarEventItem, CalendarEventListQuery, CalendarEventUpdateBody } from '../../../contract/api/requests-holidays.ts';
import type { Database } from '../../db/database.ts';
import { nowIso, toNumber } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../lib/crud.ts';
import { containsText } from '../../lib/like.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/repository.ts';

const toItem = (r: CalendarEventItem & Record<string, unknown>): CalendarEventItem => ({
  id: r.id,
  title: r.title,
  event_date: r.event_date,
  kind: r.kind as CalendarEventItem['kind'],
  description: r.description,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function listCalendarEvents(db: Database, q: CalendarEventListQuery) {
  const base = db.kysely
    .selectFrom('calendar_event')
    .$if(!!q.q, (x) => x.where(containsText('title', q.q!)))
    .$if(!!q.kind, (x) => x.where('kind', '=', q.kind!))
    .$if(!!q.from, (x) => x.where('event_date', '>=', q.from!))
    .$if(!!q.to, (x) => x.where('event_date', '<=', q.to!));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('event_date').orderBy('id').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((r) => toItem(r as never)), metadata: pageMetadata(q.page, q.limit, toNumber(count.n)) };
}

export async function getCalendarEvent(db: Kysely<DB>, id: number): Promise<CalendarEventItem> {
  const row = await db.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Calendar event not found');
  return toItem(row as never);
}

const taken = 'An event with this title already exists on that date.';

export function createCalendarEvent(db: Database, actor: Actor, body: CalendarEventBody) {
  return uniqueOr409(taken, () =>
    db.tx(async (trx) => {
      const now = nowIso();
      const { id } = await trx
        .insertInto('calendar_event')
        .values({ title: body.title, event_date: body.event_date, kind: body.kind, description: body.description ?? '', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await getCalendarEvent(trx, id);
      await logActivity(trx, actor, { action: 'create', resource: 'calendar', recordId: id, after: item });
      return item;
    }),
  );
}

export function updateCalendarEvent(db: Database, actor: Actor, id: number, body: CalendarEventUpdateBody) {
  return uniqueOr409(taken, () =>
    db.tx(async (trx) => {
      const before = await getCalendarEvent(trx, id);
      await trx.updateTable('calendar_event').set({ ...body, updated_at: nowIso() }).where('id', '=', id).execute();
      const after = await getCalendarEvent(trx, id);
      await logActivity(trx, actor, { action: 'update', resource: 'calendar', recordId: id, before, after });
      return after;
    }),
  );
}

export function deleteCalendarEvent(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await getCalendarEvent(trx, id);
    await trx.deleteFrom('calendar_event').where('id', '=', id).execute();
    await logActivity(trx, actor, { action: 'delete', resource: 'calendar', recordId: id, before });
  });
}
