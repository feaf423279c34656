// The monthly sheet, its export and the punch import (contract/api/routes/attendance.ts). They live in a scope
// of their own: only here are CSV and .xlsx bodies read (16 MB for a month of punches), every other route keeps
// refusing them. The routes are ordinary contract routes (permission, matrix, OpenAPI).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attendanceSchemas, PUNCH_IMPORT_MAX_BYTES, PUNCH_IMPORT_MESSAGES } from '../../../contract/api/attendance.ts';
import { attendance } from '../../../contract/api/routes/attendance.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { translated } from '../../http/error-handler.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { exportRoute } from '../../http/export-route.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import {
  bindRoutes,
  defineRoute,
  registerRoutes,
  sendJsonBytes,
  type AnyRouteSpec,
  type Authenticate,
} from '../../http/route.ts';
import { acceptUploads, uploadKind, wantsProgress } from '../../http/upload.ts';
import { runJob, streamJob } from '../../jobs/http.ts';
import { KeptSheetPages } from './kept-sheet-pages.ts';
import { getSheet } from './sheet-service.ts';

export function attendanceSheetImportRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(attendance, attendanceSchemas);
  const kept = new KeptSheetPages();
  return [
    defineRoute(api.sheet, async ({ query, reply }) => {
      // 165 KB a page of 100: written as bytes, not text then bytes, and kept as they are sent.
      const page = await kept.answer(db.kysely, query, async () =>
        jsonBytes({ message: 'OK', ...(await getSheet(db, query)) }),
      );
      return sendJsonBytes(reply, page);
    }),
    exportRoute(api.sheetExport, { fileName: 'attendance-sheet', job: 'attendanceSheet' }),
    defineRoute(api.import, async ({ actor, request, reply }) => {
      const file = request.body;
      if (!Buffer.isBuffer(file)) throw new AppError(415, PUNCH_IMPORT_MESSAGES.wrongType);
      if (file.length === 0) throw badRequest([{ field: 'file', message: PUNCH_IMPORT_MESSAGES.empty }]);
      const args = { file, kind: uploadKind(request), actor };
      const answer = (r: { imported: number; skipped: number }) => ({
        message: PUNCH_IMPORT_MESSAGES.imported(r.imported, r.skipped),
        data: r,
      });
      // On a worker: a refused file throws its 400 with the row-by-row report, before anything is written or
      // streamed.
      if (wantsProgress(request))
        return streamJob(
          request,
          reply,
          'punchImport',
          args,
          (result) => ({ status: 201, body: answer(result) }),
          (error) => failure(error, request),
        );
      const { meta } = await runJob(request, reply, 'punchImport', args);
      reply.status(201);
      return answer(meta);
    }),
  ];
}

/** Registers the sheet and import routes in their own scope; app.ts awaits it before building the OpenAPI document. */
export function attendanceSheetImportPlugin(db: Database, authenticate: Authenticate, catalogue: AnyRouteSpec[]) {
  return async (scope: FastifyInstance) => {
    acceptUploads(scope, {
      maxBytes: PUNCH_IMPORT_MAX_BYTES,
      tooLarge: PUNCH_IMPORT_MESSAGES.tooLarge,
      wrongType: PUNCH_IMPORT_MESSAGES.wrongType,
    });
    registerRoutes(scope, attendanceSheetImportRoutes(db), authenticate, catalogue);
  };
}

/** The status and body the error handler would have answered, for the final line of a streamed import. */
function failure(error: unknown, request: FastifyRequest): { status: number; body: { message: string } } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: translated(request, { message: error.message }).message } };
  }
  request.log.error({ err: error }, 'punch import failed');
  return { status: 500, body: { message: ERRORS.internal } };
}
