import { z } from 'zod';
import { RESOURCES } from '../permissions.ts';
import { listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';

export const activityLogQuery = paginationQuery.extend({
  resource: z.enum(RESOURCES, { error: 'resource is not allowed.' }).optional(),
  record_id: z.string().trim().max(50).optional(),
  /** Matches the actor's username. */
  q: searchText.optional(),
});
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

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
  created_at: timestamp,
});
export type ActivityLogItem = z.infer<typeof activityLogItem>;
export const activityLogResponse = listEnvelope(activityLogItem);
