import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A first-receipt counting batch's record (docs/DATA-MODEL.md, "click run record"): written in
 * the transaction that adds its slices' clicks, under the minute of its clicks' time
 * (`CLICKBATCH#RUN#{minute}` / `{batch}`: in the click batches' partition prefix), holding an 8-byte hash per slice it counted. A redelivered
 * message reads the records of its clicks' minute to learn whether a first receipt counted it.
 */

/** A minute of click time, `2026-11-29T20:57`: where the records of batches counting clicks of that minute live. */
export const clickMinute = (ms: number): string => new Date(Math.floor(ms / 60_000) * 60_000).toISOString().slice(0, 16);

export const clickRunPartition = (minute: string) => `CLICKBATCH#RUN#${minute}`;

export const clickRunKey = (minute: string, batch: string): Key => ({ PK: clickRunPartition(minute), SK: batch });

/** Bytes per slice hash: 64 bits, so two slices of one minute's records share one about once in 10^10 minutes. */
const HASH_BYTES = 8;

/** A slice's hash as the records hold it (hex for lookups). */
export const sliceHash = (groupId: string, slice: number): string =>
  createHash('sha256').update(`${groupId}#${slice}`).digest().subarray(0, HASH_BYTES).toString('hex');

export const clickRunItem = (minute: string, batch: string, hashes: readonly string[], ttl: number) => ({
  ...clickRunKey(minute, batch),
  type: 'clickRun',
  slices: new Uint8Array(Buffer.from(hashes.join(''), 'hex')),
  ttl,
});

const runSchema = z.object({ PK: z.string(), slices: z.instanceof(Uint8Array).refine((b) => b.length % HASH_BYTES === 0, 'not whole slice hashes') });

/** The slice hashes a record holds (read with `PK` and `slices` projected). */
export function parseClickRunSlices(item: Record<string, unknown>): string[] {
  const { slices } = parseItem('click run record', runSchema, item);
  const hex = Buffer.from(slices).toString('hex');
  const hashes: string[] = [];
  for (let i = 0; i < hex.length; i += HASH_BYTES * 2) hashes.push(hex.slice(i, i + HASH_BYTES * 2));
  return hashes;
}
