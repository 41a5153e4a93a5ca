import { TAG_MSG, type Tag, type TagUpdate } from '@kisa/shared';
import { countTeamTagLinks } from '#data/search/index.js';
import { updateTag as writeTag } from '#data/tags/tags-repo.js';
import { conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toTag } from './tag-view.js';
import { getTeamTag } from './team-tags.js';
import { noteChange } from '#lib/audit/audit-context.js';

/** Any member renames or recolours a team tag; links carry its id, so they show the new name at once. */
export async function updateTag(caller: Caller, tagId: string | undefined, update: TagUpdate): Promise<Tag> {
  const current = await getTeamTag(caller, tagId);
  const next = { ...current, ...(update.name ? { name: update.name } : {}), ...(update.color ? { color: update.color } : {}) };
  if (next.name !== current.name || next.color !== current.color) {
    const outcome = await writeTag(current, next);
    if (outcome === 'nameTaken') throw conflict(TAG_MSG.nameTaken);
    if (outcome === 'gone') throw notFound(TAG_MSG.notFound);
    noteChange(current, next);
  }
  const counts = await countTeamTagLinks(caller.teamId, [next.tagId]);
  return toTag(next, counts.get(next.tagId) ?? 0);
}
