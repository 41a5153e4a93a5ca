import { isId, TAG_MSG, type TagRef } from '@kisa/shared';
import type { TagRecord } from '#data/tags/tag-item.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { notFound } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';

/** The team's tags by id, as links carry them in answers. */
export type TagRefs = ReadonlyMap<string, TagRef>;

export const toTagRef = (tag: TagRecord): TagRef => ({ id: tag.tagId, name: tag.name, color: tag.color });

/** The team's tags by id (one Query). */
export async function teamTagRefs(teamId: string): Promise<TagRefs> {
  return new Map((await listTeamTags(teamId)).map((tag) => [tag.tagId, toTagRef(tag)]));
}

/** One of the caller's team's tags; any other id answers 404 alike. */
export async function getTeamTag(caller: TeamCaller, tagId: string | undefined): Promise<TagRecord> {
  const tag = isId('record', tagId) ? (await listTeamTags(caller.teamId)).find((t) => t.tagId === tagId) : undefined;
  if (!tag) throw notFound(TAG_MSG.notFound);
  return tag;
}
