// Add, change or delete a holiday (a calendar event of kind holiday).
import type { CalendarEventBody } from '../../../../contract/api/calendar-events.ts';
import { calendarEvents } from '../../../../contract/api/routes/calendar.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const STALE = [calendarEvents.list];

/** What the holiday dialog edits; the kind is always holiday. */
export type HolidayFields = Pick<CalendarEventBody, 'title' | 'event_date' | 'description'>;

export function saveHoliday(id: number | null, body: HolidayFields) {
  if (id) return sendAndRevalidate(calendarEvents.update, { params: { id }, body }, STALE);
  return sendAndRevalidate(calendarEvents.create, { body: { ...body, kind: 'holiday' } }, STALE);
}

export const deleteHoliday = (id: number) => sendAndRevalidate(calendarEvents.remove, { params: { id } }, STALE);
