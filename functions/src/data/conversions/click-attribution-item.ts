import { attributionOf, type ClickAttribution } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A tracked click's attribution (docs/DATA-MODEL.md, "click attribution"): the click's dimensions,
 * written by the click worker for clicks of links with conversion tracking, read when a conversion
 * of the click is reported. `ttl`: the attribution window (CONVERSION_WINDOW_DAYS). Conversions
 * reported before the worker recorded the click wait on the item, one top-level attribute each
 * (`waiting:<teamId>:<eventId digest>` → {teamId, eventId}).
 */

export const clickAttributionKey = (clickId: string): Key => ({ PK: `CLICKATTR#${clickId}`, SK: 'CLICKATTR' });

export const WAITING_PREFIX = 'waiting:';

/** A click's dimensions as stored (shared ClickAttribution: a column added there must be added here). */
export const clickAttributionSchema = z.object({
  campaignId: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.string().nullable(),
  referrer: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  source: z.string().nullable(),
  isBot: z.boolean(),
  domain: z.string().nullable(),
  tagIds: z.string().nullable(),
  ruleId: z.string().nullable(),
  variantId: z.string().nullable(),
}) satisfies z.ZodType<ClickAttribution>;

/** A conversion claimed before its click's attribution was known. */
const waitingConversionSchema = z.object({ teamId: z.string(), eventId: z.string() });
export type WaitingConversion = z.infer<typeof waitingConversionSchema>;

const clickAttributionItemSchema = z.object({
  // Written before a column existed, an attribution lacks it: read as unknown (attributionOf).
  attribution: clickAttributionSchema.partial().optional(),
  waiting: z.array(waitingConversionSchema),
});

/** The item's attribution (null while the click worker has not recorded it) and the conversions waiting on it. */
export function parseClickAttribution(item: Record<string, unknown>): { attribution: ClickAttribution | null; waiting: WaitingConversion[] } {
  const waiting = Object.entries(item)
    .filter(([name]) => name.startsWith(WAITING_PREFIX))
    .map(([, ref]) => ref);
  const parsed = parseItem('click attribution', clickAttributionItemSchema, { PK: item.PK, SK: item.SK, attribution: item.attribution, waiting });
  return { attribution: parsed.attribution ? attributionOf(parsed.attribution) : null, waiting: parsed.waiting };
}
