import type { ErrorCode } from '@pointeo/domain/error-codes';

/** An error whose message is French text meant for the person using the product. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts the client needs besides the message (e.g. when a lock ends). */
    readonly details?: Record<string, string>,
    /** `{ cause }`: the failure behind it, which the error handler logs for a 5xx. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
