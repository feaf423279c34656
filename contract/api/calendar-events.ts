// Calendar events: public holidays (not counted as leave days) and company events, trainings and meetings. The
// date is labelled "Event Date". A holiday is one day for the whole company (attendance and
// leave read it by date), so it takes no end date and no office; other events may span days and name an office.
import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { dateField, optionalId, optionalText, requiredText } from './fields.ts';
import { daysBetween, isRealDate } from '../dates.ts';

export const CALENDAR_EVENT_KINDS = ['holiday', 'event', 'training', 'meeting'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];
const kindField = z.enum(CALENDAR_EVENT_KINDS, { error: 'kind must be holiday, event, training or meeting.' });

/** An event spans at most this many days. */
export const EVENT_MAX_DAYS = 31;
export const CALENDAR_EVENT_MESSAGES = {
  endBeforeStart: 'End date must be on or after the event date.',
  tooLong: `An event lasts at most ${EVENT_MAX_DAYS} days.`,
  holidayOneDay: 'A holiday is one day: add each day on its own.',
  holidayEveryOffice: 'A holiday applies to every office.',
  officeNotFound: 'Office not found.',
  notFound: 'Calendar event not found',
  noHolidayList: (year: number, known: readonly number[]) =>
    `No list of public holidays for ${year} yet (known: ${known.join(', ')}); add them one by one.`,
} as const;

interface EventDates {
  kind?: CalendarEventKind;
  event_date?: string;
  end_date?: string | null;
  office_id?: number | null;
}

/** The rules across fields, for the body and for an update merged onto the stored event. */
export function eventFieldIssues(e: EventDates): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  if (e.kind === 'holiday' && e.end_date && e.end_date !== e.event_date)
    out.push({ field: 'end_date', message: CALENDAR_EVENT_MESSAGES.holidayOneDay });
  else if (e.end_date && e.event_date && isRealDate(e.end_date) && isRealDate(e.event_date)) {
    if (e.end_date < e.event_date) out.push({ field: 'end_date', message: CALENDAR_EVENT_MESSAGES.endBeforeStart });
    else if (daysBetween(e.event_date, e.end_date) >= EVENT_MAX_DAYS)
      out.push({ field: 'end_date', message: CALENDAR_EVENT_MESSAGES.tooLong });
  }
  if (e.kind === 'holiday' && e.office_id)
    out.push({ field: 'office_id', message: CALENDAR_EVENT_MESSAGES.holidayEveryOffice });
  return out;
}

const addIssues = (e: EventDates, ctx: z.RefinementCtx) => {
  for (const i of eventFieldIssues(e)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
};

const endDateField = dateField('end_date').nullable().optional();
const officeField = optionalId('office_id');

export const calendarEventBody = z
  .strictObject({
    title: requiredText('title', 200),
    event_date: dateField('event_date'),
    end_date: endDateField,
    kind: kindField.default('holiday'),
    office_id: officeField,
    description: optionalText('description', 500),
  })
  .superRefine(addIssues);
export type CalendarEventBody = z.infer<typeof calendarEventBody>;

export const calendarEventUpdateBody = z
  .strictObject({
    title: requiredText('title', 200).optional(),
    event_date: dateField('event_date').optional(),
    end_date: endDateField,
    kind: kindField.optional(),
    office_id: officeField,
    description: optionalText('description', 500),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update.' });
export type CalendarEventUpdateBody = z.infer<typeof calendarEventUpdateBody>;

export const calendarEventListQuery = paginationQuery
  .extend({
    q: searchText.optional(),
    kind: kindField.optional(),
    from: dateField('from').optional(),
    to: dateField('to').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
  });
export type CalendarEventListQuery = z.infer<typeof calendarEventListQuery>;

export const calendarEventItem = z.object({
  id: z.number().int(),
  title: z.string(),
  event_date: z.string(),
  /** The last day of an event over several days; null for one day. */
  end_date: z.string().nullable(),
  kind: kindField,
  /** The office it concerns; null for the whole company. */
  office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  description: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CalendarEventItem = z.infer<typeof calendarEventItem>;
export const calendarEventListResponse = listEnvelope(calendarEventItem);
export const calendarEventResponse = envelope(calendarEventItem);
