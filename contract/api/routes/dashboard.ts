import type { dashboardSchemas } from '../dashboard.ts';
import { can, routeTable } from '../route.ts';

/** The day's HR work, one read. */
export const dashboard = routeTable<typeof dashboardSchemas>()({
  get: ['GET', '/dashboard', can('dashboard', 'read')],
});
