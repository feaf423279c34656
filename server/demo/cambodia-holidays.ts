// The demo seeds the same public holidays HR can add from the calendar (the calendar module holds the data).
export { cambodiaHolidays, type Holiday } from '../modules/calendar/cambodia-holidays.ts';
