// Overtime requests: a date with a start and end time, or a number of hours; at most 12 hours a day per
// employee (pending and approved together). Approved minutes are kept for payroll.
import { z } from 'zod';
import { envelope, listEnvelope } from './common.ts';
import { dateField, requiredText } from './fields.ts';
import {
  exportFormat,
  minutesOf,
  onBehalfOf,
  rangeIssues,
  requestBase,
  requestListQuery,
  requestSchemas,
  REQUEST_LIMITS,
  TIME_PATTERN,
  timeField,
} from './requests.ts';

const MAX_HOURS = REQUEST_LIMITS.maxOvertimeMinutesPerDay / 60;

export const overtimeRequestBody = z
  .strictObject({
    employee_id: onBehalfOf,
    date: dateField('date'),
    start_time: timeField('start_time').optional(),
    end_time: timeField('end_time').optional(),
    /** Instead of start and end: hours in quarters (0.25 = 15 minutes). */
    hours: z
      .number({ error: 'hours must be a number.' })
      .gt(0, 'hours must be more than 0.')
      .max(MAX_HOURS, `Overtime is at most ${MAX_HOURS} hours in a day.`)
      .refine((n) => Number.isInteger(n * 4), 'hours must be in quarters of an hour (0.25).')
      .optional(),
    reason: requiredText('reason', 500),
  })
  .superRefine((b, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const timed = b.start_time !== undefined || b.end_time !== undefined;
    if (timed && b.hours !== undefined) return issue('hours', 'Give start_time and end_time, or hours, not both.');
    if (!timed && b.hours === undefined) return issue('hours', 'hours is required (or start_time and end_time).');
    if (!timed) return;
    if (b.start_time === undefined) return issue('start_time', 'start_time is required.');
    if (b.end_time === undefined) return issue('end_time', 'end_time is required.');
    // A malformed time already has its own message.
    if (!TIME_PATTERN.test(b.start_time) || !TIME_PATTERN.test(b.end_time)) return;
    const minutes = minutesOf(b.end_time) - minutesOf(b.start_time);
    if (minutes <= 0) return issue('end_time', 'end_time must be after start_time.');
    if (minutes > REQUEST_LIMITS.maxOvertimeMinutesPerDay)
      issue('end_time', `Overtime is at most ${MAX_HOURS} hours in a day.`);
  });
export type OvertimeRequestBody = z.infer<typeof overtimeRequestBody>;

export const overtimeRequestListQuery = requestListQuery.superRefine((q, ctx) =>
  rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
);
export type OvertimeRequestListQuery = z.infer<typeof overtimeRequestListQuery>;
export const overtimeRequestExportQuery = requestListQuery
  .omit({ page: true, limit: true })
  .extend({ format: exportFormat })
  .superRefine((q, ctx) =>
    rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
  );

export const overtimeRequestItem = z.object({
  ...requestBase,
  date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  minutes: z.number().int(),
  hours: z.number(),
  /** Set by the final approval: the minutes payroll pays. */
  approved_minutes: z.number().int().nullable(),
});
export type OvertimeRequestItem = z.infer<typeof overtimeRequestItem>;
export const overtimeRequestListResponse = listEnvelope(overtimeRequestItem);
export const overtimeRequestResponse = envelope(overtimeRequestItem);

/** The overtime request routes' schemas (routes/requests.ts). */
export const overtimeRequestSchemas = requestSchemas('Overtime request', {
  body: overtimeRequestBody,
  listQuery: overtimeRequestListQuery,
  exportQuery: overtimeRequestExportQuery,
  listResponse: overtimeRequestListResponse,
  itemResponse: overtimeRequestResponse,
});
