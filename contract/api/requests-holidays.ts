// Calendar events: public holidays (not counted as leave days) and company events. The minimal CRUD the
// leave rules need; the calendar screen builds on it. The date is labelled "Event Date" (SPEC.md section 1).
import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { dateField, optionalText, requiredText } from './fields.ts';

export const CALENDAR_EVENT_KINDS = ['holiday', 'event'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];
const kindField = z.enum(CALENDAR_EVENT_KINDS, { error: 'kind must be holiday or event.' });

export const calendarEventBody = z.strictObject({
  title: requiredText('title', 200),
  event_date: dateField('event_date'),
  kind: kindField.default('holiday'),
  description: optionalText('description', 500),
});
export type CalendarEventBody = z.infer<typeof calendarEventBody>;

export const calendarEventUpdateBody = z
  .strictObject({
    title: requiredText('title', 200).optional(),
    event_date: dateField('event_date').optional(),
    kind: kindField.optional(),
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
  kind: kindField,
  description: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CalendarEventItem = z.infer<typeof calendarEventItem>;
export const calendarEventListResponse = listEnvelope(calendarEventItem);
export const calendarEventResponse = envelope(calendarEventItem);
