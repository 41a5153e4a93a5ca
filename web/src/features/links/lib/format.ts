/** Link-specific display helpers (pure; unit-tested). Counts, dates and short-link labels live in lib/. */
import { displayHost } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import { translateNow } from '@/lib/i18n';

/**
 * The title a new link gets when its page title cannot be fetched: the target's host as people
 * read it (`türkiye.gov.tr`, not `xn--…`), the same default the API gives a link created without
 * one — "Link-4" told the user nothing about where the link goes.
 */
export function fallbackTitle(target: string): string {
  return displayHost(target) || target;
}

/** Tag names quoted and joined the language's way: “a”, “b” or “c”. */
export function tagList(tagNames: readonly string[]): string {
  const quoted = tagNames.map((n) => `“${n}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ${translateNow('common.or')} ${quoted[quoted.length - 1]}` : (quoted[0] ?? '');
}

/** A safe PNG file name for a link's QR code: `{alias}.png`. */
export function qrFileName(alias: string): string {
  const base = alias.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr-code';
  return `${base}.png`;
}

/** What a search found: '1 link matches', '12 links match', and for none the empty state's 'No links match “q”.'. */
export function searchCountText(count: number, q: string): string {
  if (count === 0) return translateNow('links.search.none', { q });
  return translateNow('links.search.count', { n: count, count: formatCount(count) });
}

/**
 * A link to the dashboard filtered by tags the team does not have (deleted, or a mistyped
 * bookmark): said, since the list then shows links those tags never named.
 */
export function unknownTagsText(unknown: number, stillFiltered: number): string {
  return translateNow('links.unknownTags', { unknown, filtered: stillFiltered > 0 ? 'yes' : 'no' });
}

/**
 * What a search and a tag filter found together: the counts as `searchCountText`
 * says them; for none, the empty state's words for what was asked.
 */
export function filterCountText(count: number, q: string, tagNames: readonly string[]): string {
  if (count > 0 || !tagNames.length) return searchCountText(count, q);
  const tags = tagList(tagNames);
  return q ? translateNow('links.filter.noneTaggedQuery', { tags, q }) : translateNow('links.filter.noneTagged', { tags });
}
