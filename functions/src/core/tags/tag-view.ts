import type { Tag } from '@kisa/shared';
import type { TagRecord } from '#data/tags/tag-item.js';
import { toTagRef } from './team-tags.js';

/** The API's Tag: the tag and the number of links carrying it. */
export const toTag = (tag: TagRecord, links: number): Tag => ({ ...toTagRef(tag), createdAt: tag.createdAt, links });
