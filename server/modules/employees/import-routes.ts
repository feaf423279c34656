// The employee import (contract/api/routes/employees.ts). The route lives in a scope of its own: only here
// are CSV and .xlsx bodies read, with a 5 MB limit instead of the API's 256 KB; every other route keeps
// refusing them. The route itself is an ordinary contract route (permission, matrix, OpenAPI).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../contract/api/employee-import.ts';
import { employeeSchemas } from '../../../contract/api/employees.ts';
import { employees } from '../../../contract/api/routes/employees.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { isUniqueViolation, translated } from '../../http/error-handler.ts';
import { bindRoutes, defineRoute, registerRoutes, type AnyRouteSpec, type Authenticate } from '../../http/route.ts';
import { acceptUploads, uploadKind, wantsProgress } from '../../http/upload.ts';
import { runJob, streamJob } from '../../jobs/http.ts';

export const employeeImportRoutes = (_db: Database): AnyRouteSpec[] => [
  defineRoute(bindRoutes(employees, employeeSchemas).import, async ({ actor, request, reply }) => {
    const file = request.body;
    if (!Buffer.isBuffer(file)) throw new AppError(415, IMPORT_MESSAGES.wrongType);
    if (file.length === 0) throw badRequest([{ field: 'file', message: IMPORT_MESSAGES.empty }]);
    const args = { file, kind: uploadKind(request), actor };
    const answer = (imported: number) => ({ message: IMPORT_MESSAGES.imported(imported), data: { imported } });
    // On a worker: a refused file throws its 400 with the row-by-row report, before anything is written or streamed.
    if (wantsProgress(request))
      return streamJob(
        request,
        reply,
        'employeeImport',
        args,
        ({ imported }) => ({ status: 201, body: answer(imported) }),
        (error) => failure(error, request),
      );
    const { meta } = await runJob(request, reply, 'employeeImport', args);
    reply.status(201);
    return answer(meta.imported);
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
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: translated(request, { message: error.message }).message } };
  }
  if (isUniqueViolation(error))
    return {
      status: 409,
      body: { message: 'An employee with this staff id or email already exists. Nothing was imported.' },
    };
  request.log.error({ err: error }, 'employee import failed');
  return { status: 500, body: { message: ERRORS.internal } };
}
