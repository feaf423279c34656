// The calendar's reads and writes (contract/api/routes/calendar.ts): the range (events,
// holidays, leave) the month grid and the day panel show, one event for its edit dialog, event titles for the
// palette, the writes, and the .ics download.
import type { z } from 'zod';
import type { calendarQuery, calendarResponse } from '../../../../contract/api/calendar.ts';
import type { CalendarEventBody, calendarEventResponse } from '../../../../contract/api/calendar-events.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { calendar, calendarEvents } from '../../../../contract/api/routes/calendar.ts';
import { call, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export type CalendarRangeQuery = QueryOf<typeof calendarQuery>;
export type CalendarResult = z.infer<typeof calendarResponse>;
export type CalendarEventDetail = z.infer<typeof calendarEventResponse>['data'];

/** The calendar prefix covers calendar-event too; the dashboard shows holidays and who is out. */
const STALE = [calendar.range, dashboard.get];

export const useCalendarRange = (query: CalendarRangeQuery | null) =>
  useRead(calendar.range, query ? { query } : null, { keepPreviousData: true });

export function useCalendarEvent(id: number | null) {
  // Always fresh: an edit starts from what the server holds now.
  return useRead(calendarEvents.get, id ? { params: { id } } : null, { revalidateOnMount: true });
}

/** Events whose title contains the text, soonest first, for the palette's picker. */
export async function searchCalendarEvents(q: string, from: string) {
  return (await call(calendarEvents.list, { query: { q: q || undefined, from, limit: 20 } })).data;
}

export function saveCalendarEvent(id: number | null, body: CalendarEventBody) {
  if (id) return sendAndRevalidate(calendarEvents.update, { params: { id }, body }, STALE);
  return sendAndRevalidate(calendarEvents.create, { body }, STALE);
}

export const addPublicHolidays = (year: number) =>
  sendAndRevalidate(calendar.publicHolidays, { body: { year } }, STALE);

export const deleteCalendarEvent = (id: number) => sendAndRevalidate(calendarEvents.remove, { params: { id } }, STALE);

export async function downloadIcs(from: string, to: string): Promise<void> {
  const res = await http.raw<Blob, 'blob'>(urlOf(calendar.ics, { query: { from, to } }), { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), 'calendar.ics'));
}
