import type { calendarEventSchemas, calendarSchemas } from '../calendar.ts';
import { can, resourceTable, routeTable } from '../route.ts';

/** The calendar's month view (events, holidays and leave of a range), its .ics export and a year's public holidays. */
export const calendar = routeTable<typeof calendarSchemas>()({
  range: ['GET', '/calendar', can('calendar', 'read')],
  ics: ['GET', '/calendar/ics', can('calendar', 'read')],
  publicHolidays: ['POST', '/calendar/public-holidays', can('calendar', 'create')],
});

/** Calendar events (holidays, company events, trainings, meetings) at /calendar-event, under the calendar permission. */
export const calendarEvents = resourceTable<typeof calendarEventSchemas>('/calendar-event', 'calendar');
