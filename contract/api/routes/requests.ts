import type { Resource } from '../../permissions.ts';
import type { leaveRequestSchemas } from '../requests-leave.ts';
import type { overtimeRequestSchemas } from '../requests-overtime.ts';
import type { postClockRequestSchemas } from '../requests-post-clock.ts';
import type { RequestKind, RequestOperation } from '../requests.ts';
import { can, routeTable, type Route, type RouteSchemas } from '../route.ts';

type RequestResource = Extract<Resource, 'leaveRequest' | 'overtimeRequest' | 'postClockRequest'>;

/**
 * The routes of one request kind at `path`: reading needs the kind's read permission, filing needs create,
 * deciding needs update (and the step's approver, checked by the engine), cancelling needs create or update.
 */
function requestTable<M extends Record<RequestOperation, RouteSchemas>>(
  path: string,
  resource: RequestResource,
): { [K in RequestOperation]: Route<M[K]> } {
  const read = can(resource, 'read');
  const decide = can(resource, 'update');
  return routeTable<Record<RequestOperation, RouteSchemas>>()({
    list: ['GET', path, read],
    export: ['GET', `${path}/export`, read],
    get: ['GET', `${path}/:id`, read],
    create: ['POST', path, can(resource, 'create')],
    approve: ['POST', `${path}/:id/approve`, decide],
    reject: ['POST', `${path}/:id/reject`, decide],
    cancel: ['POST', `${path}/:id/cancel`, { anyOf: [can(resource, 'create'), decide] }],
    bulkApprove: ['POST', `${path}/bulk-approve`, decide],
    bulkReject: ['POST', `${path}/bulk-reject`, decide],
  }) as { [K in RequestOperation]: Route<M[K]> };
}

export const leaveRequests = requestTable<typeof leaveRequestSchemas>('/leave-request', 'leaveRequest');
export const overtimeRequests = requestTable<typeof overtimeRequestSchemas>('/overtime-request', 'overtimeRequest');
export const postClockRequests = requestTable<typeof postClockRequestSchemas>(
  '/post-clock-request',
  'postClockRequest',
);

/** Each kind's routes, for code that holds the kind as a value. */
export const requestKindRoutes = {
  leave: leaveRequests,
  overtime: overtimeRequests,
  post_clock: postClockRequests,
} satisfies Record<RequestKind, unknown>;
