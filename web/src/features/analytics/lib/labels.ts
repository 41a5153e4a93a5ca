import { displayHost, NONE_VALUE, type AnalyticsFilter, type DomainRankItem, type TagRef } from '@kisa/shared';
import { translateNow, translatedRecord } from '@/lib/i18n';

/** How each filter (and ranking) is named on screen. */
export const FILTER_LABELS: Readonly<Record<AnalyticsFilter, string>> = translatedRecord({
  linkId: 'analytics.filter.linkId',
  campaignId: 'analytics.filter.campaignId',
  browser: 'analytics.filter.browser',
  os: 'analytics.filter.os',
  device: 'analytics.filter.device',
  country: 'analytics.filter.country',
  city: 'analytics.filter.city',
  referrer: 'analytics.filter.referrer',
  source: 'analytics.filter.source',
  domain: 'analytics.filter.domain',
  ruleId: 'analytics.filter.ruleId',
  variantId: 'analytics.filter.variantId',
});

/**
 * The Share column's name: on /analytics a row's share of all the view's clicks, on a link's
 * insight page its share of that link's clicks — one word "Share" read as both.
 */
export const shareLabel = (linkScoped: boolean) => translateNow(linkScoped ? 'analytics.share.link' : 'analytics.share.all');

const SOURCES: Readonly<Record<string, string>> = translatedRecord({ qr: 'analytics.value.qr', link: 'analytics.value.link' });
const DEVICES: Readonly<Record<string, string>> = translatedRecord({
  desktop: 'analytics.value.desktop',
  mobile: 'analytics.value.mobile',
  tablet: 'analytics.value.tablet',
});

/**
 * A ranking value as shown: the unknown value is 'Direct' for referrers (no referrer = a
 * direct visit), the platform's domain for domains (a link on no branded domain; the API names
 * it by its host, this only when a URL says `(none)`) and 'Unknown' elsewhere; sources and
 * device types read as words; domains as people read them (`kısa.example`, not `xn--…`).
 */
export function valueLabel(filter: AnalyticsFilter, value: string): string {
  if (value === NONE_VALUE)
    return filter === 'referrer'
      ? translateNow('analytics.value.direct')
      : filter === 'domain'
        ? translateNow('analytics.value.platformDomain')
        : filter === 'ruleId'
          ? translateNow('analytics.value.noRule')
          : filter === 'variantId'
            ? translateNow('analytics.value.noVariant')
            : translateNow('analytics.value.unknown');
  if (filter === 'domain') return displayHost(`http://${value}/`) || value;
  if (filter === 'source') return SOURCES[value] ?? value;
  if (filter === 'device') return DEVICES[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
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
export const tagLabel = (): string => translateNow('analytics.filter.tag');

/**
 * A tag chip's label: the tag's name as the team names it now (its tags list), else as the
 * analytics answer names it; a tag that is neither (deleted since) is 'Deleted tag'.
 */
export function tagChipLabel(id: string, teamTags: readonly TagRef[] | undefined, ranked: readonly TagRef[] | undefined): string {
  return teamTags?.find((t) => t.id === id)?.name ?? ranked?.find((t) => t.id === id)?.name ?? (teamTags ? translateNow('analytics.tags.deleted') : tagLabel());
}
