// Leave's routes (contract/api/routes/leave.ts): types (permission leaveType), balances (read with either leave
// permission; adjusting is a leave type update), and leave requests through the approval engine (permission
// leaveRequest).
import { leaveBalanceSchemas, leaveTypeSchemas } from '../../../contract/api/leave.ts';
import { leaveBalances, leaveTypes } from '../../../contract/api/routes/leave.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import { serveResource } from '../../http/resource-routes.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { adjustBalance, listBalances } from './balances.ts';
import { leaveRequestKind } from './leave-requests.ts';
import { ledgerRoutes } from './ledger-routes.ts';
import * as types from './leave-types.ts';

export function leaveRoutes(db: Database): AnyRouteSpec[] {
  const balances = bindRoutes(leaveBalances, leaveBalanceSchemas);
  return [
    ...serveResource(db, bindRoutes(leaveTypes, leaveTypeSchemas), {
      noun: 'leave type',
      list: types.listLeaveTypes,
      get: (db, id) => types.getLeaveType(db.kysely, id),
      create: types.createLeaveType,
      update: types.updateLeaveType,
      remove: types.deleteLeaveType,
    }),
    listRoute(balances.list, (query) => listBalances(db, query)),
    defineRoute(balances.adjust, async ({ actor, body }) => ({
      message: 'Leave balance adjusted successfully!',
      data: await adjustBalance(db, actor, body),
    })),
    ...ledgerRoutes(db),
    ...requestRoutes(db, leaveRequestKind),
  ];
}
