// The routes of one request kind: list, export, detail, create, approve, reject, cancel
// and bulk approve / reject. Reading needs the kind's read permission, filing needs create, deciding needs
// update (and the step's approver, checked by the engine), cancelling needs create or update.
import { idParams } from '../../../contract/api/common.ts';
import {
  approveBody,
  bulkApproveBody,
  bulkRejectBody,
  bulkResponse,
  cancelBody,
  rejectBody,
  type RequestBaseItem,
} from '../../../contract/api/requests.ts';
import type { Database } from '../../db/database.ts';
import type { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { exportRoute } from '../../http/export-route.ts';
import type { ExportJobName } from '../../jobs/job-list.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute, toValidators, type AnyRouteSpec } from '../../http/route.ts';
import type { NewRequest, RequestKindSpec } from './kind.ts';
import * as service from './service.ts';

/** A bare POST is read as an empty body, so what is missing is named by its field ("version is required.",
 * "comment is required."), not "body is required.". */
function optionalBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(toValidators(parsed.error));
  return parsed.data;
}

/** One kind's routes, typed by its schemas: each handler answers exactly the kind's response schema. */
export function requestRoutes<B extends NewRequest, F extends object, I extends RequestBaseItem, D extends I>(
  db: Database,
  spec: RequestKindSpec<B, F, I, D>,
): AnyRouteSpec[] {
  const base = `/api/v1/admin/${spec.path}`;
  const need = (action: 'read' | 'create' | 'update') => ({ resource: spec.resource, action });
  const noun = spec.noun;
  const lower = noun.toLowerCase();
  return [
    listRoute({
      url: base,
      summary: `List ${lower}s: filters by status, type, employee, department, team and dates; actionable=true for your queue`,
      tag: spec.path,
      access: need('read'),
      query: spec.schemas.listQuery,
      response: spec.schemas.listResponse,
      list: (query, actor) => service.listRequests(db, spec, actor, query),
    }),
    exportRoute({
      url: `${base}/export`,
      summary: `Export ${lower}s (same filters as the list) as .xlsx or .csv`,
      tag: spec.path,
      access: need('read'),
      query: spec.schemas.exportQuery,
      fileName: spec.exportName,
      // Built on a worker thread, by the export named by the kind's path (jobs/job-list.ts).
      job: spec.path as ExportJobName,
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id`,
      summary: `One ${lower} with its step timeline`,
      tag: spec.path,
      access: need('read'),
      params: idParams,
      response: spec.schemas.itemResponse,
      handler: async ({ actor, params }) => ({
        message: 'OK',
        data: await service.getRequest(db.kysely, spec, actor, params.id),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: base,
      summary: `File a ${lower} (employee_id to file on behalf of an employee; otherwise your own)`,
      tag: spec.path,
      access: need('create'),
      body: spec.schemas.body,
      response: spec.schemas.itemResponse,
      handler: async ({ actor, body, reply }) => {
        const data = await service.createRequest(db, spec, actor, body);
        reply.status(201);
        return { message: `${noun} submitted successfully!`, data };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/:id/approve`,
      summary: `Approve (or, as HR, acknowledge) the current step of a ${lower}, at the version you saw`,
      tag: spec.path,
      access: need('update'),
      params: idParams,
      response: spec.schemas.itemResponse,
      handler: async ({ actor, params, request }) => {
        const data = await service.decide(
          db,
          spec,
          actor,
          params.id,
          'approve',
          optionalBody(approveBody, request.body),
        );
        return {
          message: data.status === 'approve' ? `${noun} approved successfully!` : `${noun} step approved successfully!`,
          data,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/:id/reject`,
      summary: `Reject a ${lower} at its current step (comment required)`,
      tag: spec.path,
      access: need('update'),
      params: idParams,
      response: spec.schemas.itemResponse,
      handler: async ({ actor, params, request }) => ({
        message: `${noun} rejected successfully!`,
        data: await service.decide(db, spec, actor, params.id, 'reject', optionalBody(rejectBody, request.body)),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/:id/cancel`,
      summary: `Cancel a pending ${lower} (the requester, whoever filed it, or a holder of cancel-others)`,
      tag: spec.path,
      access: { anyOf: [need('create'), need('update')] },
      params: idParams,
      response: spec.schemas.itemResponse,
      handler: async ({ actor, params, request }) => ({
        message: `${noun} cancelled successfully!`,
        data: await service.cancel(db, spec, actor, params.id, optionalBody(cancelBody, request.body)),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/bulk-approve`,
      summary: `Approve the current step of several ${lower}s, each at the version you saw; one result per request`,
      tag: spec.path,
      access: need('update'),
      body: bulkApproveBody,
      response: bulkResponse,
      handler: async ({ actor, body }) => {
        const data = await service.bulkDecide(db, spec, actor, 'approve', body);
        return { message: `${data.succeeded} of ${data.results.length} approved.`, data };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/bulk-reject`,
      summary: `Reject several ${lower}s (each at the version you saw) with one comment; one result per request`,
      tag: spec.path,
      access: need('update'),
      body: bulkRejectBody,
      response: bulkResponse,
      handler: async ({ actor, body }) => {
        const data = await service.bulkDecide(db, spec, actor, 'reject', body);
        return { message: `${data.succeeded} of ${data.results.length} rejected.`, data };
      },
    }),
  ];
}
