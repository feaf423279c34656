// Calendar event rows, and the leave the calendar shows: the queries behind the calendar service. Each
// function takes the database or the caller's transaction first.
import { PostgresAdapter, sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CalendarEventTable, DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';

export interface CalendarEventFilter {
  q?: string;
  kind?: string;
  /** Inclusive YYYY-MM-DD bounds on the event's first day. */
  from?: string;
  to?: string;
}

function withOffice(db: Kysely<DB>) {
  return db
    .selectFrom('calendar_event as c')
    .leftJoin('office as o', 'o.id', 'c.office_id')
    .select([
      'c.id',
      'c.title',
      'c.event_date',
      'c.end_date',
      'c.kind',
      'c.office_id',
      'o.name as office_name',
      'c.description',
      'c.created_at',
      'c.updated_at',
    ]);
}

export type CalendarEventRow = Awaited<ReturnType<ReturnType<typeof withOffice>['executeTakeFirstOrThrow']>>;

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
  return withOffice(db)
    .where('c.id', 'in', matching(db, filter).select('id'))
    .orderBy('c.event_date')
    .orderBy('c.id')
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .execute();
}

export async function countCalendarEvents(db: Kysely<DB>, filter: CalendarEventFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface EventRangeFilter {
  from: string;
  to: string;
  /** No event starts before this (an event lasts at most a bounded number of days): keeps the read a range. */
  earliestStart: string;
  kinds?: readonly string[];
  /** Events of this office and of the whole company. */
  officeId?: number;
}

/** The events touching [from, to], by first day. */
export function findEventsTouching(db: Kysely<DB>, f: EventRangeFilter): Promise<CalendarEventRow[]> {
  return withOffice(db)
    .where('c.event_date', '>=', f.earliestStart)
    .where('c.event_date', '<=', f.to)
    .where((eb) => eb(eb.fn.coalesce('c.end_date', 'c.event_date'), '>=', f.from))
    .$if(!!f.kinds, (x) => x.where('c.kind', 'in', f.kinds!))
    .$if(!!f.officeId, (x) =>
      x.where((eb) => eb.or([eb('c.office_id', 'is', null), eb('c.office_id', '=', f.officeId!)])),
    )
    .orderBy('c.event_date')
    .orderBy('c.id')
    .execute();
}

export interface LeaveRangeFilter {
  from: string;
  to: string;
  /** No leave touching the range ends after this (a leave lies within one year): keeps the read a range. */
  latestEnd: string;
  departmentId?: number;
  teamId?: number;
  officeId?: number;
}

/**
 * The leave of one status, first and last day, counted. `ids` are its lowest ids, ascending, as many as a day lists
 * (all, if fewer): its requests cover the same days and come in the grid's order by id, so on any day they are
 * listed lowest id first, and no day lists one past those.
 */
export interface LeaveGroup {
  status: string;
  start_date: string;
  end_date: string;
  count: number;
  ids: readonly number[];
}

/**
 * The pending and approved leave touching [from, to] under the filters, every one of it (the day counts need it
 * all), from migration 022's index alone, grouped by status, first and last day: a month's grid touches about
 * 7,000 requests but a few hundred such groups, and sending each request was most of a call's time. Each group
 * carries its count and its lowest `listed` ids, ascending: its requests cover the same days, so no day can list
 * others of them (leave-days.ts). The filters are on the person, through their own indexes.
 */
export async function leaveGroupsTouching(db: Kysely<DB>, f: LeaveRangeFilter, listed: number): Promise<LeaveGroup[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ids = postgres
    ? sql<string>`array_to_string((array_agg(r.id order by r.id))[1:${sql.lit(listed)}], ',')`
    : sql<string>`group_concat(r.id, ',' order by r.id)`;
  const rows = await db
    .selectFrom('approval_request as r')
    .select([
      'r.status',
      'r.start_date',
      'r.end_date',
      (eb) => eb.fn.countAll<number | string>().as('count'),
      ids.as('ids'),
    ])
    .where('r.kind', '=', 'leave')
    .where('r.end_date', '>=', f.from)
    .where('r.end_date', '<=', f.latestEnd)
    .where('r.start_date', '<=', f.to)
    .where('r.status', 'in', ['pending', 'approve'])
    .$if(!!f.teamId, (x) =>
      x.where('r.employee_id', 'in', (eb) =>
        eb.selectFrom('employee as e').select('e.id').where('e.team_id', '=', f.teamId!),
      ),
    )
    .$if(!!f.departmentId, (x) =>
      x.where('r.employee_id', 'in', (eb) =>
        eb
          .selectFrom('employee as e')
          .innerJoin('team as t', 't.id', 'e.team_id')
          .select('e.id')
          .where('t.department_id', '=', f.departmentId!),
      ),
    )
    .$if(!!f.officeId, (x) =>
      x.where('r.employee_id', 'in', (eb) =>
        eb.selectFrom('employee_office as eo').select('eo.employee_id').where('eo.office_id', '=', f.officeId!),
      ),
    )
    .groupBy(['r.status', 'r.start_date', 'r.end_date'])
    .execute();
  return rows.map((r) => ({
    status: r.status,
    start_date: r.start_date,
    end_date: r.end_date,
    count: Number(r.count),
    // SQLite's list is whole: only the first `listed` are read.
    ids: r.ids.split(',', listed).map(Number),
  }));
}

/**
 * The leave requests with these ids, with their type and person, in no particular order. The ids are matched on
 * leave_request's key: matched on the request's, PostgreSQL hashed every leave_request row (60,000: 15 ms) to
 * join the few hundred asked for.
 */
export function leaveDetails(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('leave_request as l', 'l.request_id', 'r.id')
    .innerJoin('leave_type as t', 't.id', 'l.leave_type_id')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .select([
      'r.id',
      'r.status',
      'r.start_date',
      'r.end_date',
      'l.start_half',
      'l.end_half',
      't.name as leave_type',
      'e.id as employee_id',
      'e.first_name',
      'e.last_name',
      'e.staff_id',
    ])
    .where('l.request_id', 'in', ids)
    .execute();
}

/** The holidays of a year, to tell which of a list are there already. */
export function holidaysOfYear(db: Kysely<DB>, year: number) {
  return db
    .selectFrom('calendar_event')
    .select(['event_date', 'title'])
    .where('kind', '=', 'holiday')
    .where('event_date', '>=', `${year}-01-01`)
    .where('event_date', '<=', `${year}-12-31`)
    .execute();
}

export function findCalendarEvent(db: Kysely<DB>, id: number): Promise<CalendarEventRow | undefined> {
  return withOffice(db).where('c.id', '=', id).executeTakeFirst();
}

export async function officeExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('office').select('id').where('id', '=', id).executeTakeFirst());
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
