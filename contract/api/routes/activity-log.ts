import type { activityLogSchemas } from '../activity-log.ts';
import { can, routeTable } from '../route.ts';

const read = can('sysLog', 'read');

/** Read-only: the log has no route that edits or deletes it (entries are append-only). */
export const activityLog = routeTable<typeof activityLogSchemas>()({
  list: ['GET', '/activity-log', read],
  export: ['GET', '/activity-log/export', read],
  actors: ['GET', '/activity-log/actors', read],
  get: ['GET', '/activity-log/:id', read],
});
