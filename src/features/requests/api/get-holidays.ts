// Holidays are calendar events of kind "holiday": a year's list for their page, a range for the leave form's
// working-day preview, one for the edit dialog, and a search for the palette's picker.
import useSWR from 'swr';
import type { z } from 'zod';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { API } from '../../../../contract/api/paths.ts';
import type { calendarEventListResponse, calendarEventResponse } from '../../../../contract/api/requests-holidays.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type HolidayListResult = z.infer<typeof calendarEventListResponse>;

function holidaysUrl(o: { from?: string; to?: string; q?: string; page?: number; limit?: number }) {
  const params = new URLSearchParams({ kind: 'holiday', page: String(o.page ?? 1), limit: String(o.limit ?? MAX_LIMIT) });
  if (o.from) params.set('from', o.from);
  if (o.to) params.set('to', o.to);
  if (o.q) params.set('q', o.q);
  return `${API.calendarEvents}?${params}`;
}

/** A year's holidays, by date (a year has a few dozen at most: 100 a page). */
export function useHolidaysOfYear(year: number, page: number) {
  return useSWR<HolidayListResult>(holidaysUrl({ from: `${year}-01-01`, to: `${year}-12-31`, page }), swrFetcher, { keepPreviousData: true });
}

/** The holiday dates within [from, to]; null key (asks nothing) when the range is not known or not allowed. */
export function useHolidayDates(range: { from: string; to: string } | null) {
  const res = useSWR<HolidayListResult>(range ? holidaysUrl(range) : null, swrFetcher);
  return { dates: res.data ? new Set(res.data.data.map((h) => h.event_date)) : null, error: res.error };
}

export function useHoliday(id: number | null) {
  return useSWR<z.infer<typeof calendarEventResponse>>(id ? API.calendarEvent(id) : null, swrFetcher);
}

/** Holidays whose title contains the text, for the palette's picker. */
export async function searchHolidays(q: string, limit = 20) {
  return (await apiGet<HolidayListResult>(holidaysUrl({ q: q || undefined, limit }))).data;
}
