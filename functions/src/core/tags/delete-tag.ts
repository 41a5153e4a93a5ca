import { TAG_MSG } from '@kisa/shared';
import { deleteTag as removeTag } from '#data/tags/tags-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { getTeamTag } from './team-tags.js';

/**
 * A team owner deletes a tag: it is gone from every link at once (answers, filters, counts
 * drop ids of tags that no longer exist; a link drops the id itself when next written).
 */
export async function deleteTag(caller: Caller, tagId: string | undefined): Promise<{ message: string }> {
  requireScope(caller, 'tags:delete');
  const tag = await getTeamTag(caller, tagId);
  if ((await removeTag(tag)) === 'gone') throw notFound(TAG_MSG.notFound);
  return { message: TAG_MSG.deleted };
}
