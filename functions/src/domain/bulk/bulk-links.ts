import { BULK_CODE_ALPHABET, BULK_CODE_LENGTH, BULK_TITLE_PREFIX, BULK_TITLE_SUFFIX_LENGTH, randomString } from '@kisa/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { BulkLinkRecord } from '../../data/campaign-links-repo.js';
import { partIdOf, type LinksPart } from './bulk-messages.js';

/**
 * Link `index` of bulk batch `batchId` always gets the same id (uuid-shaped, from a
 * SHA-256 of both), so a redelivered part finds its links already written.
 */
export function bulkLinkId(batchId: string, index: number): string {
  const h = createHash('sha256').update(`kisa-bulk:${batchId}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An 8-character code from the bulk alphabet (no 0, O, l or I); uniqueness comes from the conditional write. */
export const newBulkCode = (): string => randomString(BULK_CODE_LENGTH, BULK_CODE_ALPHABET, randomBytes);

/** 'Bulk Link ' + 4 random characters. */
export const newBulkTitle = (): string => BULK_TITLE_PREFIX + randomString(BULK_TITLE_SUFFIX_LENGTH, BULK_CODE_ALPHABET, randomBytes);

/** The link records of a part, each with a fresh code (written atomically with its alias). */
export function linksOfPart(part: LinksPart): BulkLinkRecord[] {
  const bulkPart = partIdOf(part);
  return part.links.map((link, i) => ({
    linkId: bulkLinkId(part.batchId, part.offset + i),
    teamId: part.teamId,
    campaignId: part.campaignId,
    bulkPart,
    shortUrl: newBulkCode(),
    longUrl: link.longUrl,
    title: link.title?.trim() || newBulkTitle(),
    createdAt: part.createdAt,
    createdBy: part.creator,
  }));
}

export const linkIdsOfPart = (part: LinksPart): string[] => part.links.map((_, i) => bulkLinkId(part.batchId, part.offset + i));
