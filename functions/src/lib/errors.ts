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
    /** Which fields of the input were wrong, for a validation failure. */
    readonly fields?: readonly FieldError[],
  ) {
    super(message);
  }
}

/** One wrong field of a request: where (a JSON Pointer into the body, or a query parameter's name), what, and a machine code. */
export interface FieldError {
  pointer: string;
  detail: string;
  code: string;
}

export const badRequest = (message: string, fields?: readonly FieldError[]) => new AppError(400, message, undefined, fields);
export const unauthorized = () => new AppError(401, MSG.unauthorized);

/** RFC 6750's challenge, on every 401 (the API takes bearer tokens: session JWTs and API keys). */
export const BEARER_CHALLENGE = 'Bearer realm="kisa"';

/** 401 to a request whose credential (an API key, a session token or cookie) was refused: RFC 6750's `invalid_token`. */
export const credentialRefused = () => new AppError(401, MSG.unauthorized, { 'www-authenticate': `${BEARER_CHALLENGE}, error="invalid_token"` });

/** 405: the path takes other methods, which `Allow` lists. */
export const methodNotAllowed = (allowed: readonly string[]) => new AppError(405, MSG.methodNotAllowed, { allow: allowed.join(', ') });
export const forbidden = () => new AppError(403, MSG.forbidden);
/** 403 naming the scope a caller lacks: the API key's or the role's (the caller's own refusal first, e.g. a second factor the team requires). */
export const missingScope = (scope: string, caller: { apiKeyId?: string; scopeRefusal?: string }) =>
  new AppError(403, caller.scopeRefusal ?? (caller.apiKeyId !== undefined ? MSG.missingScope(scope) : MSG.roleLacksScope(scope)));
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * 429: the message and Retry-After both say when the next attempt is allowed. `attempts` (guesses
 * and mails: sign-in, the password gate, reports) says it in whole minutes; `requests` (over the
 * plan's request limit) in seconds.
 */
export const tooManyRequests = (retryAfterSeconds: number, what: 'attempts' | 'requests' = 'attempts') => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = what === 'attempts' ? MSG.tooManyAttemptsIn(Math.ceil(seconds / 60)) : MSG.tooManyRequestsIn(seconds);
  return new AppError(429, message, { 'retry-after': String(seconds) });
};
