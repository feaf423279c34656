// Calendar events under the calendar permission (DESIGN.md section 5: calendar-event).
import { idParams, messageOnly } from '../../../contract/api/common.ts';
import {
  calendarEventBody,
  calendarEventListQuery,
  calendarEventListResponse,
  calendarEventResponse,
  calendarEventUpdateBody,
} from '../../../contract/api/requests-holidays.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import * as service from './service.ts';

const base = '/api/v1/admin/calendar-event';

export const calendarEventRoutes = (db: Database): AnyRouteSpec[] => [
  listRoute({
    url: base,
    summary: 'List calendar events (holidays and company events), by date',
    tag: 'calendar-event',
    access: { resource: 'calendar', action: 'read' },
    query: calendarEventListQuery,
    response: calendarEventListResponse,
    list: (query) => service.listCalendarEvents(db, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One calendar event',
    tag: 'calendar-event',
    access: { resource: 'calendar', action: 'read' },
    params: idParams,
    response: calendarEventResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await service.getCalendarEvent(db, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: base,
    summary: 'Create a calendar event (kind holiday by default)',
    tag: 'calendar-event',
    access: { resource: 'calendar', action: 'create' },
    body: calendarEventBody,
    response: calendarEventResponse,
    handler: async ({ actor, body, reply }) => {
      const data = await service.createCalendarEvent(db, actor, body);
      reply.status(201);
      return { message: 'Event created successfully!', data };
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: `${base}/:id`,
    summary: 'Update a calendar event (any fields)',
    tag: 'calendar-event',
    access: { resource: 'calendar', action: 'update' },
    params: idParams,
    body: calendarEventUpdateBody,
    response: calendarEventResponse,
    handler: async ({ actor, params, body }) => ({
      message: 'Event updated successfully!',
      data: await service.updateCalendarEvent(db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete a calendar event',
    tag: 'calendar-event',
    access: { resource: 'calendar', action: 'delete' },
    params: idParams,
    response: messageOnly,
    handler: async ({ actor, params }) => {
      await service.deleteCalendarEvent(db, actor, params.id);
      return { message: 'Event deleted successfully!' };
    },
  }),
];
