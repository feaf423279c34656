import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  activityActorsQuery,
  activityActorsResponse,
  activityEntryResponse,
  activityLogExportQuery,
  activityLogQuery,
  activityLogResponse,
} from '../../../contract/api/activity-log.ts';
import { idParams } from '../../../contract/api/common.ts';
import { API } from '../../../contract/api/paths.ts';
import { requirementPermissions } from '../../../contract/permissions.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { defineRoute, type Access } from '../../http/route.ts';
import * as service from './service.ts';

const base = API.activityLog;
const access = { resource: 'sysLog', action: 'read' } as const;

// Read-only: the log has no route that edits or deletes it (entries are append-only, SECURITY.md 15).
export function activityLogRoutes(db: Database) {
  return [
    defineRoute({
      method: 'GET',
      url: base,
      summary: 'The activity log, newest first, filtered',
      tag: 'activity-log',
      access,
      query: activityLogQuery,
      response: activityLogResponse,
      handler: async ({ query, actor }) => ({ message: 'OK', ...(await service.listActivity(db, actor, query)) }),
    }),
    exportRoute({
      url: API.activityExport,
      summary: 'Export the entries the filters show (.xlsx or .csv)',
      tag: 'activity-log',
      access,
      query: activityLogExportQuery,
      fileName: 'activity-log',
      job: 'activityLog',
    }),
    defineRoute({
      method: 'GET',
      url: API.activityActors,
      summary: 'The users an entry can be filtered by: those whose username contains q, by username',
      tag: 'activity-log',
      access,
      query: activityActorsQuery,
      response: activityActorsResponse,
      handler: async ({ query }) => ({ message: 'OK', data: await service.listActors(db, query) }),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id`,
      summary: 'One activity-log entry with its before and after',
      tag: 'activity-log',
      access,
      params: idParams,
      response: activityEntryResponse,
      handler: async ({ params, actor }) => ({ message: 'OK', data: await service.getEntry(db, actor, params.id) }),
    }),
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
