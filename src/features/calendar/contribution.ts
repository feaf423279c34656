// The calendar's web slice (commands: commands/areas/calendar/). No zod here: the page and dialogs load on first
// use, and the entity searches read through typed endpoints only.
import { addDays } from '../../../contract/dates.ts';
import {
  CALENDAR_ROUTE,
  calendarApi,
  dateEntity as englishDateEntity,
} from '../../../commands/areas/calendar/calendar-commands.ts';
import { businessToday, formatBusinessDate, formatLongDay } from '../../lib/time.ts';
import { dialog, provideLazy, type Contribution } from '../../lib/feature-contribution.ts';

/** A day the picker offers, named in the language on screen ("ថ្ងៃពុធ 25 វិច្ឆិកា 2026"). */
export const dateEntity = (date: string) => ({ ...englishDateEntity(date), name: formatLongDay(date) });

export const contribution: Contribution = {
  apis: [provideLazy(calendarApi, () => import('./command-api.ts'))],
  dialogs: {
    'calendar.addEvent': dialog(() => import('./event-dialog.tsx'), { mode: 'add' }),
    'calendar.editEvent': dialog(() => import('./event-dialog.tsx'), { mode: 'edit' }),
    'calendar.day': dialog(() => import('./day-dialog.tsx')),
  },
  entitySearches: {
    // What the user typed, read as a date ("25 dec", "25/12/2026", "next friday"); before anything is typed,
    // today and tomorrow.
    calendarDate: async (needle) => {
      const today = businessToday();
      if (!needle) return [dateEntity(today), dateEntity(addDays(today, 1))];
      const { parseDateText } = await import('../../../commands/areas/calendar/date-text.ts');
      const date = parseDateText(needle, today);
      return date ? [dateEntity(date)] : [];
    },
    // This year and the next two ("2027").
    calendarYear: async (needle) => {
      const year = Number(businessToday().slice(0, 4));
      return [year, year + 1, year + 2]
        .filter((y) => !needle || String(y).includes(needle))
        .map((y) => ({ kind: 'calendarYear', id: y, name: String(y) }));
    },
    // Events from a year back on, by title; the name says the date.
    calendarEvent: async (needle) => {
      const { searchCalendarEvents } = await import('./api/calendar-api.ts');
      return (await searchCalendarEvents(needle, addDays(businessToday(), -366))).map((e) => ({
        kind: 'calendarEvent',
        id: e.id,
        name: `${e.title} · ${formatBusinessDate(e.event_date)}`,
      }));
    },
  },
  pages: {
    [CALENDAR_ROUTE]: () => import('./calendar-page.tsx'),
  },
};
