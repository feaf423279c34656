// The year-end carry-over preview: for a year, every balance that carries days into the next one or loses days
// at its end (over the type's carry-over limit), with the day the carried days expire if they are not taken.
import { z } from 'zod';
import { envelope } from './common.ts';
import { yearQuery } from './fields.ts';

export const carryOverQuery = z.strictObject({
  year: yearQuery(),
});

export const carryOverRow = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  leave_type_id: z.number().int(),
  leave_type_name: z.string(),
  /** The balance on the year's last day. */
  balance_at_year_end: z.number(),
  /** Days carried into the next year (at most the type's carry-over limit). */
  carried: z.number(),
  /** Days lost at the year's end: the balance over the carry-over limit. */
  lost: z.number(),
  /** The day carried days expire when not taken; null when the type's carried days do not expire. */
  expires_on: z.string().nullable(),
});
export type CarryOverRow = z.infer<typeof carryOverRow>;

export const carryOverResponse = envelope(
  z.object({
    year: z.number().int(),
    /** When carried days of the year expire (the annual leave policy's); null when they do not. */
    expires_on: z.string().nullable(),
    rows: z.array(carryOverRow),
  }),
);
export type CarryOverPreview = z.infer<typeof carryOverResponse>['data'];

/** The carry-over routes' schemas, keyed like their route table (routes/leave-carry-over.ts). */
export const carryOverSchemas = {
  preview: {
    summary: "A year's end for every balance: days carried into the next year, days lost, and when carried days expire",
    tag: 'leave-balance',
    query: carryOverQuery,
    response: carryOverResponse,
  },
};
