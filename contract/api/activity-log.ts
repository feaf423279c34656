// The activity log: who did what to which record, when and from where, with the record's fields
// before and after. Read-only: entries are appended by the areas' writes, sign-ins and exports, never changed.
// - Filters: actor (id, or part of the username as `q`), resource, action, record and a date range (`from`, `to`:
//   Asia/Phnom_Penh business dates, both included). Newest first.
// - A filtered total is counted up to ACTIVITY_COUNT_CAP entries (metadata.total then says "at least"), so a
//   page answers in bounded time at a million entries; narrowing the filters reaches anything older.
import { z } from 'zod';
import { idParams, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { exportSchemas } from './resource.ts';
import { dateField, listQueryId } from './fields.ts';

/** Totals stop counting here: `total_capped` says the real count is at least this. */
export const ACTIVITY_COUNT_CAP = 1_000;
/** The most entries one export holds; a wider export is refused with ACTIVITY_EXPORT_TOO_MANY. */
export const ACTIVITY_EXPORT_MAX = 50_000;
export const ACTIVITY_EXPORT_TOO_MANY = `More than ${ACTIVITY_EXPORT_MAX.toLocaleString('en')} entries match: narrow the filters or the dates to export them.`;

/** A resource or action as the log names them ("employee", "sign-in-failed"): letters and dashes only. */
const NAME = /^[A-Za-z][A-Za-z-]{0,39}$/;

export const activityLogFilters = z.strictObject({
  actor_id: listQueryId('actor_id').optional(),
  /** Matches part of the actor's username. */
  q: searchText.optional(),
  resource: z.string().regex(NAME, 'resource is not allowed.').optional(),
  action: z.string().regex(NAME, 'action is not allowed.').optional(),
  record_id: z.string().trim().max(50).optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});
export type ActivityLogFilters = z.infer<typeof activityLogFilters>;

const dateOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const dateOrderIssue = { message: 'to must be on or after from.', path: ['to'] };

export const activityLogQuery = paginationQuery.extend(activityLogFilters.shape).refine(dateOrder, dateOrderIssue);
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

export const activityLogExportQuery = activityLogFilters
  .extend({ format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv.' }).default('xlsx') })
  .refine(dateOrder, dateOrderIssue);
export type ActivityLogExportQuery = z.infer<typeof activityLogExportQuery>;

/** A record's fields as they were (before) or became (after), secrets removed; free-form per resource. */
export const activitySnapshot = z.record(z.string(), z.unknown()).nullable();

export const activityLogItem = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.string().nullable(),
  before: activitySnapshot,
  after: activitySnapshot,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
});
export type ActivityLogItem = z.infer<typeof activityLogItem>;
export const activityLogResponse = listEnvelope(activityLogItem).extend({
  /** True when more entries match than were counted (metadata.total is ACTIVITY_COUNT_CAP). */
  total_capped: z.boolean(),
});
export type ActivityLogPage = z.infer<typeof activityLogResponse>;

export const activityEntryResponse = z.object({ message: z.string(), data: activityLogItem });

/** The Actor filter's search: users whose username contains `q`, by username (without it, the first by name). */
export const activityActorsQuery = z.strictObject({ q: searchText.optional() });
export type ActivityActorsQuery = z.infer<typeof activityActorsQuery>;

/** The system users an entry's actor can be picked from (the Actor filter), by username. */
export const activityActorsResponse = z.object({
  message: z.string(),
  data: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type ActivityActorOption = z.infer<typeof activityActorsResponse>['data'][number];
/** Users one actor search answers: the filter searches as the user types (every employee may have an account). */
export const ACTIVITY_ACTORS_MAX = 20;

/** The activity log routes' schemas, keyed like their route table (routes/activity-log.ts). */
export const activityLogSchemas = {
  list: { summary: 'The activity log, newest first, filtered', query: activityLogQuery, response: activityLogResponse },
  export: exportSchemas('Export the entries the filters show (.xlsx or .csv)', activityLogExportQuery),
  actors: {
    summary: 'The users an entry can be filtered by: those whose username contains q, by username',
    query: activityActorsQuery,
    response: activityActorsResponse,
  },
  get: {
    summary: 'One activity-log entry with its before and after',
    params: idParams,
    response: activityEntryResponse,
  },
};
