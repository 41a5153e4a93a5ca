import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A rate-limit counter (docs/DATA-MODEL.md, "rate-limit counter"): one item per rule, subject and
 * fixed window; every one has a `ttl` (its window's end).
 */

/** The rule ids of the per-request counters (every signed-in request, by plan) start with this; IAM grants them by it. */
export const REQUEST_COUNTER_RULE_PREFIX = 'req-';

/** Hits of one subject (a hashed address, e-mail or link) under one rule in one window starting at `windowStart` (epoch s). */
export const rateLimitKey = (rule: string, subject: string, windowStart: number): Key => ({
  PK: `RATE#${rule}#${subject}#${windowStart}`,
  SK: 'RATE',
});

const hitsSchema = z.object({ hits: z.number() });

/** The hits of a counter as an update answered them (its attributes, without its key). */
export const parseHits = (attributes: Record<string, unknown>, key: Key): number => parseItem('rate-limit counter', hitsSchema, attributes, key).hits;
