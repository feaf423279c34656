import { activityLogQuery, activityLogResponse } from '../../../contract/api/activity-log.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import * as service from './service.ts';

// Read-only: the log has no route that edits or deletes it.
export function activityLogRoutes(db: Database) {
  return [
    listRoute({
      url: '/api/v1/admin/activity-log',
      summary: 'The activity log, newest first',
      tag: 'activity-log',
      access: { resource: 'sysLog', action: 'read' },
      query: activityLogQuery,
      response: activityLogResponse,
      list: (query) => service.listActivity(db, query),
    }),
  ];
}
