import { firstIssue, idSchema, type IdKind } from '@kisa/shared';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors.js';

/** Validates request input with a shared schema; the first issue becomes the 400 message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A missing body is an empty form: the schema then reports the spec's "required" message.
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
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
