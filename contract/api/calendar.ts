// The calendar's month view in one call: events and holidays of a date range, and the leave that touches it
// (only for holders of leaveRequest read), filtered by department, team, office and kind. Also the .ics export.
import { z } from 'zod';
import { CALENDAR_EVENT_KINDS, calendarEventItem } from './requests-holidays.ts';
import { dateField, isRealDate, listQueryId } from './fields.ts';
import { envelope } from './common.ts';

/** The grid asks for 42 days; a quarter is the most one call answers. */
export const CALENDAR_MAX_DAYS = 93;
/** An .ics export covers at most two years. */
export const CALENDAR_ICS_MAX_DAYS = 731;

export const CALENDAR_KINDS = [...CALENDAR_EVENT_KINDS, 'leave'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const spanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

function range(maxDays: number) {
  return {
    shape: { from: dateField('from'), to: dateField('to') },
    check: (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
      if (!isRealDate(q.from) || !isRealDate(q.to)) return;
      if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
      else if (spanDays(q.from, q.to) >= maxDays)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${maxDays} days.` });
    },
  };
}

const monthRange = range(CALENDAR_MAX_DAYS);
export const calendarQuery = z
  .strictObject({
    ...monthRange.shape,
    department_id: listQueryId('department_id').optional(),
    team_id: listQueryId('team_id').optional(),
    office_id: listQueryId('office_id').optional(),
    kind: z.enum(CALENDAR_KINDS, { error: `kind must be one of ${CALENDAR_KINDS.join(', ')}.` }).optional(),
  })
  .superRefine(monthRange.check);
export type CalendarQuery = z.infer<typeof calendarQuery>;

const icsRange = range(CALENDAR_ICS_MAX_DAYS);
export const calendarIcsQuery = z
  .strictObject({
    ...icsRange.shape,
    office_id: listQueryId('office_id').optional(),
    kind: z.enum(CALENDAR_EVENT_KINDS, { error: `kind must be one of ${CALENDAR_EVENT_KINDS.join(', ')}.` }).optional(),
  })
  .superRefine(icsRange.check);
export type CalendarIcsQuery = z.infer<typeof calendarIcsQuery>;

export const LEAVE_ON_CALENDAR_STATUSES = ['pending', 'approve'] as const;

export const calendarLeave = z.object({
  /** The leave request's id. */
  id: z.number().int(),
  status: z.enum(LEAVE_ON_CALENDAR_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  /** The first day starts at midday; the last day ends at midday. */
  start_half: z.boolean(),
  end_half: z.boolean(),
  leave_type: z.string(),
  employee: z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() }),
});
export type CalendarLeave = z.infer<typeof calendarLeave>;

export const calendarData = z.object({
  from: z.string(),
  to: z.string(),
  /** Holidays and company events touching the range, by date. */
  events: z.array(calendarEventItem),
  /** Pending and approved leave touching the range; absent without leaveRequest read. */
  leave: z.array(calendarLeave).optional(),
  /** More leave matched than one answer carries (narrow the filters). */
  leave_capped: z.boolean().optional(),
});
export type CalendarData = z.infer<typeof calendarData>;
export const calendarResponse = envelope(calendarData);

export const ICS_TYPE = 'text/calendar';

// --- a year's public holidays in one step

export const publicHolidaysBody = z.strictObject({
  year: z
    .number({ error: 'year is required.' })
    .int('year must be a whole number.')
    .min(2000, 'year must be between 2000 and 2100.')
    .max(2100, 'year must be between 2000 and 2100.'),
});
export type PublicHolidaysBody = z.infer<typeof publicHolidaysBody>;

export const publicHolidaysResponse = envelope(
  z.object({
    year: z.number().int(),
    /** Holidays added now. */
    added: z.number().int(),
    /** Holidays the calendar had already (same date and title): kept as they are. */
    kept: z.number().int(),
  }),
);
export type PublicHolidaysResult = z.infer<typeof publicHolidaysResponse>['data'];
