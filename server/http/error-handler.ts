// The one error handler: every failure leaves as {message, validators?} with the right status.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Validator } from '../../contract/api/common.ts';
import { DEFAULT_LANGUAGE, languageOfAcceptLanguage, type Language } from '../../contract/languages.ts';
import { ERRORS } from '../../contract/messages.ts';
import { translateMessage } from '../i18n/messages.ts';
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

/** The caller's language: Accept-Language when it names one the console speaks, then the account's, then English. */
export function languageOf(request: FastifyRequest): Language {
  return languageOfAcceptLanguage(request.headers['accept-language']) ?? request.accountLanguage ?? DEFAULT_LANGUAGE;
}

type Answer = { message: string; validators?: Validator[]; report?: unknown };

/** Every refusal leaves through here: its message, each field's and each row's of an import's report in the
 * caller's language. */
export function translated(request: FastifyRequest, answer: Answer): Answer {
  const language = languageOf(request);
  if (language === DEFAULT_LANGUAGE) return answer;
  const inLanguage = <T extends { message: string }>(item: T): T => ({
    ...item,
    message: translateMessage(item.message, language),
  });
  return {
    ...answer,
    message: translateMessage(answer.message, language),
    validators: answer.validators?.map(inLanguage),
    ...(Array.isArray(answer.report) ? { report: (answer.report as { message: string }[]).map(inLanguage) } : {}),
  };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, answer: Answer) => reply.status(status).send(translated(request, answer));
    const code = error.code ?? '';
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, { ...error.details, message: error.message, validators: error.validators });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(413, { message: ERRORS.bodyTooLarge });
    if (isUniqueViolation(error)) return send(409, { message: ERRORS.recordExists });
    if (FOREIGN_KEY_VIOLATIONS.has(code)) {
      return send(409, { message: ERRORS.stillReferenced });
    }
    if (UNAVAILABLE.has(code) || DATABASE_GONE.test(error.message)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(503, { message: ERRORS.serviceUnavailable });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Invalid JSON body.' : error.message;
      return send(error.statusCode, { message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: ERRORS.internal });
  });
}
