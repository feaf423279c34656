// Calendar events: public holidays (leave does not count them) and company events, trainings and meetings. A
// holiday added after a leave was filed does not change that request's days. Adding, moving or removing a
// holiday derives the attendance of its dates again in the same transaction (409 when a date lies in a closed
// period). The month view answers events, holidays and leave of a range in one call; leave only for holders of
// leaveRequest read.
import { addDays, datesBetween } from '../../../contract/dates.ts';
import type { Kysely } from 'kysely';
import {
  CALENDAR_LEAVE_PER_DAY,
  type CalendarData,
  type CalendarIcsQuery,
  type CalendarLeave,
  type CalendarQuery,
  type PublicHolidaysBody,
  type PublicHolidaysResult,
} from '../../../contract/api/calendar.ts';
import {
  CALENDAR_EVENT_KINDS,
  CALENDAR_EVENT_MESSAGES,
  EVENT_MAX_DAYS,
  eventFieldIssues,
  type CalendarEventBody,
  type CalendarEventItem,
  type CalendarEventKind,
  type CalendarEventListQuery,
  type CalendarEventUpdateBody,
} from '../../../contract/api/calendar-events.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import { rolePermissionIds } from '../../auth/privileges.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { logActivity } from '../activity-log/service.ts';
import { holidaysChanged } from '../attendance/service.ts';
import { CAMBODIA_HOLIDAY_YEARS, cambodiaHolidays } from './cambodia-holidays.ts';
import { toIcs } from './ics.ts';
import { leaveByDay } from './leave-days.ts';
import * as repo from './repository.ts';

const isKind = (kind: string): kind is CalendarEventKind => (CALENDAR_EVENT_KINDS as readonly string[]).includes(kind);

function toItem(r: repo.CalendarEventRow): CalendarEventItem {
  // Only the API writes this column, through the contract's enum; anything else is a broken row.
  if (!isKind(r.kind)) throw new Error(`calendar_event ${r.id} has an unknown kind '${r.kind}'`);
  return {
    id: r.id,
    title: r.title,
    event_date: r.event_date,
    end_date: r.end_date,
    kind: r.kind,
    office: r.office_id != null && r.office_name != null ? { id: r.office_id, name: r.office_name } : null,
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
  if (!row) throw notFound(CALENDAR_EVENT_MESSAGES.notFound);
  return toItem(row);
}

export const getCalendarEvent = (db: Database, id: number) => eventIn(db.kysely, id);

const taken = 'An event with this title already exists on that date.';

/** The rules across fields once an update is merged onto the stored event, and the office named exists. */
async function assertValid(
  trx: Kysely<DB>,
  e: { kind: CalendarEventKind; event_date: string; end_date: string | null; office_id: number | null },
) {
  const issues = eventFieldIssues(e);
  if (e.office_id && !issues.length && !(await repo.officeExists(trx, e.office_id)))
    issues.push({ field: 'office_id', message: CALENDAR_EVENT_MESSAGES.officeNotFound });
  if (issues.length) throw badRequest(issues);
}

/** A one-day event stores no end date. */
const endOf = (start: string, end: string | null | undefined) => (end && end !== start ? end : null);

/** Inserts one event in the caller's transaction: checked, logged, and a holiday's date derived again. */
async function insertEvent(trx: Kysely<DB>, actor: Actor, body: CalendarEventBody): Promise<CalendarEventItem> {
  const values = {
    kind: body.kind,
    event_date: body.event_date,
    end_date: endOf(body.event_date, body.end_date),
    office_id: body.office_id ?? null,
  };
  await assertValid(trx, values);
  const now = nowIso();
  const id = await repo.insertCalendarEvent(trx, {
    ...values,
    title: body.title,
    description: body.description ?? '',
    created_at: now,
    updated_at: now,
  });
  const item = await eventIn(trx, id);
  await logActivity(trx, actor, { action: 'create', resource: 'calendar', recordId: id, after: item });
  if (item.kind === 'holiday') await holidaysChanged(trx, [item.event_date]);
  return item;
}

export function createCalendarEvent(db: Database, actor: Actor, body: CalendarEventBody): Promise<CalendarEventItem> {
  return uniqueOr409(taken, () => db.tx((trx) => insertEvent(trx, actor, body)));
}

/** Cambodia's public holidays of a year, in one transaction; the ones the calendar has (same date and title) stay. */
export function addPublicHolidays(
  db: Database,
  actor: Actor,
  { year }: PublicHolidaysBody,
): Promise<PublicHolidaysResult> {
  if (!CAMBODIA_HOLIDAY_YEARS.includes(year))
    throw badRequest([
      {
        field: 'year',
        message: CALENDAR_EVENT_MESSAGES.noHolidayList(year, CAMBODIA_HOLIDAY_YEARS),
      },
    ]);
  return db.tx(async (trx) => {
    const holidays = cambodiaHolidays(year);
    const have = new Set((await repo.holidaysOfYear(trx, year)).map((h) => `${h.event_date} ${h.title.toLowerCase()}`));
    let added = 0;
    for (const h of holidays) {
      if (have.has(`${h.date} ${h.title.toLowerCase()}`)) continue;
      await insertEvent(trx, actor, {
        title: h.title,
        event_date: h.date,
        kind: 'holiday',
        description: 'Public holiday in Cambodia',
      });
      added++;
    }
    return { year, added, kept: holidays.length - added };
  });
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
      const merged = {
        kind: body.kind ?? before.kind,
        event_date: body.event_date ?? before.event_date,
        end_date: body.end_date !== undefined ? body.end_date : before.end_date,
        office_id: body.office_id !== undefined ? body.office_id : (before.office?.id ?? null),
      };
      merged.end_date = endOf(merged.event_date, merged.end_date);
      await assertValid(trx, merged);
      await repo.updateCalendarEvent(trx, id, { ...body, ...merged, updated_at: nowIso() });
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

// --- the month view and the .ics export

const mayReadLeave = async (db: Database, actor: Actor) =>
  (await rolePermissionIds(db.kysely, actor.roleId)).has(permissionId({ resource: 'leaveRequest', action: 'read' }));

function eventsTouching(db: Database, q: { from: string; to: string; office_id?: number; kind?: string }) {
  return repo.findEventsTouching(db.kysely, {
    from: q.from,
    to: q.to,
    earliestStart: addDays(q.from, -(EVENT_MAX_DAYS - 1)),
    kinds: q.kind ? [q.kind] : undefined,
    officeId: q.office_id,
  });
}

/**
 * The range's events and, for holders of leaveRequest read, who is out: every working day's counts, and the
 * leave listed, the first few of each day for a range (the grid) or nearly all for one day (its panel).
 */
export async function calendarRange(db: Database, actor: Actor, q: CalendarQuery): Promise<CalendarData> {
  const wantsEvents = q.kind !== 'leave';
  const wantsLeave = (!q.kind || q.kind === 'leave') && (await mayReadLeave(db, actor));
  const [events, leave] = await Promise.all([
    wantsEvents ? eventsTouching(db, { ...q, kind: q.kind === 'leave' ? undefined : q.kind }) : [],
    wantsLeave ? leaveOfRange(db.kysely, q) : null,
  ]);
  return { from: q.from, to: q.to, events: events.map(toItem), ...leave };
}

async function leaveOfRange(
  db: Kysely<DB>,
  q: CalendarQuery,
): Promise<Pick<CalendarData, 'leave' | 'leave_days' | 'leave_capped'>> {
  const perDay = q.from === q.to ? CALENDAR_LEAVE_PER_DAY.day : CALENDAR_LEAVE_PER_DAY.range;
  const [groups, holidays] = await Promise.all([
    repo.leaveGroupsTouching(
      db,
      {
        from: q.from,
        to: q.to,
        latestEnd: addDays(q.to, 366),
        departmentId: q.department_id,
        teamId: q.team_id,
        officeId: q.office_id,
      },
      perDay,
    ),
    repo.findEventsTouching(db, { from: q.from, to: q.to, earliestStart: q.from, kinds: ['holiday'] }),
  ]);
  const out = leaveByDay(groups, datesBetween(q.from, q.to), new Set(holidays.map((h) => h.event_date)), perDay);
  const rows = out.listed.size ? await repo.leaveDetails(db, [...out.listed]) : [];
  // By first day, as the grid lays them out.
  rows.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  return {
    leave: rows.map((r): CalendarLeave => ({
      id: r.id,
      status: r.status === 'approve' ? 'approve' : 'pending',
      start_date: r.start_date,
      end_date: r.end_date,
      start_half: !!r.start_half,
      end_half: !!r.end_half,
      leave_type: r.leave_type,
      employee: { id: r.employee_id, name: `${r.first_name} ${r.last_name}`, staff_id: r.staff_id },
    })),
    leave_days: out.days,
    leave_capped: out.capped,
  };
}

export async function calendarIcs(db: Database, q: CalendarIcsQuery): Promise<string> {
  const rows = await eventsTouching(db, q);
  return toIcs(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      kind: r.kind,
      start: r.event_date,
      end: r.end_date ?? r.event_date,
      location: r.office_name,
      updatedAt: r.updated_at,
    })),
    'HRMS holidays and events',
  );
}
