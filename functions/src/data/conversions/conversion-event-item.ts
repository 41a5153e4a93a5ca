import { CONVERSION_TYPES, TABLE_TTL_ATTRIBUTE, type ClickAttribution, type ConversionRecord } from '@kisa/shared';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';
import { clickAttributionSchema } from './click-attribution-item.js';

/**
 * A team's conversion event (docs/DATA-MODEL.md, "conversion event"): the idempotency item of
 * POST /api/track/conversions, keyed by the team and a digest of the team's own event id (any text
 * up to 128 characters: hashed, so no separator or length in it can shape the key). It holds the
 * conversion as recorded; its `type` names the item kind, as on every item, and the conversion's
 * own type is `conversionType`.
 */

export const conversionEventKey = (teamId: string, eventIdDigest: string): Key => ({ PK: `CONVEVENT#${teamId}#${eventIdDigest}`, SK: 'CONVEVENT' });

/** An event id as keys hold it: any length and script, a fixed-size digest. */
export const eventIdDigest = (eventId: string) => createHash('sha256').update(eventId, 'utf8').digest('base64url');

/** A conversion as claimed: its click's dimensions are absent while `attributionPending`. */
export interface StoredConversion extends Omit<ConversionRecord, keyof ClickAttribution>, Partial<ClickAttribution> {
  /** The click id as reported (the token). */
  token: string;
  createdAt: string;
  logged: boolean;
  /** Claimed before the click worker recorded the click: no dimensions and no log line yet. */
  attributionPending?: boolean;
}

export function conversionEventItem(conversion: StoredConversion, ttlSeconds: number) {
  const { type, ...rest } = conversion;
  return {
    ...conversionEventKey(conversion.teamId, eventIdDigest(conversion.eventId)),
    ...rest,
    type: 'conversionEvent',
    conversionType: type,
    [TABLE_TTL_ATTRIBUTE]: ttlSeconds,
  };
}

const conversionEventSchema = z.object({
  ...clickAttributionSchema.partial().shape,
  id: z.string(),
  clickId: z.string(),
  linkId: z.string(),
  teamId: z.string(),
  eventId: z.string(),
  conversionType: z.enum(CONVERSION_TYPES),
  amountMinor: z.number().nullable(),
  currency: z.string().nullable(),
  time: z.string(),
  clickTime: z.string(),
  token: z.string(),
  createdAt: z.string(),
  logged: z.boolean(),
  attributionPending: z.boolean().optional(),
});

export function parseConversionEvent(item: Record<string, unknown>): StoredConversion {
  const { conversionType, ...conversion } = parseItem('conversion event', conversionEventSchema, item);
  return { ...conversion, type: conversionType };
}
