import { randomUUID } from 'node:crypto';
import { TAG_MSG, tagNameKey, TAGS_PER_TEAM_MAX } from '@kisa/shared';
import { createTag, listTeamTags } from '#data/tags/tags-repo.js';
import { conflict } from '#lib/errors.js';

/**
 * The team's tag ids for tag names (a bulk file's `tags` column), by folded name: names the team
 * has in any case are its tags; the others become new grey tags first. A name another request
 * adds meanwhile is read back, so one name is one tag. 409 when the new ones pass the team's limit.
 */
export async function resolveTagNames(teamId: string, names: readonly string[]): Promise<Map<string, string>> {
  const byKey = new Map<string, string>();
  if (names.length === 0) return byKey;
  const read = async () => {
    for (const tag of await listTeamTags(teamId)) byKey.set(tagNameKey(tag.name), tag.tagId);
  };
  await read();
  const missing = new Map<string, string>();
  for (const name of names) if (!byKey.has(tagNameKey(name)) && !missing.has(tagNameKey(name))) missing.set(tagNameKey(name), name);
  if (missing.size === 0) return byKey;
  if (byKey.size + missing.size > TAGS_PER_TEAM_MAX) throw conflict(TAG_MSG.limit);
  let raced = false;
  for (const [key, name] of missing) {
    const tag = { teamId, tagId: randomUUID(), name, color: 'gray' as const, createdAt: new Date().toISOString() };
    const outcome = await createTag(tag);
    if (outcome === 'created') byKey.set(key, tag.tagId);
    else if (outcome === 'limit') throw conflict(TAG_MSG.limit);
    else raced = true;
  }
  if (raced) await read();
  return byKey;
}
