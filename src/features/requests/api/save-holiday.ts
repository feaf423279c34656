// Add, change or delete a holiday (a calendar event of kind holiday).
import { API } from '../../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

const STALE = [API.calendarEvents];

export interface HolidayFields {
  title: string;
  event_date: string;
  description?: string;
}

export function saveHoliday(id: number | null, body: HolidayFields) {
  return id ? sendAndRevalidate('PATCH', API.calendarEvent(id), STALE, body) : sendAndRevalidate('POST', API.calendarEvents, STALE, { ...body, kind: 'holiday' });
}

export const deleteHoliday = (id: number) => sendAndRevalidate('DELETE', API.calendarEvent(id), STALE);
