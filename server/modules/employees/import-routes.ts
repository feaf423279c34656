// POST /employee/import (contract/api/employee-import.ts). The route lives in a scope of its own: only here
// are CSV and .xlsx bodies read, with a 5 MB limit instead of the API's 256 KB; every other route keeps
// refusing them. The route itself is an ordinary defineRoute spec (permission, matrix, OpenAPI).
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CSV_TYPE,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  NDJSON_TYPE,
  XLSX_TYPE,
  importResult,
  type ImportLine,
} from '../../../contract/api/employee-import.ts';
import { ERRORS } from '../../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/error-handler.ts';
import { defineRoute, registerRoutes, sendStream, type AnyRouteSpec, type Authenticate } from '../../http/route.ts';
import { readSheet, type FileKind } from './import-file.ts';
import { checkImport, insertAll } from './import-service.ts';

const CSV_TYPES = [CSV_TYPE, 'application/csv'];

export const employeeImportRoutes = (db: Database): AnyRouteSpec[] => [
  defineRoute({
    method: 'POST',
    url: '/api/v1/admin/employee/import',
    summary:
      'Import employees from the request body (a .csv or .xlsx file, at most 5 MB and 5,000 rows): all rows or none; ' +
      '400 with a row-by-row report; Accept: application/x-ndjson streams progress lines',
    tag: 'employee',
    access: { resource: 'employee', action: 'create' },
    response: importResult,
    streams: NDJSON_TYPE,
    handler: async ({ actor, request, reply }) => {
      const file = request.body;
      if (!Buffer.isBuffer(file)) throw new AppError(415, IMPORT_MESSAGES.wrongType);
      if (file.length === 0) throw badRequest([{ field: 'file', message: IMPORT_MESSAGES.empty }]);
      const kind = kindOf(request);
      // A refused file throws its 400 with the row-by-row report, before anything is written or streamed.
      const rows = await checkImport(db.kysely, await readSheet(file, kind));
      if (!wantsProgress(request)) {
        const imported = await insertAll(db, actor, rows, kind, ticker());
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
        ticker((done, total) => send({ type: 'progress', phase: 'inserting', done, total })),
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
    },
  }),
];

/** Registers the import route in its own scope; app.ts awaits it before building the OpenAPI document. */
export function employeeImportPlugin(db: Database, authenticate: Authenticate, catalogue: AnyRouteSpec[]) {
  return async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...CSV_TYPES, XLSX_TYPE], readUpload);
    scope.addContentTypeParser(
      '*',
      (_request: FastifyRequest, _payload: IncomingMessage, done: (error: Error | null) => void) =>
        done(new AppError(415, IMPORT_MESSAGES.wrongType)),
    );
    registerRoutes(scope, employeeImportRoutes(db), authenticate, catalogue);
  };
}

function kindOf(request: FastifyRequest): FileKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === XLSX_TYPE ? 'xlsx' : 'csv';
}

function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(NDJSON_TYPE);
}

/**
 * Reads the body up to the limit. Runs after authentication (onRequest), so only a caller allowed to import
 * can make the server hold 5 MB. Listeners are dropped rather than the stream destroyed, so the 413 still
 * reaches the client.
 */
function readUpload(request: FastifyRequest, payload: IncomingMessage): Promise<Buffer> {
  const tooLarge = () => new AppError(413, IMPORT_MESSAGES.tooLarge);
  if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error?: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', stop);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > IMPORT_MAX_BYTES) {
        stop(tooLarge());
        payload.resume(); // drain the rest unread
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', stop);
  });
}

/**
 * Progress at most every 100 ms (and at the end), and a pause for the event loop every 20 ms: on SQLite every
 * query resolves at once, and without a pause no progress line (nor a health check) would leave before the
 * import ends.
 */
function ticker(emit?: (done: number, total: number) => void) {
  let emitted = 0;
  let paused = Date.now();
  return async (done: number, total: number) => {
    const now = Date.now();
    if (done === total || now - emitted >= 100) {
      emitted = now;
      emit?.(done, total);
    }
    if (now - paused >= 20) {
      paused = now;
      await new Promise((resolve) => setImmediate(resolve));
    }
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
