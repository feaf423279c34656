import { dashboardSchemas } from '../../../contract/api/dashboard.ts';
import { dashboard } from '../../../contract/api/routes/dashboard.ts';
import type { Database } from '../../db/database.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function dashboardRoutes(db: Database) {
  const api = bindRoutes(dashboard, dashboardSchemas);
  return [
    // The answer's shape puts the counts one level deeper, under data.data.
    defineRoute(api.get, async ({ actor }) => ({
      message: 'OK',
      data: { data: await service.dashboardFor(db, actor) },
    })),
  ];
}
