// What still blocks a clean close of an attendance period (GET /attendance/close/blockers?month=YYYY-MM,
// permission attendance update, as closing itself): requests of the period still waiting for a decision and
// days with a clock-in but no clock-out. Closing is not refused for them; the close dialog lists them first,
// each openable, so HR settles them or closes knowingly.
import { z } from 'zod';
import { envelope } from './common.ts';
import { monthField } from './fields.ts';

/** A pending leave, overtime or post clock request overlapping the period; a day clocked in and never out. */
export const CLOSE_BLOCKER_KINDS = ['leave', 'overtime', 'post_clock', 'open_day'] as const;
export type CloseBlockerKind = (typeof CLOSE_BLOCKER_KINDS)[number];

/** At most this many blockers are listed; `total` counts them all. */
export const CLOSE_BLOCKERS_MAX = 200;

export const closeBlockersQuery = z.strictObject({ month: monthField() });

export const closeBlocker = z.object({
  kind: z.enum(CLOSE_BLOCKER_KINDS),
  /** The request's id, or the day's attendance record id. */
  id: z.number().int(),
  employee: z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() }),
  /** The request's first and last day, or the day (from = to). */
  from: z.string(),
  to: z.string(),
  /** An open day's clock-in, Phnom Penh time (HH:mm); null for a request. */
  clock_in_local: z.string().nullable(),
});
export type CloseBlocker = z.infer<typeof closeBlocker>;

export const closeBlockersResponse = envelope(
  z.object({
    month: z.string(),
    from: z.string(),
    to: z.string(),
    closed: z.boolean(),
    /** Whether the period has ended (only an ended period can be closed). */
    ended: z.boolean(),
    /** Every blocker, though `blockers` lists at most CLOSE_BLOCKERS_MAX. */
    total: z.number().int(),
    blockers: z.array(closeBlocker),
  }),
);
export type CloseBlockersData = z.infer<typeof closeBlockersResponse>['data'];
