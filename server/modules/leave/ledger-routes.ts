// Leave as a derived ledger: an employee's balances of every type on a day (the final settlement reads it on
// the leaving day), one type's ledger lines, and a leave type's dated policy versions (recorded as a leave
// type update).
import { idParams } from '../../../contract/api/common.ts';
import {
  employeeBalanceParams,
  employeeBalanceQuery,
  employeeBalanceResponse,
  leavePolicyBody,
  leavePolicyListResponse,
  ledgerQuery,
  ledgerResponse,
} from '../../../contract/api/leave-ledger.ts';
import type { PermissionRequirement } from '../../../contract/permissions.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { employeeBalances, employeeLedger, policyItem, policyList, policyOfBody } from './ledger-answers.ts';
import { recordPolicy } from './ledger-service.ts';

const BALANCES = '/api/v1/admin/leave-balance';
const TYPES = '/api/v1/admin/leave-type';

export const ledgerRoutes = (db: Database, readers: PermissionRequirement): AnyRouteSpec[] => [
  defineRoute({
    method: 'GET',
    url: `${BALANCES}/:employee_id`,
    summary: "An employee's balance of every leave type on a day (today unless told; the leaving day for a settlement)",
    tag: 'leave-balance',
    access: readers,
    params: employeeBalanceParams,
    query: employeeBalanceQuery,
    response: employeeBalanceResponse,
    handler: async ({ params, query }) => ({
      message: 'OK',
      data: await employeeBalances(db.kysely, params.employee_id, query),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${BALANCES}/:employee_id/ledger`,
    summary: "An employee's ledger of one leave type on a day: every line with the balance after it",
    tag: 'leave-balance',
    access: readers,
    params: employeeBalanceParams,
    query: ledgerQuery,
    response: ledgerResponse,
    handler: async ({ params, query }) => ({
      message: 'OK',
      data: await employeeLedger(db.kysely, params.employee_id, query.leave_type_id, query),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${TYPES}/:id/policy`,
    summary: "A leave type's dated policy versions, oldest first",
    tag: 'leave-type',
    access: readers,
    params: idParams,
    response: leavePolicyListResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await policyList(db.kysely, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${TYPES}/:id/policy`,
    summary: "Record a leave type's policy from a month (balances from that month are derived under it)",
    tag: 'leave-type',
    access: { resource: 'leaveType', action: 'update' },
    params: idParams,
    body: leavePolicyBody,
    response: leavePolicyListResponse,
    handler: async ({ actor, params, body, reply }) => {
      const versions = await recordPolicy(db, actor, params.id, policyOfBody(body));
      reply.status(201);
      return { message: 'Leave policy recorded successfully!', data: versions.map(policyItem) };
    },
  }),
];
