import { MSG } from '@kisa/shared';

/**
 * An expected failure with the status and message the caller should see. Domain code
 * throws these; the HTTP layer maps them in one place. Anything else is a bug (500).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = () => new AppError(401, MSG.unauthorized);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** 429: the message and Retry-After both say when the next attempt is allowed (whole minutes / seconds). */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, MSG.tooManyAttemptsIn(Math.ceil(seconds / 60)), { 'retry-after': String(seconds) });
};
