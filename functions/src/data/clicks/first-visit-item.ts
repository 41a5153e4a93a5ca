import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A visitor's first click on a link (docs/DATA-MODEL.md, "first visit"): claimed once, by the
 * event that made it unique; it lives as long as the click log keeps that click (`ttl`).
 */

export const firstVisitKey = (linkId: string, visitorId: string): Key => ({ PK: `VISIT#${linkId}#${visitorId}`, SK: 'VISIT' });

export const firstVisitItem = (v: { linkId: string; visitorId: string; eventId: string; time: string; ttl: number }) => ({
  ...firstVisitKey(v.linkId, v.visitorId),
  type: 'firstVisit',
  ...v,
});

const holderSchema = z.object({ eventId: z.string() });

/** The id of the event holding a first visit (the item whole, or with only `eventId` projected). */
export const parseFirstVisitHolder = (item: Record<string, unknown>, key: Key): string => parseItem('first visit', holderSchema, item, key).eventId;

const readSchema = z.object({ PK: z.string(), eventId: z.string(), ttl: z.number() });

/** A marker read with `PK`, `eventId` and `ttl` projected. */
export const parseFirstVisitRead = (item: Record<string, unknown>) => parseItem('first visit', readSchema, item);
