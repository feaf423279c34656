// The leave ledger's routes (contract/api/routes/leave-ledger.ts): an employee's balances and ledgers on a day, a
// leave type's dated policy versions (recorded as a leave type update), and the year-end carry-over preview.
import { leaveLedgerSchemas } from '../../../contract/api/leave-ledger.ts';
import { leaveLedger } from '../../../contract/api/routes/leave-ledger.ts';
import type { Database } from '../../db/database.ts';
import { languageOf } from '../../http/error-handler.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { employeeBalances, employeeLedger, policyItem, policyList, policyOfBody } from './ledger-answers.ts';
import { carryOverPreview, recordPolicy } from './ledger-service.ts';

export function ledgerRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(leaveLedger, leaveLedgerSchemas);
  return [
    defineRoute(api.carryOver, async ({ query }) => ({
      message: 'OK',
      data: await carryOverPreview(db.kysely, query.year),
    })),
    defineRoute(api.balances, async ({ params, query }) => ({
      message: 'OK',
      data: await employeeBalances(db.kysely, params.employee_id, query),
    })),
    defineRoute(api.ledger, async ({ params, query, request }) => ({
      message: 'OK',
      data: await employeeLedger(db.kysely, params.employee_id, query.leave_type_id, query, languageOf(request)),
    })),
    defineRoute(api.policies, async ({ params }) => ({ message: 'OK', data: await policyList(db.kysely, params.id) })),
    defineRoute(api.recordPolicy, async ({ actor, params, body, reply }) => {
      const versions = await recordPolicy(db, actor, params.id, policyOfBody(body));
      reply.status(201);
      return { message: 'Leave policy recorded successfully!', data: versions.map(policyItem) };
    }),
  ];
}
