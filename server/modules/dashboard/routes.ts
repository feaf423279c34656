import { dashboardResponse } from '../../../contract/api/dashboard.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function dashboardRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      summary: "The day's HR work: counters and each card the caller's permissions allow (absent without them)",
      tag: 'dashboard',
      access: { resource: 'dashboard', action: 'read' },
      response: dashboardResponse,
      // SPEC.md's shape: the counts sit one level deeper, under data.data.
      handler: async ({ actor }) => ({ message: 'OK', data: { data: await service.dashboardFor(db, actor) } }),
    }),
  ];
}
