import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A cached analytics answer (docs/DATA-MODEL.md: "analytics cache entry"): one item per team and
 * question (the hash of what was asked: statement kind, range, filters), holding the engine's
 * rows for the data version they were read at. A newer version replaces it; an older one is still
 * answered when the engine fails. Every one has a `ttl` (a day after it was stored).
 */

export const ANALYTICS_CACHE_PARTITION_PREFIX = 'ANALYTICS_CACHE#';
export const ANALYTICS_CACHE_TTL_SECONDS = 86_400;
/** Compressed rows above this are not kept (DynamoDB's item limit is 400 KB): the in-process copy still serves. */
export const ANALYTICS_CACHE_MAX_BYTES = 350_000;

/** The team's partition holds its own questions only: another team's key can never name them. */
export const analyticsCacheKey = (teamId: string, questionHash: string): Key => ({
  PK: `${ANALYTICS_CACHE_PARTITION_PREFIX}${teamId}`,
  SK: `Q#${questionHash}`,
});

const itemSchema = z.object({
  teamId: z.string(),
  version: z.string(),
  storedAt: z.number(),
  rowsGzip: z.instanceof(Uint8Array),
  ttl: z.number(),
});

export type CachedRows<R> = { version: string; storedAt: number; rows: R[] };

export function toCacheItem<R>(teamId: string, questionHash: string, entry: CachedRows<R>): Record<string, unknown> | undefined {
  const rowsGzip = new Uint8Array(gzipSync(JSON.stringify(entry.rows)));
  if (rowsGzip.byteLength > ANALYTICS_CACHE_MAX_BYTES) return undefined;
  return {
    ...analyticsCacheKey(teamId, questionHash),
    type: 'analytics-cache',
    teamId,
    version: entry.version,
    storedAt: entry.storedAt,
    rowsGzip,
    ttl: Math.floor(entry.storedAt / 1000) + ANALYTICS_CACHE_TTL_SECONDS,
  };
}

/** The entry of an item; an item of another team (a key collision cannot happen, but never trust one) is none. */
export function fromCacheItem<R>(item: Record<string, unknown>, key: Key, teamId: string): CachedRows<R> | undefined {
  const parsed = parseItem('analytics cache entry', itemSchema, item, key);
  if (parsed.teamId !== teamId) return undefined;
  const rows = JSON.parse(gunzipSync(parsed.rowsGzip).toString('utf8')) as unknown;
  if (!Array.isArray(rows)) throw new Error(`Malformed analytics cache entry ${key.PK} / ${key.SK}: rows`);
  return { version: parsed.version, storedAt: parsed.storedAt, rows: rows as R[] };
}
