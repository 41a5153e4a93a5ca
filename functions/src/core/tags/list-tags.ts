import type { TagList } from '@kisa/shared';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { countTeamTagLinks } from '#data/search/index.js';
import type { Caller } from '../accounts/caller.js';
import { toTag } from './tag-view.js';

/** The team's tags, oldest first, each with how many links carry it (counted from the search index: exact). */
export async function listTags(caller: Caller): Promise<TagList> {
  const tags = await listTeamTags(caller.teamId);
  const counts = await countTeamTagLinks(
    caller.teamId,
    tags.map((t) => t.tagId),
  );
  return { items: tags.map((tag) => toTag(tag, counts.get(tag.tagId) ?? 0)) };
}
