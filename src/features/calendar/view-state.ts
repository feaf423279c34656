// The calendar page's filters, kept while the user goes elsewhere and comes back. The day in focus is in the
// address (?date=), so a link or the palette can open any day.
import { proxy, ref } from 'valtio';
import type { EntityRef } from '../../../commands/types.ts';
import type { CalendarKind } from '../../../contract/api/calendar.ts';

export interface CalendarFilters {
  department_id: string;
  team_id: string;
  office_id: string;
  kind: CalendarKind | '';
}

export const NO_CALENDAR_FILTERS: CalendarFilters = { department_id: '', team_id: '', office_id: '', kind: '' };

export const calendarView = proxy({
  filters: { ...NO_CALENDAR_FILTERS },
  /** The day the page on screen has in focus ('' when no calendar is on screen). */
  date: '',
  /** A command the day panel asked for, run by the page once the panel has closed (one dialog at a time: the
   * next opens after the panel has handed focus back to its day, and returns it there). */
  next: null as { id: string; arg?: EntityRef } | null,
});

export function afterDayPanel(id: string, arg?: EntityRef) {
  calendarView.next = ref({ id, arg });
}

const id = (value: string) => (value ? Number(value) : undefined);

export function rangeQuery(from: string, to: string, f: CalendarFilters) {
  return {
    from,
    to,
    department_id: id(f.department_id),
    team_id: id(f.team_id),
    office_id: id(f.office_id),
    kind: f.kind || undefined,
  };
}

export const hasCalendarFilters = (f: CalendarFilters) => !!(f.department_id || f.team_id || f.office_id || f.kind);
