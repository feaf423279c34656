import type { FastifyReply, FastifyRequest } from 'fastify';
import { activityLogSchemas } from '../../../contract/api/activity-log.ts';
import { activityLog } from '../../../contract/api/routes/activity-log.ts';
import { requirementPermissions } from '../../../contract/permissions.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { bindRoutes, defineRoute, type Access } from '../../http/route.ts';
import * as service from './service.ts';

export function activityLogRoutes(db: Database) {
  const api = bindRoutes(activityLog, activityLogSchemas);
  return [
    defineRoute(api.list, async ({ query, actor }) => ({
      message: 'OK',
      ...(await service.listActivity(db, actor, query)),
    })),
    exportRoute(api.export, {
      fileName: 'activity-log',
      job: 'activityLog',
    }),
    defineRoute(api.actors, async ({ query }) => ({ message: 'OK', data: await service.listActors(db, query) })),
    defineRoute(api.get, async ({ params, actor }) => ({
      message: 'OK',
      data: await service.getEntry(db, actor, params.id),
    })),
  ];
}

const resourceOf = (access: Access | undefined) =>
  !access || typeof access === 'string' ? 'file' : requirementPermissions(access)[0].resource;

/**
 * An onSend hook that logs every file the API hands out as an attachment (every area's exports, reports,
 * payslips): who took what, with which filters, from where. It runs before the file is sent, so a download
 * whose entry cannot be written is not sent.
 */
export function downloadAudit(db: Database) {
  const log = async (request: FastifyRequest, disposition: string) => {
    const actor = request.actor;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    await service.logDownload(
      db,
      actor ? actor : { id: null, username: null, ip: request.ip, userAgent: request.headers['user-agent'] },
      {
        resource: resourceOf(request.routeOptions.config.access),
        fileName: /filename="([^"]*)"/.exec(disposition)?.[1] ?? 'file',
        filters: { ...(request.query as Record<string, unknown>) },
        recordId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
      },
    );
  };
  // A callback hook, not an async one: every answer passes here and all but downloads go on at once, without a
  // promise to settle first.
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    const disposition = reply.getHeader('content-disposition');
    if (reply.statusCode !== 200 || typeof disposition !== 'string' || !disposition.startsWith('attachment'))
      return done(null, payload);
    log(request, disposition).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  };
}
