import { tagNameKey } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import { translateNow } from '@/lib/i18n';

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
  if (summary.links === 0) return translateNow('campaigns.tags.none');
  const names = summary.names.slice(0, shown).map((n) => `“${n}”`);
  const more = summary.names.length - names.length;
  const list =
    more > 0
      ? translateNow('campaigns.list.more', { names: names.join(', '), more: formatCount(more) })
      : names.length > 1
        ? translateNow('campaigns.list.and', { names: names.slice(0, -1).join(', '), last: names[names.length - 1]! })
        : (names[0] ?? '');
  const counts = { list, total: formatCount(total), links: formatCount(summary.links) };
  const carry = translateNow(summary.links === total ? (total === 1 ? 'campaigns.tags.one' : 'campaigns.tags.all') : 'campaigns.tags.some', counts);
  const dropped = summary.dropped ? ` ${translateNow('campaigns.tags.dropped', { n: summary.dropped, count: formatCount(summary.dropped) })}` : '';
  return `${carry}${dropped}`;
}
