// The demo calendar's company events: town halls, trainings, an offsite, team days and the year-end party across the
// coming months, written by HR through the service the calendar's dialog calls (so each is in the activity log). Dates
// are placed relative to today on working days that are not holidays, so the calendar shows data on first start
// whatever day that is. Idempotent: nothing happens once any event exists.
import { addDays } from '../../contract/dates.ts';
import { calendarEventBody } from '../../contract/api/calendar-events.ts';
import type { Database } from '../db/database.ts';
import { atTime } from '../lib/clock.ts';
import { businessToday } from '../lib/time.ts';
import { createCalendarEvent } from '../modules/calendar/service.ts';
import { loadRoster } from './demo-roster.ts';
import { holidaySet } from './seed-calendar-setup.ts';

interface PlannedEvent {
  /** Days from today; moved forward to the next working day that is not a holiday. */
  inDays: number;
  /** Days it lasts (1 for one day). */
  days?: number;
  title: string;
  kind: 'event' | 'training' | 'meeting';
  office?: string;
  description: string;
}

const PLAN: PlannedEvent[] = [
  {
    inDays: 2,
    title: 'Monthly town hall',
    kind: 'meeting',
    description: 'Company results and questions, 16:00 to 17:00.',
  },
  {
    inDays: 6,
    title: 'Fire safety drill',
    kind: 'training',
    office: 'Head Office',
    description: 'Evacuation practice with the building manager, 10:00.',
  },
  {
    inDays: 12,
    days: 2,
    title: 'Leadership offsite',
    kind: 'event',
    description: 'Team leads and managers in Kampot: planning for next year.',
  },
  {
    inDays: 19,
    title: 'New joiner welcome',
    kind: 'event',
    office: 'BKK1 Office',
    description: 'Breakfast and office tour.',
  },
  { inDays: 27, title: 'Year-end party', kind: 'event', description: 'Dinner for all staff and families, from 18:00.' },
  {
    inDays: 33,
    title: 'Monthly town hall',
    kind: 'meeting',
    description: 'Company results and questions, 16:00 to 17:00.',
  },
  {
    inDays: 41,
    days: 3,
    title: 'First aid certification',
    kind: 'training',
    office: 'Toul Kork Office',
    description: 'Red Cross course for the office first aiders.',
  },
  { inDays: 55, title: 'Payroll and NSSF briefing', kind: 'meeting', description: 'What changes with the new year.' },
  {
    inDays: 64,
    title: 'Monthly town hall',
    kind: 'meeting',
    description: 'Company results and questions, 16:00 to 17:00.',
  },
  {
    inDays: 78,
    title: 'Engineering demo day',
    kind: 'event',
    description: 'Each team shows what it shipped this quarter.',
  },
  {
    inDays: 95,
    title: 'Monthly town hall',
    kind: 'meeting',
    description: 'Company results and questions, 16:00 to 17:00.',
  },
  {
    inDays: 104,
    title: 'Data protection training',
    kind: 'training',
    description: 'Handling personal data: one hour, online.',
  },
  {
    inDays: 118,
    days: 2,
    title: 'Sales kick-off',
    kind: 'event',
    office: 'BKK1 Office',
    description: 'Targets and awards.',
  },
];

const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

export async function seedCompanyEvents(db: Database, options: { now?: Date } = {}): Promise<{ created: number }> {
  const existing = await db.kysely.selectFrom('calendar_event').select('id').where('kind', '!=', 'holiday').limit(1);
  if (await existing.executeTakeFirst()) return { created: 0 };
  const hr = (await loadRoster(db.kysely)).users.get('hr_manager');
  if (!hr) return { created: 0 };
  const now = options.now ?? new Date();
  const today = businessToday(now);
  const holidays = await holidaySet(db);
  const offices = new Map(
    (await db.kysely.selectFrom('office').select(['id', 'name']).execute()).map((o) => [o.name, o.id]),
  );
  let created = 0;
  // HR planned them a week ago.
  await atTime(new Date(now.getTime() - 7 * 86_400_000), async () => {
    for (const e of PLAN) {
      let start = addDays(today, e.inDays);
      while (weekend(start) || holidays.has(start)) start = addDays(start, 1);
      const body = calendarEventBody.parse({
        title: e.title,
        kind: e.kind,
        event_date: start,
        end_date: e.days && e.days > 1 ? addDays(start, e.days - 1) : null,
        office_id: e.office ? (offices.get(e.office) ?? null) : null,
        description: e.description,
      });
      await createCalendarEvent(db, hr, body);
      created++;
    }
  });
  return { created };
}
