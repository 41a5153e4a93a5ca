import { randomUUID } from 'node:crypto';
import { TAG_MSG, type NewTag, type Tag } from '@kisa/shared';
import type { TagRecord } from '#data/tags/tag-item.js';
import { createTag as putTag } from '#data/tags/tags-repo.js';
import { conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toTag } from './tag-view.js';

/** Any member adds a tag to the team (grey unless a colour is given); its name is the team's in any case. */
export async function createTag(caller: Caller, input: NewTag): Promise<Tag> {
  const tag: TagRecord = { teamId: caller.teamId, tagId: randomUUID(), name: input.name, color: input.color ?? 'gray', createdAt: new Date().toISOString() };
  const outcome = await putTag(tag);
  if (outcome === 'nameTaken') throw conflict(TAG_MSG.nameTaken);
  if (outcome === 'limit') throw conflict(TAG_MSG.limit);
  return toTag(tag, 0);
}
