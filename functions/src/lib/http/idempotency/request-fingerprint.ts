import { createHmac } from 'node:crypto';

/**
 * What makes two requests with one Idempotency-Key "the same request": a SHA-256 of the
 * canonical JSON of the parsed body, the path parameters and the query. Canonical: object keys
 * sorted at every depth, so key order and whitespace of the body do not matter, values do.
 * It is an HMAC keyed by the Idempotency-Key (which the table keeps only hashed): a body can
 * hold a password (a new member's), and a plain hash in the table would confirm guesses of it.
 */
export function requestFingerprint(
  key: string,
  request: { body: unknown; params: Readonly<Record<string, string | undefined>>; query: Readonly<Record<string, string | undefined>> },
): string {
  return createHmac('sha256', key)
    .update(canonicalJson({ body: request.body ?? null, params: request.params, query: request.query }))
    .digest('hex');
}

/** JSON with every object's keys sorted (undefined members left out, as JSON.stringify does). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
