import type { PermissionRequirement } from '../../permissions.ts';
import type { leaveBalanceSchemas, leaveTypeSchemas } from '../leave.ts';
import { can, routeTable } from '../route.ts';

/** Whoever may see leave at all: the request form lists the types, the list shows balances. */
export const LEAVE_READERS: PermissionRequirement = { anyOf: [can('leaveType', 'read'), can('leaveRequest', 'read')] };

/** Leave types at /leave-type: read by either leave permission, written with the leaveType permission. */
export const leaveTypes = routeTable<typeof leaveTypeSchemas>()({
  list: ['GET', '/leave-type', LEAVE_READERS],
  get: ['GET', '/leave-type/:id', LEAVE_READERS],
  create: ['POST', '/leave-type', can('leaveType', 'create')],
  update: ['PATCH', '/leave-type/:id', can('leaveType', 'update')],
  remove: ['DELETE', '/leave-type/:id', can('leaveType', 'delete')],
});

/** Balances at /leave-balance: read by either leave permission; adjusting one is a leave type update. */
export const leaveBalances = routeTable<typeof leaveBalanceSchemas>()({
  list: ['GET', '/leave-balance', LEAVE_READERS],
  adjust: ['POST', '/leave-balance/adjust', can('leaveType', 'update')],
});
