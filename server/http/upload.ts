// What the file-import routes (employees, attendance punches) share: a Fastify scope that reads .csv and .xlsx
// bodies up to a limit and refuses every other type, a throttle for streamed progress lines, and the check
// for a caller that asked for them.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_REPORT, type ImportIssue, type ImportRefusal } from '../../contract/api/employee-import.ts';
import { AppError } from './errors.ts';
import { XLSX_TYPE } from '../lib/spreadsheet.ts';

export const CSV_TYPES = ['text/csv', 'application/csv'];
export const NDJSON_TYPE = 'application/x-ndjson';

export type UploadKind = 'csv' | 'xlsx';

/**
 * Makes `scope` read CSV and .xlsx bodies as Buffers of at most `maxBytes` (413 `tooLarge` beyond) and refuse
 * any other content type with 415 `wrongType`. Only routes registered in this scope accept files.
 */
export function acceptUploads(
  scope: FastifyInstance,
  limits: { maxBytes: number; tooLarge: string; wrongType: string },
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...CSV_TYPES, XLSX_TYPE], (request: FastifyRequest, payload: IncomingMessage) =>
    readUpload(request, payload, limits.maxBytes, limits.tooLarge),
  );
  scope.addContentTypeParser(
    '*',
    (_request: FastifyRequest, _payload: IncomingMessage, done: (error: Error | null) => void) =>
      done(new AppError(415, limits.wrongType)),
  );
}

export function uploadKind(request: FastifyRequest): UploadKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === XLSX_TYPE ? 'xlsx' : 'csv';
}

export function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(NDJSON_TYPE);
}

/**
 * Reads the body up to the limit. Runs after authentication (onRequest), so only a caller allowed to import
 * can make the server hold the file. Listeners are dropped rather than the stream destroyed, so the 413
 * still reaches the client.
 */
function readUpload(
  request: FastifyRequest,
  payload: IncomingMessage,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  const tooLarge = () => new AppError(413, tooLargeMessage);
  if (Number(request.headers['content-length']) > maxBytes) return Promise.reject(tooLarge());
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
      if (size > maxBytes) {
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
export function progressTicker(emit?: (done: number, total: number) => void) {
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

/**
 * 400, nothing imported: the body is the contract's importRefusal, the row-by-row report (issues already in
 * report order, at most IMPORT_MAX_REPORT listed) beside message and validators.
 */
export function refusedImport(message: string, sorted: ImportIssue[], totalRows: number): AppError {
  const report: Omit<ImportRefusal, 'message' | 'validators'> = {
    report: sorted.slice(0, IMPORT_MAX_REPORT),
    total_rows: totalRows,
    refused_rows: new Set(sorted.map((i) => i.row)).size,
    truncated: sorted.length > IMPORT_MAX_REPORT,
  };
  return new AppError(400, message, [{ field: 'file', message }], undefined, report);
}
