// Add, change or delete a holiday (a calendar event of kind holiday).
import type { CalendarEventBody, CalendarEventUpdateBody } from '../../../../contract/api/requests-holidays.ts';
import { API } from '../../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const STALE = [API.calendarEvents];

/** What the holiday dialog edits; the kind is always holiday. */
export type HolidayFields = Pick<CalendarEventBody, 'title' | 'event_date' | 'description'>;

export function saveHoliday(id: number | null, body: HolidayFields) {
  if (id) return sendAndRevalidate('PATCH', API.calendarEvent(id), STALE, body satisfies CalendarEventUpdateBody);
  return sendAndRevalidate('POST', API.calendarEvents, STALE, { ...body, kind: 'holiday' } satisfies CalendarEventBody);
}

export const deleteHoliday = (id: number) => sendAndRevalidate('DELETE', API.calendarEvent(id), STALE);
