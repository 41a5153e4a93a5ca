import { tagNameKey } from '@kisa/shared';
import { formatCount } from '@/lib/format';

/** What a bulk file's `tags` column holds, for the bulk screen to say. */
export interface TagSummary {
  /** Links that carry at least one tag. */
  links: number;
  /** The tag names, each once (in any case: the first spelling), in file order. */
  names: string[];
  /** Names left out (too long, invalid, past the per-link limit). */
  dropped: number;
}

/** Null when the file has no `tags` column. */
export function tagSummary(tags: ReadonlyArray<readonly string[]> | undefined, dropped = 0): TagSummary | null {
  if (!tags) return null;
  const seen = new Map<string, string>();
  let links = 0;
  for (const row of tags) {
    if (row.length) links++;
    for (const name of row) if (!seen.has(tagNameKey(name))) seen.set(tagNameKey(name), name);
  }
  return { links, names: [...seen.values()], dropped };
}

/** '3 of 4 links carry tags: Spring, İndirim Kasım and 🎉 Launch.' (the first `shown` names, then how many more). */
export function tagSummaryText(summary: TagSummary, total: number, shown = 6): string {
  if (summary.links === 0) return 'The file has a tags column, but no link in it carries a tag.';
  const names = summary.names.slice(0, shown).map((n) => `“${n}”`);
  const more = summary.names.length - names.length;
  const list =
    more > 0
      ? `${names.join(', ')} and ${formatCount(more)} more`
      : names.length > 1
        ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
        : names[0];
  const carry =
    summary.links === total
      ? `${total === 1 ? 'The link carries' : `All ${formatCount(total)} links carry`}`
      : `${formatCount(summary.links)} of ${formatCount(total)} links carry`;
  const dropped = summary.dropped
    ? ` ${formatCount(summary.dropped)} tag ${summary.dropped === 1 ? 'name was' : 'names were'} left out (too long, with a control character, or past 10 on a line).`
    : '';
  return `${carry} tags from the file's tags column: ${list}.${dropped}`;
}
