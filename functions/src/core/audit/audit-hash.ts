import { createHash } from 'node:crypto';

/**
 * The chain's hashing: an entry's `hash` is SHA-256 (hex) over the canonical JSON of the entry
 * without `hash` — object keys sorted at every depth, no spaces, undefined left out — so the same
 * entry read back from DynamoDB (which keeps no key order) hashes the same.
 */

/** The `prevHash` of a team's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const fields = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${fields.join(',')}}`;
}

/** The hash an entry should carry: over everything but its `hash`. */
export function entryHash(entry: Record<string, unknown>): string {
  const { hash, ...rest } = entry;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}
