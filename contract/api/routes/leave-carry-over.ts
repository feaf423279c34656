import type { carryOverSchemas } from '../leave-carry-over.ts';
import { can, routeTable } from '../route.ts';

/** The year-end carry-over preview, for those who administer leave (as adjusting a balance is). */
export const leaveCarryOver = routeTable<typeof carryOverSchemas>()({
  preview: ['GET', '/leave-carry-over', can('leaveType', 'update')],
});
