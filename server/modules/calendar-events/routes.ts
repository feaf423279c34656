// Calendar events under the calendar permission (DESIGN.md section 5: calendar-event), and the calendar's
// month view (GET /calendar: events, holidays and leave of a range) and .ics export (GET /calendar/ics).
import {
  calendarIcsQuery,
  calendarQuery,
  calendarResponse,
  ICS_TYPE,
  publicHolidaysBody,
  publicHolidaysResponse,
} from '../../../contract/api/calendar.ts';
import {
  calendarEventBody,
  calendarEventListQuery,
  calendarEventListResponse,
  calendarEventResponse,
  calendarEventUpdateBody,
} from '../../../contract/api/requests-holidays.ts';
import type { Database } from '../../db/database.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import * as service from './service.ts';

const read = { resource: 'calendar', action: 'read' } as const;

export const calendarEventRoutes = (db: Database): AnyRouteSpec[] => [
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/calendar',
    summary: 'The calendar of a date range: holidays, events and (with leaveRequest read) pending and approved leave',
    tag: 'calendar',
    access: read,
    query: calendarQuery,
    response: calendarResponse,
    handler: async ({ query, actor }) => ({ message: 'OK', data: await service.calendarRange(db, actor, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/calendar/ics',
    summary: 'Holidays and events of a date range as an iCalendar file (RFC 5545)',
    tag: 'calendar',
    access: read,
    query: calendarIcsQuery,
    produces: ICS_TYPE,
    handler: async ({ query, reply }) => {
      const text = await service.calendarIcs(db, query);
      reply
        .header('Content-Type', `${ICS_TYPE}; charset=utf-8`)
        .header('Content-Disposition', `attachment; filename="calendar-${query.from}-${query.to}.ics"`);
      return Buffer.from(text, 'utf8');
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/admin/calendar/public-holidays',
    summary: "Add Cambodia's public holidays of a year in one step (those already there are kept)",
    tag: 'calendar',
    access: { resource: 'calendar', action: 'create' },
    body: publicHolidaysBody,
    response: publicHolidaysResponse,
    handler: async ({ body, actor, reply }) => {
      const data = await service.addPublicHolidays(db, actor, body);
      reply.status(201);
      return { message: `${data.added} public holidays of ${data.year} added.`, data };
    },
  }),
  ...resourceRoutes(db, {
    path: 'calendar-event',
    resource: 'calendar',
    noun: 'event',
    summaries: {
      list: 'List calendar events (holidays, company events, trainings, meetings), by date',
      get: 'One calendar event',
      create: 'Create a calendar event (kind holiday by default)',
      update: 'Update a calendar event (any fields)',
      remove: 'Delete a calendar event',
    },
    listQuery: calendarEventListQuery,
    body: calendarEventBody,
    updateBody: calendarEventUpdateBody,
    listResponse: calendarEventListResponse,
    itemResponse: calendarEventResponse,
    list: service.listCalendarEvents,
    get: service.getCalendarEvent,
    create: service.createCalendarEvent,
    update: service.updateCalendarEvent,
    remove: service.deleteCalendarEvent,
  }),
];
