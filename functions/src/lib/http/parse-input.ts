import { firstIssue } from '@kisa/shared';
import type { z } from 'zod';
import { badRequest } from '../errors.js';

/** Validates request input with a shared schema; the first issue becomes the 400 message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A missing body is an empty form: the schema then reports the spec's "required" message.
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}
