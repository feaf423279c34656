// Calendar events: public holidays (leave does not count them) and company events. A holiday added after a
// leave was filed does not change that request's days. Adding, moving or removing a holiday derives the
// attendance of its dates again in the same transaction (409 when a date lies in a closed period).
import type { Kysely } from 'kysely';
import {
  CALENDAR_EVENT_KINDS,
  type CalendarEventBody,
  type CalendarEventItem,
  type CalendarEventKind,
  type CalendarEventListQuery,
  type CalendarEventUpdateBody,
} from '../../../contract/api/requests-holidays.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import { holidaysChanged } from '../attendance/service.ts';
import * as repo from './repository.ts';

const isKind = (kind: string): kind is CalendarEventKind => (CALENDAR_EVENT_KINDS as readonly string[]).includes(kind);

function toItem(r: repo.CalendarEventRow): CalendarEventItem {
  // Only the API writes this column, through the contract's enum; anything else is a broken row.
  if (!isKind(r.kind)) throw new Error(`calendar_event ${r.id} has an unknown kind '${r.kind}'`);
  return {
    id: r.id,
    title: r.title,
    event_date: r.event_date,
    kind: r.kind,
    description: r.description,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export async function listCalendarEvents(db: Database, q: CalendarEventListQuery): Promise<Page<CalendarEventItem>> {
  const [rows, total] = await Promise.all([
    repo.findCalendarEvents(db.kysely, q, q),
    repo.countCalendarEvents(db.kysely, q),
  ]);
  return { data: rows.map(toItem), metadata: pageMetadata(q.page, q.limit, total) };
}

async function eventIn(db: Kysely<DB>, id: number): Promise<CalendarEventItem> {
  const row = await repo.findCalendarEvent(db, id);
  if (!row) throw notFound('Calendar event not found');
  return toItem(row);
}

export const getCalendarEvent = (db: Database, id: number) => eventIn(db.kysely, id);

const taken = 'An event with this title already exists on that date.';

export function createCalendarEvent(db: Database, actor: Actor, body: CalendarEventBody): Promise<CalendarEventItem> {
  return uniqueOr409(taken, () =>
    db.tx(async (trx) => {
      const now = nowIso();
      const id = await repo.insertCalendarEvent(trx, {
        title: body.title,
        event_date: body.event_date,
        kind: body.kind,
        description: body.description ?? '',
        created_at: now,
        updated_at: now,
      });
      const item = await eventIn(trx, id);
      await logActivity(trx, actor, { action: 'create', resource: 'calendar', recordId: id, after: item });
      if (item.kind === 'holiday') await holidaysChanged(trx, [item.event_date]);
      return item;
    }),
  );
}

export function updateCalendarEvent(
  db: Database,
  actor: Actor,
  id: number,
  body: CalendarEventUpdateBody,
): Promise<CalendarEventItem> {
  return uniqueOr409(taken, () =>
    db.tx(async (trx) => {
      const before = await eventIn(trx, id);
      await repo.updateCalendarEvent(trx, id, { ...body, updated_at: nowIso() });
      const after = await eventIn(trx, id);
      await logActivity(trx, actor, { action: 'update', resource: 'calendar', recordId: id, before, after });
      if (before.kind === 'holiday' || after.kind === 'holiday')
        await holidaysChanged(trx, [before.event_date, after.event_date]);
      return after;
    }),
  );
}

export function deleteCalendarEvent(db: Database, actor: Actor, id: number): Promise<void> {
  return db.tx(async (trx) => {
    const before = await eventIn(trx, id);
    await repo.deleteCalendarEvent(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'calendar', recordId: id, before });
    if (before.kind === 'holiday') await holidaysChanged(trx, [before.event_date]);
  });
}
