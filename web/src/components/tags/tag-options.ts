import { checkTagName, normalizeTagName, tagNameKey, type TagRef } from '@kisa/shared';

/**
 * What the tag picker (tag-picker.tsx) offers for the typed text:
 * the team's tags whose name holds it (in any case and script: `İndirim` finds `indirim`),
 * and whether to offer a new tag of that name. Pure; unit-tested.
 */
export interface TagOptions<T extends TagRef> {
  /** Matching tags, those whose name starts with the text first, then by name. */
  matches: T[];
  /** The name a new tag would get (normalised), when the text names no tag yet and is a valid name; else null. */
  create: string | null;
  /** Why the text cannot become a tag (only when it names none and is not empty), else null. */
  invalid: string | null;
}

/**
 * Folds a name for type-to-filter: the unique key's folding (tagNameKey), then without accents
 * and with the dotless ı as i, so `indirim` finds `İndirim` (whose lower case is i + a dot)
 * and `kasim` finds `Kasım`. Whether a name exists is the server's rule (tagNameKey) alone.
 */
const fold = (s: string) => tagNameKey(s).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

export function tagOptions<T extends TagRef>(tags: readonly T[], typed: string, canCreate: boolean): TagOptions<T> {
  const text = normalizeTagName(typed);
  if (!text) return { matches: [...tags], create: null, invalid: null };
  const needle = fold(text);
  const scored = tags
    .map((tag) => ({ tag, at: fold(tag.name).indexOf(needle) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.tag.name.localeCompare(b.tag.name, 'tr'));
  const matches = scored.map((s) => s.tag);
  const key = tagNameKey(text);
  const exists = tags.some((t) => tagNameKey(t.name) === key);
  if (exists || !canCreate) return { matches, create: null, invalid: null };
  const invalid = checkTagName(text);
  return { matches, create: invalid ? null : text, invalid };
}

/** `ids` with `id` added (at the end) or taken out. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The tags of `ids`, in that order, from `known` (ids of tags not known are left out). */
export function tagsOf<T extends TagRef>(ids: readonly string[], known: readonly T[]): T[] {
  const byId = new Map(known.map((t) => [t.id, t]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
