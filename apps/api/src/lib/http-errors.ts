import type { TFieldError } from '@curio/shared';
import { MESSAGES } from '@curio/shared';

/** An error whose message is safe to show a user; the error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: TFieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.auth.tokenMissing) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.auth.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.api.notFound) => new HttpError(404, message);
/** 409; `errors` names the field at fault when there is one (a slug another item uses). */
export const conflict = (message: string, errors?: TFieldError[]) => new HttpError(409, message, errors);

/** 503: the instance is busy right now; `retryAfterSeconds` goes out as the Retry-After header (RFC 9110). */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}
