// The calendar's routes (contract/api/routes/calendar.ts): the month view, its .ics export, a year's public
// holidays, and the calendar events.
import { calendarEventSchemas, calendarSchemas, ICS_TYPE } from '../../../contract/api/calendar.ts';
import { calendar, calendarEvents } from '../../../contract/api/routes/calendar.ts';
import type { Database } from '../../db/database.ts';
import { serveResource } from '../../http/resource-routes.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import * as service from './service.ts';

export function calendarRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(calendar, calendarSchemas);
  return [
    defineRoute(api.range, async ({ query, actor }) => ({
      message: 'OK',
      data: await service.calendarRange(db, actor, query),
    })),
    defineRoute(api.ics, async ({ query, reply }) => {
      const text = await service.calendarIcs(db, query);
      reply
        .header('Content-Type', `${ICS_TYPE}; charset=utf-8`)
        .header('Content-Disposition', `attachment; filename="calendar-${query.from}-${query.to}.ics"`);
      return Buffer.from(text, 'utf8');
    }),
    defineRoute(api.publicHolidays, async ({ body, actor, reply }) => {
      const data = await service.addPublicHolidays(db, actor, body);
      reply.status(201);
      return { message: `${data.added} public holidays of ${data.year} added.`, data };
    }),
    ...serveResource(db, bindRoutes(calendarEvents, calendarEventSchemas), {
      noun: 'event',
      list: service.listCalendarEvents,
      get: service.getCalendarEvent,
      create: service.createCalendarEvent,
      update: service.updateCalendarEvent,
      remove: service.deleteCalendarEvent,
    }),
  ];
}
