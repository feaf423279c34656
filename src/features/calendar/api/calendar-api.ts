// The calendar's reads and writes, typed from the contract's schemas as types only: the range (events,
// holidays, leave) the month grid and the day panel show, one event for its edit dialog, event titles for the
// palette, the writes, and the .ics download.
import type { z } from 'zod';
import type {
  PublicHolidaysBody,
  calendarIcsQuery,
  calendarQuery,
  calendarResponse,
} from '../../../../contract/api/calendar.ts';
import { API } from '../../../../contract/api/paths.ts';
import type {
  CalendarEventBody,
  CalendarEventUpdateBody,
  calendarEventListQuery,
  calendarEventListResponse,
  calendarEventResponse,
} from '../../../../contract/api/requests-holidays.ts';
import { endpoint, fetchFrom, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const range = endpoint<typeof calendarResponse, typeof calendarQuery>(API.calendar);
const events = endpoint<typeof calendarEventListResponse, typeof calendarEventListQuery>(API.calendarEvents);
// A file, not JSON: only its query is typed.
const ics = endpoint<typeof calendarResponse, typeof calendarIcsQuery>(API.calendarIcs);

export type CalendarRangeQuery = QueryOf<typeof calendarQuery>;
export type CalendarResult = z.infer<typeof calendarResponse>;
export type CalendarEventDetail = z.infer<typeof calendarEventResponse>['data'];

/** The calendar prefix covers calendar-event too; the dashboard shows holidays and who is out. */
const STALE = [API.calendar, API.dashboard];

export const useCalendarRange = (query: CalendarRangeQuery | null) =>
  useRead(query ? range : null, query ?? undefined, { keepPreviousData: true });

export function useCalendarEvent(id: number | null) {
  // Always fresh: an edit starts from what the server holds now.
  return useRead(id ? endpoint<typeof calendarEventResponse>(API.calendarEvent(id)) : null, undefined, {
    revalidateOnMount: true,
  });
}

/** Events whose title contains the text, soonest first, for the palette's picker. */
export async function searchCalendarEvents(q: string, from: string) {
  return (await fetchFrom(events, { q: q || undefined, from, limit: 20 })).data;
}

export function saveCalendarEvent(id: number | null, body: CalendarEventBody) {
  if (id) return sendAndRevalidate('PATCH', API.calendarEvent(id), STALE, body satisfies CalendarEventUpdateBody);
  return sendAndRevalidate('POST', API.calendarEvents, STALE, body);
}

export const addPublicHolidays = (year: number) =>
  sendAndRevalidate('POST', API.calendarPublicHolidays, STALE, { year } satisfies PublicHolidaysBody);

export const deleteCalendarEvent = (id: number) => sendAndRevalidate('DELETE', API.calendarEvent(id), STALE);

export async function downloadIcs(from: string, to: string): Promise<void> {
  const res = await http.raw<Blob, 'blob'>(urlOf(ics, { from, to }), { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), 'calendar.ics'));
}
