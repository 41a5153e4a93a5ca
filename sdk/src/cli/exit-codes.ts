/**
 * The CLI's exit codes, a contract scripts rely on (sdk/README.md "Exit codes"):
 * 0 success · 1 usage error · 2 the API refused (4xx) · 3 network or server failure after
 * retries (5xx, timeouts, a bulk run or an import that failed) · 4 not signed in, or the key was rejected
 * (401/403) · 130 interrupted by Ctrl-C (an import followed then is asked to cancel).
 */
import { KisaApiError, KisaNetworkError } from '#client/api-error.js';

export const EXIT = { ok: 0, usage: 1, refused: 2, failed: 3, auth: 4, interrupted: 130 } as const;

/** A command was called wrongly (a bad option value, an unreadable file): exit 1. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** No API key is configured: exit 4. */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
}

/** The API refused every line of the work (a bulk file whose links were all refused): exit 2. */
export class Refused extends Error {
  override readonly name = 'Refused';
}

/** The server failed the work (a bulk run ended in error): exit 3. */
export class ServerFailure extends Error {
  override readonly name = 'ServerFailure';
}

/** Ctrl-C stopped the command (128 + SIGINT, as shells report it): exit 130. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted';
}

export function exitCodeOf(error: unknown): number {
  if (error instanceof Interrupted) return EXIT.interrupted;
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof NotSignedInError) return EXIT.auth;
  if (error instanceof Refused) return EXIT.refused;
  if (error instanceof KisaApiError) {
    if (error.status === 401 || error.status === 403) return EXIT.auth;
    return error.status >= 500 ? EXIT.failed : EXIT.refused;
  }
  return EXIT.failed; // KisaNetworkError, ServerFailure and anything unexpected
}

/** What the CLI says on stderr about an error: one line, then the problem's field errors. */
export function describeError(error: unknown): string[] {
  if (error instanceof KisaApiError) {
    const tags = [`HTTP ${error.status}`, error.code].filter(Boolean).join(' ');
    const lines = [`${error.message} (${tags})`, ...error.errors.map((e) => `  ${e.pointer || '(body)'}: ${e.detail}`)];
    if (error.status === 401) lines.push('Sign in again: kisa login --api-key <key>');
    if (error.retryAfterMs !== undefined && error.status === 429) lines.push(`Try again in ${Math.ceil(error.retryAfterMs / 1000)} s.`);
    return lines;
  }
  if (error instanceof KisaNetworkError) return [error.message];
  if (error instanceof Error) return [error.message];
  return [String(error)];
}
