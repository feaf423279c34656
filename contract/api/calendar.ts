// The calendar's month view in one call: events and holidays of a date range, and the leave that touches it
// (only for holders of leaveRequest read), filtered by department, team, office and kind. Also the .ics export.
import { z } from 'zod';
import {
  CALENDAR_EVENT_KINDS,
  calendarEventBody,
  calendarEventItem,
  calendarEventListQuery,
  calendarEventListResponse,
  calendarEventResponse,
  calendarEventUpdateBody,
} from './calendar-events.ts';
import { resourceSchemas } from './resource.ts';
import { dateField, listQueryId, yearField } from './fields.ts';
import { envelope } from './common.ts';
import { daysBetween, isRealDate } from '../dates.ts';

/** The grid asks for 42 days; a quarter is the most one call answers. */
export const CALENDAR_MAX_DAYS = 93;
/** An .ics export covers at most two years. */
export const CALENDAR_ICS_MAX_DAYS = 731;

export const CALENDAR_KINDS = [...CALENDAR_EVENT_KINDS, 'leave'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

function range(maxDays: number) {
  return {
    shape: { from: dateField('from'), to: dateField('to') },
    check: (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
      if (!isRealDate(q.from) || !isRealDate(q.to)) return;
      if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
      else if (daysBetween(q.from, q.to) >= maxDays)
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

/**
 * How much leave an answer lists for each working day: a range (the month grid, whose cell shows three) lists
 * the first few of every day, one day (its panel, who is out) lists nearly everyone. Which come first: approved
 * before pending, then by first day. `leave_days` counts every day in full either way.
 */
export const CALENDAR_LEAVE_PER_DAY = { range: 10, day: 2000 } as const;

/** How many are out on one working day of the range (holidays and weekends are not leave days). */
export const calendarLeaveDay = z.object({
  date: z.string(),
  approved: z.number().int(),
  pending: z.number().int(),
});
export type CalendarLeaveDay = z.infer<typeof calendarLeaveDay>;

export const calendarData = z.object({
  from: z.string(),
  to: z.string(),
  /** Holidays and company events touching the range, by date. */
  events: z.array(calendarEventItem),
  /** Pending and approved leave touching the range, the first CALENDAR_LEAVE_PER_DAY of each working day, by
   * first day; absent without leaveRequest read. */
  leave: z.array(calendarLeave).optional(),
  /** Every working day of the range someone is out, with how many (all of them, listed or not). */
  leave_days: z.array(calendarLeaveDay).optional(),
  /** Some day has more leave than the answer lists. */
  leave_capped: z.boolean().optional(),
});
export type CalendarData = z.infer<typeof calendarData>;
export const calendarResponse = envelope(calendarData);

export const ICS_TYPE = 'text/calendar';

// --- a year's public holidays in one step

export const publicHolidaysBody = z.strictObject({
  year: yearField(),
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

/** The calendar routes' schemas, keyed like their route table (routes/calendar.ts). */
export const calendarSchemas = {
  range: {
    summary: 'The calendar of a date range: holidays, events and (with leaveRequest read) pending and approved leave',
    query: calendarQuery,
    response: calendarResponse,
  },
  ics: {
    summary: 'Holidays and events of a date range as an iCalendar file (RFC 5545)',
    query: calendarIcsQuery,
    produces: ICS_TYPE,
  },
  publicHolidays: {
    summary: "Add Cambodia's public holidays of a year in one step (those already there are kept)",
    body: publicHolidaysBody,
    response: publicHolidaysResponse,
  },
};

/** The calendar events' five routes' schemas (routes/calendar.ts). */
export const calendarEventSchemas = resourceSchemas({
  noun: 'event',
  summaries: {
    list: 'List calendar events (holidays, company events, trainings, meetings), by date',
    get: 'One calendar event',
    create: 'Create a calendar event (kind holiday by default)',
    update: 'Update a calendar event (any fields)',
    remove: 'Delete a calendar event',
  },
  listQuery: calendarEventListQuery,
  body: calendarEventBody,
  updateBody: calendarEventUpdateBody,
  listResponse: calendarEventListResponse,
  itemResponse: calendarEventResponse,
});
