// POST /deduction/import?month=YYYY-MM (contract/api/routes/payroll.ts): a month's pay lines from a .csv or .xlsx
// body, in a scope of its own that reads files (5 MB, as the employee import), every other route still refusing
// them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_MESSAGES as M, payLineSchemas } from '../../../contract/api/payroll.ts';
import { payLines } from '../../../contract/api/routes/payroll.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { translated } from '../../http/error-handler.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { bindRoutes, defineRoute, registerRoutes, type AnyRouteSpec, type Authenticate } from '../../http/route.ts';
import { acceptUploads, uploadKind, wantsProgress } from '../../http/upload.ts';
import { runJob, streamJob } from '../../jobs/http.ts';

export function payLineImportRoutes(_db: Database): AnyRouteSpec[] {
  const api = bindRoutes(payLines, payLineSchemas);
  return [
    defineRoute(api.import, async ({ actor, query, request, reply }) => {
      const file = request.body;
      if (!Buffer.isBuffer(file)) throw new AppError(415, IMPORT_MESSAGES.wrongType);
      if (file.length === 0) throw badRequest([{ field: 'file', message: M.empty }]);
      const args = { file, kind: uploadKind(request), actor, month: query.month };
      const answer = (n: number) => ({ message: M.imported(n, query.month), data: { imported: n } });
      // On a worker: a refused file throws its 400 with the row-by-row report, before anything is written or
      // streamed.
      if (wantsProgress(request))
        return streamJob(
          request,
          reply,
          'payLineImport',
          args,
          ({ imported }) => ({ status: 201, body: answer(imported) }),
          (error) => failure(error, request),
        );
      const { meta } = await runJob(request, reply, 'payLineImport', args);
      reply.status(201);
      return answer(meta.imported);
    }),
  ];
}

export function payLineImportPlugin(db: Database, authenticate: Authenticate, catalogue: AnyRouteSpec[]) {
  return async (scope: FastifyInstance) => {
    acceptUploads(scope, {
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
      wrongType: IMPORT_MESSAGES.wrongType,
    });
    registerRoutes(scope, payLineImportRoutes(db), authenticate, catalogue);
  };
}

/** The status and body the error handler would have answered, for the last line of a stream. */
export function failure(error: unknown, request: FastifyRequest): { status: number; body: { message: string } } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: translated(request, { message: error.message }).message } };
  }
  request.log.error({ err: error }, 'payroll stream failed');
  return { status: 500, body: { message: ERRORS.internal } };
}
