// The holiday form, checked by the contract's own rules (calendarEventBody); the date is the "Event Date".
import { calendarEventBody, type CalendarEventItem } from '../../../../contract/api/calendar-events.ts';
import { contractResolver, spokenFields, type FieldMap } from '../../../lib/form-errors.ts';

export interface HolidayForm {
  event_date: string;
  title: string;
  description: string;
}

export const EMPTY_HOLIDAY: HolidayForm = { event_date: '', title: '', description: '' };
export const HOLIDAY_FIELDS: FieldMap<HolidayForm> = {
  event_date: 'event_date',
  title: 'title',
  description: 'description',
};
export const speakHoliday = spokenFields({ event_date: 'event date' });

export const toHolidayBody = (v: HolidayForm) => ({
  title: v.title,
  event_date: v.event_date || undefined,
  description: v.description,
});
export const toHolidayForm = (h: CalendarEventItem): HolidayForm => ({
  event_date: h.event_date,
  title: h.title,
  description: h.description,
});

export const holidayResolver = contractResolver(calendarEventBody, toHolidayBody, HOLIDAY_FIELDS, speakHoliday);
