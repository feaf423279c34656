// What HR set up before the first request: the leave types and the public holidays, through the same services
// the screens call. Idempotent item by item (a type is found by name, a holiday by date and title).
import { calendarEventBody } from '../../contract/api/calendar-events.ts';
import { leaveTypeBody } from '../../contract/api/leave.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../http/route.ts';
import { createCalendarEvent } from '../modules/calendar/service.ts';
import { createLeaveType } from '../modules/leave/leave-types.ts';
import { cambodiaHolidays, type Holiday } from './cambodia-holidays.ts';
import { DEMO_LEAVE_TYPES } from './request-templates.ts';

/** The current and next year's holidays, and last year's from `since` on (the history may reach back into it). */
export function demoHolidays(today: string, since: string): Holiday[] {
  const year = Number(today.slice(0, 4));
  return [
    ...cambodiaHolidays(year - 1).filter((h) => h.date >= since),
    ...cambodiaHolidays(year),
    ...cambodiaHolidays(year + 1),
  ];
}

/** Creates the missing leave types; returns every type's id by name. */
export async function ensureLeaveTypes(
  db: Database,
  actor: Actor,
): Promise<{ ids: Map<string, number>; created: number }> {
  let created = 0;
  const ids = new Map<string, number>();
  for (const type of DEMO_LEAVE_TYPES) {
    const found = await db.kysely
      .selectFrom('leave_type')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', type.name.toLowerCase()))
      .executeTakeFirst();
    if (found) ids.set(type.name, found.id);
    else {
      ids.set(type.name, (await createLeaveType(db, actor, leaveTypeBody.parse(type))).id);
      created++;
    }
  }
  return { ids, created };
}

/** Creates the holidays the calendar does not have yet; returns how many. */
export async function ensureHolidays(db: Database, actor: Actor, holidays: Holiday[]): Promise<number> {
  let created = 0;
  for (const h of holidays) {
    const found = await db.kysely
      .selectFrom('calendar_event')
      .select('id')
      .where('event_date', '=', h.date)
      .where((eb) => eb(eb.fn('lower', ['title']), '=', h.title.toLowerCase()))
      .executeTakeFirst();
    if (found) continue;
    await createCalendarEvent(
      db,
      actor,
      calendarEventBody.parse({
        title: h.title,
        event_date: h.date,
        kind: 'holiday',
        description: 'Public holiday in Cambodia',
      }),
    );
    created++;
  }
  return created;
}

/** Every holiday the calendar holds: what leave requests will not count. */
export async function holidaySet(db: Database): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('calendar_event')
    .select('event_date')
    .where('kind', '=', 'holiday')
    .execute();
  return new Set(rows.map((r) => r.event_date));
}
