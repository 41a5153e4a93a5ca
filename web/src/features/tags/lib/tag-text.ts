import { checkTagName, normalizeTagName, TAG_MSG, tagNameKey, type Tag } from '@kisa/shared';
import { translateNow } from '@/lib/i18n';

/**
 * The Tags screen's words and checks. Pure; unit-tested.
 */

/**
 * What the form says before sending a name: the shared rule (checkTagName, the API's own),
 * then a name the team has already (in any case, the server's tagNameKey), in the server's
 * words. `except`: the tag being renamed (its own name is no clash). Null: send it.
 */
export function checkNewTagName(name: string, tags: readonly Tag[], except?: string): string | null {
  const rule = checkTagName(name);
  if (rule) return rule;
  const key = tagNameKey(name);
  return tags.some((t) => t.id !== except && tagNameKey(t.name) === key) ? TAG_MSG.nameTaken : null;
}

/** A count of links as the list shows it: 'No links', '1 link', '1,250 links' (in the language shown). */
export function linksText(count: number): string {
  return translateNow('tags.links', { n: count });
}

/** What deleting a tag does, said in its confirmation. */
export function deleteTagText(tag: Tag): string {
  return translateNow('tags.deleteText', { n: tag.links });
}

/** The team's tags by name, as people read them (Turkish collation: ç after c, İ and ı as letters). */
export function byName(tags: readonly Tag[]): Tag[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, 'tr', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt));
}

/** A patch with only what changed; null when nothing did. */
export function tagPatch(tag: Tag, name: string, color: string): { name?: string; color?: Tag['color'] } | null {
  const patch: { name?: string; color?: Tag['color'] } = {};
  if (normalizeTagName(name) !== tag.name) patch.name = normalizeTagName(name);
  if (color !== tag.color) patch.color = color as Tag['color'];
  return Object.keys(patch).length ? patch : null;
}
