import { blocklistEntrySchema, type BlocklistEntry, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * An admin's blocklist entry (docs/DATA-MODEL.md "Moderation"): a host or domain (ASCII,
 * lower-case), which also covers its subdomains, one item each (`BLOCK#{entry}` / `BLOCK`), stored
 * as the API answers it. GSI1 `BLOCKLIST` lists the entries A–Z.
 */

export const blocklistKey = (entry: string): Key => ({ PK: `BLOCK#${entry}`, SK: 'BLOCK' });

/** GSI1: the entries A–Z. */
export const BLOCKLIST_INDEX = 'GSI1' satisfies TableIndexName;
export const BLOCKLIST_PARTITION = 'BLOCKLIST';

export const blocklistIndexKey = (entry: string) => ({ GSI1PK: BLOCKLIST_PARTITION, GSI1SK: entry });

const blocklistItemSchema = z.object(blocklistEntrySchema.shape);

/** A stored entry as the API answers it; a malformed one throws, naming its key. */
export const blocklistEntryOf = (item: Record<string, unknown>): BlocklistEntry => parseItem('blocklist entry', blocklistItemSchema, item);

/** The entry of a projected read (`entry` only), as a screening asks whether a host is listed. */
export const blockedHostOf = (item: Record<string, unknown>): string => parseItem('blocklist entry', blocklistItemSchema.pick({ entry: true }), item).entry;
