import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import type { KeptAnswer } from '#lib/http/idempotency/idempotency-store.js';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The idempotency record as stored (docs/DATA-MODEL.md: "idempotency record"): one item per
 * caller and key, the request that first used the key and, once answered, its answer; every one
 * has a `ttl` (24 h after its request). Parsed on every read: a record this code cannot read is
 * an error, never a guess.
 */

export const IDEMPOTENCY_PARTITION_PREFIX = 'IDEMPOTENCY#';

/** A caller's (`scope`: their user id) Idempotency-Key, by its SHA-256 (hex): the key itself is not kept. */
export const idempotencyRecordKey = (scope: string, keyHash: string): Key => ({ PK: `${IDEMPOTENCY_PARTITION_PREFIX}${scope}#${keyHash}`, SK: 'IDEMPOTENCY' });

/** Bodies above this are kept gzipped (`bodyGzip`): a bulk answer listing thousands of refused URLs must fit DynamoDB's 400 KB item. */
const PLAIN_BODY_MAX = 32 * 1024;

const storedAnswerSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string().optional(),
  bodyGzip: z.instanceof(Uint8Array).optional(),
  omitted: z.array(z.string()).optional(),
});

const idempotencyItemSchema = z.object({
  operationId: z.string(),
  fingerprint: z.string(),
  /** The id of the attempt holding the key (claimed it last). */
  attempt: z.string(),
  /** Until when (epoch ms) that attempt holds the key unanswered; past it, the same request may claim it again. */
  leaseUntil: z.number(),
  ttl: z.number(),
  answer: storedAnswerSchema.optional(),
});

export type IdempotencyItem = z.infer<typeof idempotencyItemSchema>;
type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** An idempotency record; `key` names it when the item came back without its key. */
export const parseIdempotencyItem = (item: Record<string, unknown>, key: Key): IdempotencyItem =>
  parseItem('idempotency record', idempotencyItemSchema, item, key);

export function toStoredAnswer(answer: KeptAnswer): StoredAnswer {
  const kept = { status: answer.status, headers: answer.headers, ...(answer.omitted?.length ? { omitted: [...answer.omitted] } : {}) };
  if (Buffer.byteLength(answer.body) <= PLAIN_BODY_MAX) return { ...kept, body: answer.body };
  return { ...kept, bodyGzip: new Uint8Array(gzipSync(answer.body)) };
}

export function fromStoredAnswer(stored: StoredAnswer): KeptAnswer {
  const body = stored.bodyGzip ? gunzipSync(stored.bodyGzip).toString('utf8') : (stored.body ?? '');
  return { status: stored.status, headers: stored.headers, body, ...(stored.omitted?.length ? { omitted: stored.omitted } : {}) };
}
