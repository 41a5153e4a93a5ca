import { TAG_COLORS, tagNameKey } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A tag (docs/DATA-MODEL.md, "tag") is an item in its team's partition; its name is claimed per
 * team by a second item keyed by the name's folded form (shared tagNameKey), so two tags never
 * share a name in any case. Links carry tag ids (link item `tagIds`, their search entries, their clicks).
 */

const TAG_PREFIX = 'TAG#';

export const tagKey = (teamId: string, tagId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${TAG_PREFIX}${tagId}` });

/** Query bounds for all tags of a team. */
export const teamTagsQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: TAG_PREFIX });

/** A team's claim of a tag name (the folded name; the item names the tag). */
export const tagNameClaimKey = (teamId: string, folded: string): Key => ({ PK: `TEAM#${teamId}`, SK: `TAGNAME#${folded}` });

const tagItemSchema = z.object({
  teamId: z.string(),
  tagId: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  createdAt: z.string(),
});

export type TagRecord = z.infer<typeof tagItemSchema>;

export const tagItem = (tag: TagRecord) => ({ ...tagKey(tag.teamId, tag.tagId), type: 'tag', ...tag });

export const parseTag = (item: Record<string, unknown>): TagRecord => parseItem('tag', tagItemSchema, item);

/** The claim of the tag's name (never read: its existence is the claim). */
export const tagNameClaimItem = (tag: Pick<TagRecord, 'teamId' | 'tagId' | 'name'>) => ({
  ...tagNameClaimKey(tag.teamId, tagNameKey(tag.name)),
  type: 'tagName',
  tagId: tag.tagId,
});
