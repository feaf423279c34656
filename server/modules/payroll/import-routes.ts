// POST /deduction/import?month=YYYY-MM (contract/api/routes/payroll.ts): a month's pay lines from a .csv or .xlsx
// body, in a scope of its own that reads files (5 MB, as the employee import), every other route still refusing
// them.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportLine } from '../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_MESSAGES as M, payLineSchemas } from '../../../contract/api/payroll.ts';
import { payLines } from '../../../contract/api/routes/payroll.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  bindRoutes,
  defineRoute,
  registerRoutes,
  sendStream,
  type AnyRouteSpec,
  type Authenticate,
} from '../../http/route.ts';
import { acceptUploads, NDJSON_TYPE, progressTicker, uploadKind, wantsProgress } from '../../http/upload.ts';
import { checkPayLineImport, insertPayLines, readPayLineSheet } from './import-service.ts';

export function payLineImportRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(payLines, payLineSchemas);
  return [
    defineRoute(api.import, async ({ actor, query, request, reply }) => {
      const file = request.body;
      if (!Buffer.isBuffer(file)) throw new AppError(415, IMPORT_MESSAGES.wrongType);
      if (file.length === 0) throw badRequest([{ field: 'file', message: M.empty }]);
      const kind = uploadKind(request);
      // A refused file throws its 400 with the row-by-row report, before anything is written or streamed.
      const lines = await checkPayLineImport(db.kysely, await readPayLineSheet(file, kind), query.month);
      const answer = (n: number) => ({ message: M.imported(n, query.month), data: { imported: n } });
      if (!wantsProgress(request)) {
        const imported = await insertPayLines(db, actor, query.month, lines, kind, progressTicker());
        reply.status(201);
        return answer(imported);
      }
      const out = new PassThrough();
      out.on('error', () => {}); // the client went away: the import still finishes (or rolls back) on its own
      const send = (line: ImportLine) => {
        if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
      };
      const tick = progressTicker((done, total) => send({ type: 'progress', phase: 'inserting', done, total }));
      void insertPayLines(db, actor, query.month, lines, kind, tick)
        .then(
          (n) => send({ type: 'result', status: 201, body: answer(n) }),
          (error: unknown) => send({ type: 'result', ...failure(error, request) }),
        )
        .finally(() => out.end());
      return sendStream(reply, `${NDJSON_TYPE}; charset=utf-8`, out);
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
  if (error instanceof AppError) return { status: error.statusCode, body: { message: error.message } };
  request.log.error({ err: error }, 'payroll stream failed');
  return { status: 500, body: { message: ERRORS.internal } };
}
