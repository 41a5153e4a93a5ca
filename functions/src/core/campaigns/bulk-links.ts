import { BULK_CODE_ALPHABET, BULK_TITLE_PREFIX, BULK_TITLE_SUFFIX_LENGTH, randomString } from '@kisa/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { BulkLinkRecord } from '#data/links/index.js';
import { newShortCode } from '../links/short-code.js';
import { partIdOf, type LinksPart } from './bulk-messages.js';

/**
 * Link `index` of the request `batchId` always gets the same id, so a redelivered part finds
 * its links already written. uuid-shaped: the index in hex first (so a campaign's links,
 * listed by `{createdAt}#{linkId}`, come out in file order), then a SHA-256 of request and index.
 */
export function bulkLinkId(batchId: string, index: number): string {
  const h = createHash('sha256').update(`kisa-bulk:${batchId}:${index}`).digest('hex');
  const n = index.toString(16).padStart(8, '0');
  return `${n}-${h.slice(0, 4)}-5${h.slice(4, 7)}-${((parseInt(h[7]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(8, 11)}-${h.slice(11, 23)}`;
}

/** 'Bulk Link ' + 4 random characters. */
export const newBulkTitle = (): string => BULK_TITLE_PREFIX + randomString(BULK_TITLE_SUFFIX_LENGTH, BULK_CODE_ALPHABET, randomBytes);

/** The link records of a part, each with its file's alias or a generated code (written atomically with its alias). */
export function linksOfPart(part: LinksPart): BulkLinkRecord[] {
  const bulkPart = partIdOf(part);
  return part.links.map((link, i) => ({
    linkId: bulkLinkId(part.batchId, part.offset + i),
    teamId: part.teamId,
    campaignId: part.campaignId,
    bulkPart,
    shortUrl: link.shortUrl || newShortCode(),
    longUrl: link.longUrl,
    title: link.title?.trim() || newBulkTitle(),
    createdAt: part.createdAt,
    createdBy: part.creator,
    ...(part.domain ? { domain: part.domain } : {}),
    ...(link.flags?.length ? { moderation: 'flagged' as const, screeningFlags: link.flags } : {}),
    ...(link.tagIds?.length ? { tagIds: link.tagIds } : {}),
    ...(link.rules?.length ? { rules: link.rules } : {}),
  }));
}

export const linkIdsOfPart = (part: LinksPart): string[] => part.links.map((_, i) => bulkLinkId(part.batchId, part.offset + i));
