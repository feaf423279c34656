// Leave setup and balances: the leave types, and each employee's balance of a type on a day (read from the ledger).
import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { dateField, idField, listQueryId, optionalText, requiredText } from './fields.ts';
import { resourceSchemas } from './resource.ts';

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
