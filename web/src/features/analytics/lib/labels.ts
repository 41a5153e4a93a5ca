import { displayHost, NONE_VALUE, type AnalyticsFilter, type DomainRankItem, type TagRef } from '@kisa/shared';

/** How each filter (and ranking) is named on screen. */
export const FILTER_LABELS: Record<AnalyticsFilter, string> = {
  linkId: 'Link',
  campaignId: 'Campaign',
  browser: 'Browser',
  os: 'Operating System',
  device: 'Device',
  country: 'Country',
  city: 'City',
  referrer: 'Referrer',
  source: 'Source',
  domain: 'Domain',
  ruleId: 'Rule',
  variantId: 'Variant',
};

/**
 * The Share column's name: on /analytics a row's share of all the view's clicks, on a link's
 * insight page its share of that link's clicks — one word "Share" read as both.
 */
export const shareLabel = (linkScoped: boolean) => (linkScoped ? "Share of link's clicks" : 'Share of clicks');

const SOURCES: Record<string, string> = { qr: 'QR code', link: 'Link' };

/**
 * A ranking value as shown: the unknown value is 'Direct' for referrers (no referrer = a
 * direct visit), the platform's domain for domains (a link on no branded domain; the API names
 * it by its host, this only when a URL says `(none)`) and 'Unknown' elsewhere; sources and
 * device types read as words; domains as people read them (`kısa.example`, not `xn--…`).
 */
export function valueLabel(filter: AnalyticsFilter, value: string): string {
  if (value === NONE_VALUE)
    return filter === 'referrer'
      ? 'Direct'
      : filter === 'domain'
        ? 'Platform domain'
        : filter === 'ruleId'
          ? 'No rule'
          : filter === 'variantId'
            ? 'No variant'
            : 'Unknown';
  if (filter === 'domain') return displayHost(`http://${value}/`) || value;
  if (filter === 'source') return SOURCES[value] ?? value;
  if (filter === 'device') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/**
 * Whether the Domains panel is worth showing: some click of the view came through a branded
 * domain (or the view is filtered by a domain). A team whose links are all on the platform's
 * short domain would only see one row saying so.
 */
export function showDomains(domains: readonly DomainRankItem[], filter: string | undefined): boolean {
  return filter !== undefined || domains.some((d) => !d.platform);
}

/** The tag filter's name on screen (its chips). */
export const TAG_LABEL = 'Tag';

/**
 * A tag chip's label: the tag's name as the team names it now (its tags list), else as the
 * analytics answer names it; a tag that is neither (deleted since) is 'Deleted tag'.
 */
export function tagChipLabel(id: string, teamTags: readonly TagRef[] | undefined, ranked: readonly TagRef[] | undefined): string {
  return teamTags?.find((t) => t.id === id)?.name ?? ranked?.find((t) => t.id === id)?.name ?? (teamTags ? 'Deleted tag' : 'Tag');
}
