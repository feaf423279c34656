// The one error handler: every failure leaves as {message, validators?} with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS } from '../../contract/messages.ts';
import { AppError } from './errors.ts';

const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const FOREIGN_KEY_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);
// The database is unreachable or restarting: the client may retry later.
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

// Connection lost or refused, or the database handle already closed (shutting down): also "try again later".
const DATABASE_GONE =
  /Connection terminated|timeout exceeded when trying to connect|driver has already been destroyed|Cannot use a pool after calling end|The database connection is not open/i;

export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATIONS.has((error as { code?: string })?.code ?? '');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.code ?? '';
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.details, message: error.message, validators: error.validators });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ message: ERRORS.bodyTooLarge });
    if (isUniqueViolation(error)) return reply.status(409).send({ message: 'This record already exists.' });
    if (FOREIGN_KEY_VIOLATIONS.has(code)) {
      return reply.status(409).send({ message: 'This record is still referenced by another record.' });
    }
    if (UNAVAILABLE.has(code) || DATABASE_GONE.test(error.message)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: ERRORS.serviceUnavailable });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Invalid JSON body.' : error.message;
      return reply.status(error.statusCode).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: ERRORS.internal });
  });
}
