// The routes of one request kind (its route table in contract/api/routes/requests.ts): list, export, detail,
// create, approve, reject, cancel and bulk approve / reject. The engine checks that the caller is the step's
// approver; the route table's access, which permission each route needs.
import type { RequestBaseItem } from '../../../contract/api/requests.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import type { ExportJobName } from '../../jobs/job-list.ts';
import { listRoute } from '../../http/list-route.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import type { NewRequest, RequestKindSpec } from './kind.ts';
import * as service from './service.ts';

/** One kind's routes, typed by its schemas: each handler answers exactly the kind's response schema. */
export function requestRoutes<B extends NewRequest, F extends object, I extends RequestBaseItem, D extends I>(
  db: Database,
  spec: RequestKindSpec<B, F, I, D>,
): AnyRouteSpec[] {
  const api = bindRoutes(spec.routes, spec.schemas);
  const noun = spec.noun;
  return [
    listRoute(api.list, (query, actor) => service.listRequests(db, spec, actor, query)),
    // Built on a worker thread, by the kind's export (jobs/job-list.ts).
    exportRoute(api.export, { fileName: spec.exportName, job: spec.exportJob as ExportJobName }),
    defineRoute(api.get, async ({ actor, params }) => ({
      message: 'OK',
      data: await service.getRequest(db.kysely, spec, actor, params.id),
    })),
    defineRoute(api.create, async ({ actor, body, reply }) => {
      const data = await service.createRequest(db, spec, actor, body);
      reply.status(201);
      return { message: `${noun} submitted successfully!`, data };
    }),
    defineRoute(api.approve, async ({ actor, params, body }) => {
      const data = await service.decide(db, spec, actor, params.id, 'approve', body);
      return {
        message: data.status === 'approve' ? `${noun} approved successfully!` : `${noun} step approved successfully!`,
        data,
      };
    }),
    defineRoute(api.reject, async ({ actor, params, body }) => ({
      message: `${noun} rejected successfully!`,
      data: await service.decide(db, spec, actor, params.id, 'reject', body),
    })),
    defineRoute(api.cancel, async ({ actor, params, body }) => ({
      message: `${noun} cancelled successfully!`,
      data: await service.cancel(db, spec, actor, params.id, body),
    })),
    defineRoute(api.bulkApprove, async ({ actor, body }) => {
      const data = await service.bulkDecide(db, spec, actor, 'approve', body);
      return { message: `${data.succeeded} of ${data.results.length} approved.`, data };
    }),
    defineRoute(api.bulkReject, async ({ actor, body }) => {
      const data = await service.bulkDecide(db, spec, actor, 'reject', body);
      return { message: `${data.succeeded} of ${data.results.length} rejected.`, data };
    }),
  ];
}
