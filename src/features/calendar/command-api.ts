import type { CalendarCommandApi } from '../../../commands/areas/calendar/calendar-commands.ts';
import { businessToday } from '../../lib/time.ts';
import { addPublicHolidays, deleteCalendarEvent, downloadIcs } from './api/calendar-api.ts';
import { calendarView } from './view-state.ts';

const calendarCommandApi: CalendarCommandApi = {
  shownDate: async () => calendarView.date || businessToday(),
  today: async () => businessToday(),
  deleteEvent: (id) => deleteCalendarEvent(id),
  addPublicHolidays: (year) => addPublicHolidays(year),
  // The whole year of the month on screen: what a calendar app imports once.
  exportIcs: () => {
    const year = (calendarView.date || businessToday()).slice(0, 4);
    return downloadIcs(`${year}-01-01`, `${year}-12-31`);
  },
};

export default calendarCommandApi;
