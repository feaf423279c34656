// Leave: types (permission leaveType), balances (read with either leave permission; adjusting is a leave
// type update), and leave requests through the approval engine (permission leaveRequest).
import { idParams, messageOnly } from '../../../contract/api/common.ts';
import {
  leaveBalanceAdjustBody,
  leaveBalanceListQuery,
  leaveBalanceListResponse,
  leaveBalanceResponse,
  leaveTypeBody,
  leaveTypeListQuery,
  leaveTypeListResponse,
  leaveTypeResponse,
  leaveTypeUpdateBody,
} from '../../../contract/api/requests-leave.ts';
import type { PermissionRequirement } from '../../../contract/permissions.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { adjustBalance, listBalances } from './balances.ts';
import { leaveRequestKind } from './leave-requests.ts';
import { ledgerRoutes } from './ledger-routes.ts';
import * as types from './leave-types.ts';

const TYPES = '/api/v1/admin/leave-type';
const BALANCES = '/api/v1/admin/leave-balance';

/** Whoever may see leave at all: the request form lists the types, the list shows balances. */
const LEAVE_READERS: PermissionRequirement = {
  anyOf: [
    { resource: 'leaveType', action: 'read' },
    { resource: 'leaveRequest', action: 'read' },
  ],
};

export const leaveRoutes = (db: Database): AnyRouteSpec[] => [
  listRoute({
    url: TYPES,
    summary: 'List leave types',
    tag: 'leave-type',
    access: LEAVE_READERS,
    query: leaveTypeListQuery,
    response: leaveTypeListResponse,
    list: (query) => types.listLeaveTypes(db, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${TYPES}/:id`,
    summary: 'One leave type',
    tag: 'leave-type',
    access: LEAVE_READERS,
    params: idParams,
    response: leaveTypeResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await types.getLeaveType(db.kysely, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: TYPES,
    summary: 'Create a leave type',
    tag: 'leave-type',
    access: { resource: 'leaveType', action: 'create' },
    body: leaveTypeBody,
    response: leaveTypeResponse,
    handler: async ({ actor, body, reply }) => {
      const data = await types.createLeaveType(db, actor, body);
      reply.status(201);
      return { message: 'Leave type created successfully!', data };
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: `${TYPES}/:id`,
    summary: 'Update a leave type (any fields)',
    tag: 'leave-type',
    access: { resource: 'leaveType', action: 'update' },
    params: idParams,
    body: leaveTypeUpdateBody,
    response: leaveTypeResponse,
    handler: async ({ actor, params, body }) => ({
      message: 'Leave type updated successfully!',
      data: await types.updateLeaveType(db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${TYPES}/:id`,
    summary: 'Delete a leave type no request uses',
    tag: 'leave-type',
    access: { resource: 'leaveType', action: 'delete' },
    params: idParams,
    response: messageOnly,
    handler: async ({ actor, params }) => {
      await types.deleteLeaveType(db, actor, params.id);
      return { message: 'Leave type deleted successfully!' };
    },
  }),
  listRoute({
    url: BALANCES,
    summary: 'Leave balances per employee and type for a year (entitled, taken, pending, remaining)',
    tag: 'leave-balance',
    access: LEAVE_READERS,
    query: leaveBalanceListQuery,
    response: leaveBalanceListResponse,
    list: (query) => listBalances(db, query),
  }),
  defineRoute({
    method: 'POST',
    url: `${BALANCES}/adjust`,
    summary: 'Add or remove days of a balance, with a reason',
    tag: 'leave-balance',
    access: { resource: 'leaveType', action: 'update' },
    body: leaveBalanceAdjustBody,
    response: leaveBalanceResponse,
    handler: async ({ actor, body }) => ({
      message: 'Leave balance adjusted successfully!',
      data: await adjustBalance(db, actor, body),
    }),
  }),
  ...ledgerRoutes(db),
  ...requestRoutes(db, leaveRequestKind),
];
