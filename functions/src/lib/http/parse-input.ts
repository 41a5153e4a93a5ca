import { firstIssue, idSchema, MSG, type IdKind } from '@kisa/shared';
import type { z } from 'zod';
import { AppError, badRequest, type FieldError } from '../errors.js';
import { unknownKeys } from './unknown-keys.js';

/**
 * Validates request input with a shared schema; the first issue becomes the 400 message and
 * every issue a field error. Keys the schema does not declare are refused by name first, so a
 * typo (`long_url`) is not read as a missing field. `kind` says which: a body's fields or the
 * query string's parameters.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, kind: 'body' | 'query' = 'body'): z.output<S> {
  const unknown = unknownKeys(schema, input ?? {});
  if (unknown.length) {
    const name = (path: (string | number)[]) => path.join('.');
    const message = kind === 'query' ? MSG.analyticsUnknownParam : MSG.unknownField;
    throw badRequest(
      message(name(unknown[0]!)),
      unknown.map((path) => ({ pointer: pointerOf(kind, path), detail: message(name(path)), code: 'unknown-field' })),
    );
  }
  // A missing body is an empty form: the schema then reports the spec's "required" message.
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw badRequest(
      firstIssue(result.error),
      result.error.issues.map((issue) => ({ pointer: pointerOf(kind, issue.path as (string | number)[]), detail: issue.message, code: issue.code })),
    );
  }
  return result.data;
}

/** A JSON Pointer to the field (RFC 6901) for a body; the parameter's name for a query string. */
function pointerOf(kind: 'body' | 'query', path: readonly (string | number)[]): string {
  if (kind === 'query') return String(path[0] ?? '');
  return `/${path.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/**
 * Validates a path id with the shared id rule (ids.ts), before any database call: an id
 * that cannot exist answers what an unknown one does — the route's not-found message with
 * 404, or the status the route uses for a bad id (400 for a used-up link token).
 */
export function parseId(kind: IdKind, value: unknown, notFoundMessage: string, status = 404): string {
  const result = idSchema(kind).safeParse(value);
  if (!result.success) throw new AppError(status, notFoundMessage);
  return result.data;
}

export type { FieldError };
