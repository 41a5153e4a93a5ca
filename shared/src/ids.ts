import * as z from 'zod';

/**
 * The one rule for ids that arrive in a path or a filter: the shape of the ids the API hands
 * out. Anything else cannot exist, so the API answers the route's not-found (or its usual
 * answer for a bad link) without asking the database, which refuses over-long keys with an
 * error instead of "no such item".
 *
 * - record: users, teams, links, campaigns (`crypto.randomUUID()`; bulk links get a
 *   uuid-shaped id derived from their batch), lower-case hex 8-4-4-4-12.
 * - apiKey: an API key's id is the SHA-256 of the key, 64 lower-case hex digits.
 * - token: a verify/reset link token, 32 random bytes in base64url (43 characters).
 */
export const ID_PATTERNS = {
  record: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  apiKey: /^[0-9a-f]{64}$/,
  token: /^[A-Za-z0-9_-]{43}$/,
} as const;

export type IdKind = keyof typeof ID_PATTERNS;

/** Whether a value has the shape of an id of this kind. */
export function isId(kind: IdKind, value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERNS[kind].test(value);
}

/** The same rule as a schema (the API parses path ids with it). */
export const idSchema = (kind: IdKind) => z.string().regex(ID_PATTERNS[kind]);
