// Leave: types, balances per employee on a day (read from the ledger), and leave requests over a date range with half days.
// Days are counted in halves: working days only (weekends and public holidays are not counted).
import { isRealDate } from '../dates.ts';
import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { dateField, idField, listQueryId, optionalText, requiredText } from './fields.ts';
import { resourceSchemas } from './resource.ts';
import { exportFormat, onBehalfOf, rangeIssues, requestBase, requestListQuery, requestSchemas } from './requests.ts';

/** A number of days: zero or more, in halves, at most a year. */
const daysField = (field: string) =>
  z
    .number({ error: `${field} must be a number of days.` })
    .min(0, `${field} cannot be negative.`)
    .max(366, `${field} must be at most 366.`)
    .refine((n) => Number.isInteger(n * 2) && !Object.is(n, -0), `${field} must be in whole or half days.`);

// --- leave types

const leaveTypeFields = {
  name: requiredText('name', 100),
  description: optionalText('description', 500),
  paid: z.boolean({ error: 'paid must be true or false.' }),
  days_per_year: daysField('days_per_year'),
  carry_over_limit: daysField('carry_over_limit'),
  needs_attachment: z.boolean({ error: 'needs_attachment must be true or false.' }),
};

export const leaveTypeBody = z.strictObject({
  ...leaveTypeFields,
  carry_over_limit: leaveTypeFields.carry_over_limit.default(0),
  needs_attachment: leaveTypeFields.needs_attachment.default(false),
});
export type LeaveTypeBody = z.infer<typeof leaveTypeBody>;

export const leaveTypeUpdateBody = z
  .strictObject({
    name: leaveTypeFields.name.optional(),
    description: leaveTypeFields.description,
    paid: leaveTypeFields.paid.optional(),
    days_per_year: leaveTypeFields.days_per_year.optional(),
    carry_over_limit: leaveTypeFields.carry_over_limit.optional(),
    needs_attachment: leaveTypeFields.needs_attachment.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update.' });
export type LeaveTypeUpdateBody = z.infer<typeof leaveTypeUpdateBody>;

export const leaveTypeItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  paid: z.boolean(),
  days_per_year: z.number(),
  carry_over_limit: z.number(),
  needs_attachment: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeaveTypeItem = z.infer<typeof leaveTypeItem>;
export const leaveTypeListQuery = paginationQuery.extend({ q: searchText.optional() });
export const leaveTypeListResponse = listEnvelope(leaveTypeItem);
export const leaveTypeResponse = envelope(leaveTypeItem);

// --- balances

export const leaveBalanceListQuery = paginationQuery.extend({
  /** The day the balances are read on; today (Asia/Phnom_Penh) unless given. */
  on: dateField('on').optional(),
  q: searchText.optional(),
  employee_id: listQueryId('employee_id').optional(),
  department_id: listQueryId('department_id').optional(),
  team_id: listQueryId('team_id').optional(),
  leave_type_id: listQueryId('leave_type_id').optional(),
});
export type LeaveBalanceListQuery = z.infer<typeof leaveBalanceListQuery>;

/**
 * One employee's balance of one type on a day, read from their ledger: balance = earned − taken (leave counts
 * on its first day) ± adjustments; available = balance − days pending requests hold − approved leave after the day.
 */
export const leaveBalanceItem = z.object({
  employee: z.object({ id: z.number().int(), staff_id: z.string(), full_name: z.string() }),
  leave_type: z.object({ id: z.number().int(), name: z.string(), paid: z.boolean() }),
  on: z.string(),
  balance: z.number(),
  pending: z.number(),
  booked: z.number(),
  available: z.number(),
  usable_from: z.string(),
});
export type LeaveBalanceItem = z.infer<typeof leaveBalanceItem>;
export const leaveBalanceListResponse = listEnvelope(leaveBalanceItem);
export const leaveBalanceResponse = envelope(leaveBalanceItem);

export const leaveBalanceAdjustBody = z.strictObject({
  employee_id: idField('employee_id'),
  leave_type_id: idField('leave_type_id'),
  /** The day the adjustment counts from in the ledger; today (Asia/Phnom_Penh) unless given. */
  date: dateField('date').optional(),
  /** Days added (positive) or removed (negative), in halves. */
  days: z
    .number({ error: 'days must be a number of days.' })
    .min(-366, 'days must be between -366 and 366.')
    .max(366, 'days must be between -366 and 366.')
    .refine((n) => n !== 0, 'days cannot be zero.')
    .refine((n) => Number.isInteger(n * 2), 'days must be in whole or half days.'),
  reason: requiredText('reason', 500),
});
export type LeaveBalanceAdjustBody = z.infer<typeof leaveBalanceAdjustBody>;

/** Leave types' five routes' schemas (routes/leave.ts). */
export const leaveTypeSchemas = resourceSchemas({
  noun: 'leave type',
  summaries: { update: 'Update a leave type (any fields)', remove: 'Delete a leave type no request uses' },
  listQuery: leaveTypeListQuery,
  body: leaveTypeBody,
  updateBody: leaveTypeUpdateBody,
  listResponse: leaveTypeListResponse,
  itemResponse: leaveTypeResponse,
});

/** The balances' routes' schemas, keyed like their route table (routes/leave.ts). */
export const leaveBalanceSchemas = {
  list: {
    summary:
      'Leave balances per employee and type on a day, read from their ledgers (balance, pending, booked, available)',
    query: leaveBalanceListQuery,
    response: leaveBalanceListResponse,
  },
  adjust: {
    summary: 'Add or remove days of a balance from a day, with a reason: a line of the ledger',
    body: leaveBalanceAdjustBody,
    response: leaveBalanceResponse,
  },
};

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
