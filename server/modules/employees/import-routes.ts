// The employee import (contract/api/routes/employees.ts). The route lives in a scope of its own: only here
// are CSV and .xlsx bodies read, with a 5 MB limit instead of the API's 256 KB; every other route keeps
// refusing them. The route itself is an ordinary contract route (permission, matrix, OpenAPI).
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  NDJSON_TYPE,
  type ImportLine,
} from '../../../contract/api/employee-import.ts';
import { employeeSchemas } from '../../../contract/api/employees.ts';
import { employees } from '../../../contract/api/routes/employees.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/error-handler.ts';
import {
  bindRoutes,
  defineRoute,
  registerRoutes,
  sendStream,
  type AnyRouteSpec,
  type Authenticate,
} from '../../http/route.ts';
import { acceptUploads, progressTicker, uploadKind, wantsProgress } from '../../http/upload.ts';
import { readEmployeeSheet as readSheet } from './import-service.ts';
import { checkImport, insertAll } from './import-service.ts';

export const employeeImportRoutes = (db: Database): AnyRouteSpec[] => [
  defineRoute(bindRoutes(employees, employeeSchemas).import, async ({ actor, request, reply }) => {
    const file = request.body;
    if (!Buffer.isBuffer(file)) throw new AppError(415, IMPORT_MESSAGES.wrongType);
    if (file.length === 0) throw badRequest([{ field: 'file', message: IMPORT_MESSAGES.empty }]);
    const kind = uploadKind(request);
    // A refused file throws its 400 with the row-by-row report, before anything is written or streamed.
    const rows = await checkImport(db.kysely, await readSheet(file, kind));
    if (!wantsProgress(request)) {
      const imported = await insertAll(db, actor, rows, kind, progressTicker());
      reply.status(201);
      return { message: IMPORT_MESSAGES.imported(imported), data: { imported } };
    }

    const out = new PassThrough();
    out.on('error', () => {}); // the client went away: the import still finishes (or rolls back) on its own
    const send = (line: ImportLine) => {
      if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
    };
    void insertAll(
      db,
      actor,
      rows,
      kind,
      progressTicker((done, total) => send({ type: 'progress', phase: 'inserting', done, total })),
    )
      .then(
        (imported) =>
          send({
            type: 'result',
            status: 201,
            body: { message: IMPORT_MESSAGES.imported(imported), data: { imported } },
          }),
        (error: unknown) => send({ type: 'result', ...failure(error, request) }),
      )
      .finally(() => out.end());
    return sendStream(reply, `${NDJSON_TYPE}; charset=utf-8`, out);
  }),
];

/** Registers the import route in its own scope; app.ts awaits it before building the OpenAPI document. */
export function employeeImportPlugin(db: Database, authenticate: Authenticate, catalogue: AnyRouteSpec[]) {
  return async (scope: FastifyInstance) => {
    acceptUploads(scope, {
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
      wrongType: IMPORT_MESSAGES.wrongType,
    });
    registerRoutes(scope, employeeImportRoutes(db), authenticate, catalogue);
  };
}

/** The status and body the error handler would have answered, for the final line of a streamed import. */
function failure(error: unknown, request: FastifyRequest): { status: number; body: { message: string } } {
  if (error instanceof AppError) return { status: error.statusCode, body: { message: error.message } };
  if (isUniqueViolation(error))
    return {
      status: 409,
      body: { message: 'An employee with this staff id or email already exists. Nothing was imported.' },
    };
  request.log.error({ err: error }, 'employee import failed');
  return { status: 500, body: { message: ERRORS.internal } };
}
