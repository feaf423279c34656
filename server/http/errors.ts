// The errors services throw; the one error handler (error-handler.ts) turns them into the answer every failure leaves
// as: {message, validators?} with the error's status.
import type { Validator } from '../../contract/api/common.ts';
import { ERRORS } from '../../contract/messages.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validators?: Validator[],
    readonly headers?: Record<string, string>,
    /** More fields of the answer, beside message and validators (the import's row-by-row report). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (validators: Validator[], message: string = validators[0]?.message ?? ERRORS.validation) =>
  new AppError(400, message, validators);
export const unauthorized = (message: string = ERRORS.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, message);
export const notFound = (message: string = ERRORS.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
