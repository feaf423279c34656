// Holidays are calendar events of kind "holiday": a year's list for their page, a range for the leave form's
// working-day preview, one for the edit dialog, and a search for the palette's picker.
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../contract/api/base.ts';
import type { calendarEventListQuery, calendarEventListResponse } from '../../../contract/api/calendar-events.ts';
import { calendarEvents } from '../../../contract/api/routes/calendar.ts';
import { call, useRead, type QueryOf } from '../api-client.ts';

export type HolidayListResult = z.infer<typeof calendarEventListResponse>;

/** Holidays only; a year has a few dozen at most, so 100 a page unless said. */
const holidays = (o: Omit<QueryOf<typeof calendarEventListQuery>, 'kind'>): QueryOf<typeof calendarEventListQuery> => ({
  kind: 'holiday',
  page: 1,
  limit: MAX_LIMIT,
  ...o,
});

/** A year's holidays, by date. */
export function useHolidaysOfYear(year: number, page: number) {
  const query = holidays({ from: `${year}-01-01`, to: `${year}-12-31`, page });
  return useRead(calendarEvents.list, { query }, { keepPreviousData: true });
}

/** The holiday dates within [from, to]; asks nothing when the range is not known or not allowed. */
export function useHolidayDates(range: { from: string; to: string } | null) {
  const res = useRead(calendarEvents.list, range ? { query: holidays(range) } : null);
  return { dates: res.data ? new Set(res.data.data.map((h) => h.event_date)) : null, error: res.error };
}

export function useHoliday(id: number | null) {
  return useRead(calendarEvents.get, id ? { params: { id } } : null);
}

/** Holidays whose title contains the text, for the palette's picker. */
export async function searchHolidays(q: string, limit = 20) {
  return (await call(calendarEvents.list, { query: holidays({ q, limit }) })).data;
}
