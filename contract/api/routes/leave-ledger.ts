import type { leaveLedgerSchemas } from '../leave-ledger.ts';
import { can, routeTable } from '../route.ts';
import type { PermissionRequirement } from '../../permissions.ts';

/** Whoever may see leave at all reads balances and ledgers: approvers see the balance a request would take. */
const leaveReaders: PermissionRequirement = { anyOf: [can('leaveType', 'read'), can('leaveRequest', 'read')] };

/**
 * Balances and ledgers at /leave-balance/:employee_id, a type's dated policies at /leave-type/:id/policy
 * (recording one is a leave type update), and the year-end carry-over preview of everyone (leave type read: HR).
 */
export const leaveLedger = routeTable<typeof leaveLedgerSchemas>()({
  carryOver: ['GET', '/leave-carry-over', can('leaveType', 'read')],
  balances: ['GET', '/leave-balance/:employee_id', leaveReaders],
  ledger: ['GET', '/leave-balance/:employee_id/ledger', leaveReaders],
  policies: ['GET', '/leave-type/:id/policy', leaveReaders],
  recordPolicy: ['POST', '/leave-type/:id/policy', can('leaveType', 'update')],
});
