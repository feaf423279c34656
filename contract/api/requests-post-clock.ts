// Post clock requests: a forgotten clock-in or clock-out for a date and time (Asia/Phnom_Penh). The final
// approval writes it into that day's attendance record.
import { z } from 'zod';
import { envelope, listEnvelope } from './common.ts';
import { dateField, requiredText } from './fields.ts';
import {
  exportFormat,
  onBehalfOf,
  rangeIssues,
  requestBase,
  requestListQuery,
  requestSchemas,
  timeField,
} from './requests.ts';
import { POST_CLOCK_TYPES } from '../labels.ts';

export { POST_CLOCK_TYPES };
export type PostClockType = (typeof POST_CLOCK_TYPES)[number];
const typeField = z.enum(POST_CLOCK_TYPES, { error: 'type must be forget_clock_in or forget_clock_out.' });

export const postClockRequestBody = z.strictObject({
  employee_id: onBehalfOf,
  type: typeField,
  date: dateField('date'),
  time: timeField('time'),
  reason: requiredText('reason', 500),
});
export type PostClockRequestBody = z.infer<typeof postClockRequestBody>;

export const postClockRequestListQuery = requestListQuery
  .extend({ type: typeField.optional() })
  .superRefine((q, ctx) =>
    rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
  );
export type PostClockRequestListQuery = z.infer<typeof postClockRequestListQuery>;
export const postClockRequestExportQuery = requestListQuery
  .omit({ page: true, limit: true })
  .extend({ type: typeField.optional(), format: exportFormat })
  .superRefine((q, ctx) =>
    rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
  );

export const postClockRequestItem = z.object({
  ...requestBase,
  type: z.enum(POST_CLOCK_TYPES),
  /** "Forget Clock In" or "Forget Clock Out". */
  type_label: z.string(),
  date: z.string(),
  time: z.string(),
});
export type PostClockRequestItem = z.infer<typeof postClockRequestItem>;
export const postClockRequestListResponse = listEnvelope(postClockRequestItem);
export const postClockRequestResponse = envelope(postClockRequestItem);

/** The post clock request routes' schemas (routes/requests.ts). */
export const postClockRequestSchemas = requestSchemas('Post clock request', {
  body: postClockRequestBody,
  listQuery: postClockRequestListQuery,
  exportQuery: postClockRequestExportQuery,
  listResponse: postClockRequestListResponse,
  itemResponse: postClockRequestResponse,
});
