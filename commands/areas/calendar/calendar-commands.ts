// The calendar: the month grid at /calendar (holidays, company events, leave), its events added,
// edited and deleted from the grid or the palette, a day opened (who is out, events, holidays), any date found
// from the palette ("Go to date…", "Who is out on…"), and the .ics export. Permissions: the `calendar` resource;
// leave shows only with leaveRequest read (the server leaves it out otherwise).
import { dayLabel } from '../../../contract/dates.ts';
import { TOAST } from '../../../contract/messages.ts';
import type { Command, CommandContext, EntityRef } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { dateOfId } from './calendar-dates.ts';
import { deleteCommand } from '../../delete-command.ts';
import { CALENDAR_TOAST } from './calendar-text.ts';

export const CALENDAR_ROUTE = '/calendar';

export interface CalendarCommandApi {
  /** The day the calendar on screen has in focus, or today. */
  shownDate(): Promise<string>;
  /** Today's business date (Asia/Phnom_Penh). */
  today(): Promise<string>;
  deleteEvent(id: number): Promise<string | undefined>;
  /** Holidays and events of the shown month's year as an .ics file. */
  exportIcs(): Promise<void>;
  /** Cambodia's public holidays of a year; answers the server's message. */
  addPublicHolidays(year: number): Promise<string | undefined>;
}
export const calendarApi = apiSlot<CalendarCommandApi>('calendar');

/** The calendar on a day (YYYY-MM-DD, or 'today' for the business day when the page opens); `openDay` also opens
 * that day's panel. */
export function calendarPath(date?: string, openDay = false): string {
  if (!date) return CALENDAR_ROUTE;
  return `${CALENDAR_ROUTE}?date=${date}${openDay ? '&day=open' : ''}`;
}

/** A day as the palette offers it: "Wednesday, 25 November 2026", id 20261125. */
export const dateEntity = (date: string): EntityRef => ({
  kind: 'calendarDate',
  id: Number(date.replace(/-/g, '')),
  name: dayLabel(date),
  extra: { date },
});
export const dateOf = (arg: EntityRef): string => (arg.extra?.date as string | undefined) ?? dateOfId(arg.id);

const read = { resource: 'calendar', action: 'read' } as const;
const onCalendar = (ctx: CommandContext) => ctx.pathname === CALENDAR_ROUTE;
/** The day in focus on the calendar (the dialogs fall back to today without one). */
async function shownDay(ctx: CommandContext): Promise<EntityRef | undefined> {
  const date = await ctx.api(calendarApi).shownDate();
  return date ? dateEntity(date) : undefined;
}

export const calendarCommands: Command[] = [
  {
    id: 'calendar.goToDate',
    title: 'Go to date…',
    group: 'Calendar',
    keywords: ['jump to date', 'calendar', 'day', 'month', 'find date'],
    scope: 'calendarDate',
    permission: read,
    label: (arg) => `Go to ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(calendarPath(dateOf(arg))),
  },
  {
    id: 'calendar.today',
    title: 'Go to today',
    group: 'Calendar',
    keywords: ['this month', 'now', 'calendar today'],
    shortcut: 't',
    keyContext: 'calendar',
    permission: read,
    when: onCalendar,
    run: async (ctx) => ctx.navigate(calendarPath(await ctx.api(calendarApi).today())),
  },
  {
    id: 'calendar.outOn',
    title: 'Who is out on…',
    group: 'Calendar',
    keywords: ['on leave on', 'absent on', 'away on', 'off on', 'leave on date'],
    scope: 'calendarDate',
    permission: read,
    label: (arg) => `Who is out on ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(calendarPath(dateOf(arg), true)),
  },
  {
    id: 'calendar.openDay',
    title: 'Open the day in focus',
    group: 'Calendar',
    keywords: ['day details', 'who is out', 'events of the day'],
    permission: read,
    when: onCalendar,
    run: async (ctx) => ctx.openDialog('calendar.day', await shownDay(ctx)),
  },
  {
    id: 'calendar.addEvent',
    title: 'Add event',
    group: 'Calendar',
    keywords: ['new event', 'company event', 'add holiday', 'training', 'meeting', 'schedule'],
    shortcut: 'c',
    keyContext: 'calendar',
    permission: { resource: 'calendar', action: 'create' },
    placements: { toolbar: { order: 3, label: 'Add Event' } },
    // On the calendar the event starts on the day in focus; elsewhere the dialog starts empty.
    run: async (ctx) => ctx.openDialog('calendar.addEvent', onCalendar(ctx) ? await shownDay(ctx) : undefined),
  },
  {
    id: 'calendar.editEvent',
    title: 'Edit event…',
    group: 'Calendar',
    keywords: ['change event', 'move event', 'rename event', 'edit holiday'],
    scope: 'calendarEvent',
    permission: { resource: 'calendar', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('calendar.editEvent', arg),
  },
  deleteCommand({
    id: 'calendar.deleteEvent',
    noun: 'event',
    group: 'Calendar',
    keywords: ['remove event', 'cancel event', 'delete holiday'],
    scope: 'calendarEvent',
    permission: { resource: 'calendar', action: 'delete' },
    order: 2,
    question: (arg) => `Delete "${arg.name}"? A holiday's days count as working days again.`,
    remove: (ctx, arg) => ctx.api(calendarApi).deleteEvent(arg.id),
    deleted: CALENDAR_TOAST.deleted,
  }),
  {
    id: 'calendar.addPublicHolidays',
    title: "Add Cambodia's public holidays for…",
    group: 'Calendar',
    keywords: ['public holidays', 'holiday list', 'khmer new year', 'pchum ben', 'water festival', 'next year'],
    scope: 'calendarYear',
    permission: { resource: 'calendar', action: 'create' },
    label: (arg) => `Add Cambodia's public holidays for ${arg.id}`,
    run: async (ctx, arg) => {
      const year = arg.id;
      const ok = await ctx.confirm({
        title: 'Add public holidays',
        message: `Add Cambodia's public holidays of ${year} to the calendar? Those already there stay as they are; leave filed before does not change its days.`,
        confirmLabel: 'Add holidays',
      });
      if (!ok) return;
      const message = await ctx.api(calendarApi).addPublicHolidays(year);
      ctx.toast.success(message || `Public holidays of ${year} added.`);
    },
  },
  {
    id: 'calendar.exportIcs',
    title: 'Export holidays and events (.ics)',
    group: 'Calendar',
    keywords: ['ical', 'icalendar', 'outlook', 'google calendar', 'download', 'subscribe', 'ics'],
    permission: read,
    placements: { toolbar: { order: 2, label: 'Export .ics' } },
    run: async (ctx) => {
      await ctx.api(calendarApi).exportIcs();
      ctx.toast.success(TOAST.exportReady);
    },
  },
];

export const calendarArea = defineArea({
  id: 'calendar',
  commands: calendarCommands,
  api: calendarApi,
  // A date is typed into the palette ("25 Dec", "tomorrow"); an event is picked by its title.
  entities: {
    calendarDate: { label: 'Date' },
    calendarYear: { label: 'Year' },
    calendarEvent: { label: 'Event' },
  },
  logResources: { calendar: 'Calendar' },
  dialogs: ['calendar.addEvent', 'calendar.editEvent', 'calendar.day'],
  routes: [
    {
      path: CALENDAR_ROUTE,
      title: 'Calendar',
      permission: { resource: 'calendar', action: 'read' },
      nav: {
        id: 'nav.calendar',
        shortcut: 'g c',
        keywords: ['events', 'holidays'],
        sidebar: { section: 'main', order: 8 },
      },
    },
  ],
  keyContexts: [{ id: 'calendar', page: CALENDAR_ROUTE }],
});
