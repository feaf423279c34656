import { activityLogQuery, activityLogResponse } from '../../../contract/api/activity-log.ts';
import type { Database } from '../../db/database.ts';
import { toNumber } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { containsText } from '../../lib/like.ts';

// Read-only: the log has no route that edits or deletes it.
export function activityLogRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/activity-log',
      summary: 'The activity log, newest first',
      tag: 'activity-log',
      access: { resource: 'sysLog', action: 'read' },
      query: activityLogQuery,
      response: activityLogResponse,
      handler: async ({ query }) => {
        const base = db.kysely
          .selectFrom('activity_log')
          .$if(!!query.resource, (q) => q.where('resource', '=', query.resource!))
          .$if(!!query.record_id, (q) => q.where('record_id', '=', query.record_id!))
          .$if(!!query.q, (q) => q.where(containsText('actor_username', query.q!)));
        const [rows, count] = await Promise.all([
          base
            .selectAll()
            .orderBy('id', 'desc')
            .limit(query.limit)
            .offset((query.page - 1) * query.limit)
            .execute(),
          base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          message: 'OK',
          data: rows.map((r) => ({
            ...r,
            before: r.before == null ? null : JSON.parse(r.before),
            after: r.after == null ? null : JSON.parse(r.after),
          })),
          metadata: pageMetadata(query.page, query.limit, toNumber(count.n)),
        };
      },
    }),
  ];
}
