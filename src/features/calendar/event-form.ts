// The event form, checked by the contract's own rules (calendarEventBody, with its rules across fields: end on
// or after the Event Date, a holiday one company-wide day). The date is the "Event Date".
import {
  calendarEventBody,
  type CalendarEventBody,
  type CalendarEventItem,
  type CalendarEventKind,
} from '../../../contract/api/calendar-events.ts';
import { contractResolver, spokenFields, type FieldMap } from '../../lib/form-errors.ts';

export interface EventForm {
  title: string;
  event_date: string;
  end_date: string;
  kind: CalendarEventKind;
  office_id: string;
  description: string;
}

export const emptyEvent = (date = ''): EventForm => ({
  title: '',
  event_date: date,
  end_date: '',
  kind: 'event',
  office_id: '',
  description: '',
});

export const EVENT_FIELDS: FieldMap<EventForm> = {
  title: 'title',
  event_date: 'event_date',
  end_date: 'end_date',
  kind: 'kind',
  office_id: 'office_id',
  description: 'description',
};
export const speakEvent = spokenFields({ event_date: 'Event Date', end_date: 'end date', office_id: 'office' });

/** `withOffice` false: the user cannot read offices, so the form leaves the stored office alone. */
export const toEventBody = (v: EventForm, withOffice = true) => ({
  title: v.title,
  event_date: v.event_date || undefined,
  end_date: v.end_date || null,
  kind: v.kind,
  ...(withOffice ? { office_id: v.office_id ? Number(v.office_id) : null } : {}),
  description: v.description,
});

export const toEventForm = (e: CalendarEventItem): EventForm => ({
  title: e.title,
  event_date: e.event_date,
  end_date: e.end_date ?? '',
  kind: e.kind,
  office_id: e.office ? String(e.office.id) : '',
  description: e.description,
});

export const parseEvent = (v: EventForm, withOffice: boolean): CalendarEventBody =>
  calendarEventBody.parse(toEventBody(v, withOffice));

export const eventResolver = contractResolver(
  calendarEventBody,
  (v: EventForm) => toEventBody(v),
  EVENT_FIELDS,
  speakEvent,
);
