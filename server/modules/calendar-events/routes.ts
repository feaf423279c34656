// Calendar events under the calendar permission (DESIGN.md section 5: calendar-event).
import {
  calendarEventBody,
  calendarEventListQuery,
  calendarEventListResponse,
  calendarEventResponse,
  calendarEventUpdateBody,
} from '../../../contract/api/requests-holidays.ts';
import type { Database } from '../../db/database.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import * as service from './service.ts';

export const calendarEventRoutes = (db: Database) =>
  resourceRoutes(db, {
    path: 'calendar-event',
    resource: 'calendar',
    noun: 'event',
    summaries: {
      list: 'List calendar events (holidays and company events), by date',
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
  });
