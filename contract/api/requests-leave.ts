// Leave requests over a date range with half days. Days are counted in halves: working days only (weekends and
// public holidays are not counted).
import { isRealDate } from '../dates.ts';
import { z } from 'zod';
import { envelope, listEnvelope } from './common.ts';
import { dateField, idField, listQueryId, requiredText } from './fields.ts';
import { exportFormat, onBehalfOf, rangeIssues, requestBase, requestListQuery, requestSchemas } from './requests.ts';

// --- leave requests

/** Attachments travel as data URLs (PDF or image) and stay small: the API's body limit is 256 KB. */
export const ATTACHMENT_MAX_CHARS = 200_000;
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const ATTACHMENT_MESSAGES = {
  tooLarge: 'attachment must be smaller than 150 KB.',
  wrongType: 'attachment must be a PDF, PNG, JPEG or WebP file.',
  required: (typeName: string) => `attachment is required for ${typeName}.`,
} as const;

export const leaveRequestBody = z
  .strictObject({
    employee_id: onBehalfOf,
    leave_type_id: idField('leave_type_id'),
    start_date: dateField('start_date'),
    end_date: dateField('end_date'),
    /** The first day starts at midday (afternoon only). */
    start_half: z.boolean({ error: 'start_half must be true or false.' }).default(false),
    /** The last day ends at midday (morning only). */
    end_half: z.boolean({ error: 'end_half must be true or false.' }).default(false),
    reason: requiredText('reason', 500),
    attachment: z
      .string()
      .max(ATTACHMENT_MAX_CHARS, ATTACHMENT_MESSAGES.tooLarge)
      .regex(
        /^data:(application\/pdf|image\/png|image\/jpeg|image\/webp);base64,[A-Za-z0-9+/=]+$/,
        ATTACHMENT_MESSAGES.wrongType,
      )
      .nullable()
      .optional(),
  })
  .superRefine((b, ctx) => {
    const real = isRealDate(b.start_date) && isRealDate(b.end_date);
    if (real && b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_date must be on or after start_date.' });
    else if (real && b.start_date.slice(0, 4) !== b.end_date.slice(0, 4)) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'end_date must be in the same year as start_date; file the new year separately.',
      });
    } else if (real && b.start_date === b.end_date && b.start_half && b.end_half) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_half'],
        message: 'A one-day leave is either the morning or the afternoon, not both halves.',
      });
    }
  });
export type LeaveRequestBody = z.infer<typeof leaveRequestBody>;

export const leaveRequestListQuery = requestListQuery
  .extend({ leave_type_id: listQueryId('leave_type_id').optional() })
  .superRefine((q, ctx) =>
    rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
  );
export type LeaveRequestListQuery = z.infer<typeof leaveRequestListQuery>;
export const leaveRequestExportQuery = requestListQuery
  .omit({ page: true, limit: true })
  .extend({ leave_type_id: listQueryId('leave_type_id').optional(), format: exportFormat })
  .superRefine((q, ctx) =>
    rangeIssues(q).forEach((i) => ctx.addIssue({ code: 'custom', path: [i.field], message: i.message })),
  );

export const leaveRequestItem = z.object({
  ...requestBase,
  leave_type: z.object({ id: z.number().int(), name: z.string(), paid: z.boolean() }),
  start_half: z.boolean(),
  end_half: z.boolean(),
  /** Working days, in halves. */
  days: z.number(),
  has_attachment: z.boolean(),
});
export type LeaveRequestItem = z.infer<typeof leaveRequestItem>;
/** The attachment (a data URL) reaches only the request's people: its requester, whoever filed it, those who may
 * act on one of its steps, and HR; anyone else gets null (has_attachment still says there is one). */
export const leaveRequestDetail = leaveRequestItem.extend({ attachment: z.string().nullable() });
export type LeaveRequestDetail = z.infer<typeof leaveRequestDetail>;
export const leaveRequestListResponse = listEnvelope(leaveRequestItem);
export const leaveRequestResponse = envelope(leaveRequestDetail);

/** The leave request routes' schemas (routes/requests.ts). */
export const leaveRequestSchemas = requestSchemas('Leave request', {
  body: leaveRequestBody,
  listQuery: leaveRequestListQuery,
  exportQuery: leaveRequestExportQuery,
  listResponse: leaveRequestListResponse,
  itemResponse: leaveRequestResponse,
});
