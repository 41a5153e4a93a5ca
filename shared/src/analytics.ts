import type { Visitor } from './analytics-responses.js';
import { addDays, daysInRange } from './zoned-days.js';

/**
 * The analytics API's query (range in the viewer's time zone + filters), its limits and
 * helpers. The request schemas are in analytics-schemas.ts and the answers' in
 * analytics-responses.ts (zod stays out of the web chunks that only need these).
 */

/**
 * Filters every panel honours (AND). `country` is a country code; `domain` a link domain's ASCII
 * host, the platform's short domain named by its host (or NONE_VALUE); `ruleId` / `variantId`
 * the targeting rule or split variant that sent the visitor (ids unique within a link:
 * meaningful with `linkId`; NONE_VALUE: clicks no rule / no variant sent); the rest are the names
 * rankings answer.
 */
export const ANALYTICS_FILTERS = [
  'linkId',
  'campaignId',
  'browser',
  'os',
  'device',
  'country',
  'city',
  'referrer',
  'source',
  'domain',
  'ruleId',
  'variantId',
] as const;
export type AnalyticsFilter = (typeof ANALYTICS_FILTERS)[number];
export type AnalyticsFilters = Partial<Record<AnalyticsFilter, string>>;

/**
 * Rankings name an unknown value (no referrer = a direct visit, an unrecognised browser, no
 * location) with this, and a filter with this value selects those clicks.
 */
export const NONE_VALUE = '(none)';

export const MAX_ANALYTICS_DAYS = 400;
export const MAX_FILTER_CHARS = 200;
/** How many entries each ranking answers at most (the tables page through them, 5 at a time). */
export const RANKING_LIMIT = 100;
export const VISITORS_LIMIT_MAX = 100;

export interface AnalyticsQuery {
  from: string;
  to: string;
  tz: string;
  filters: AnalyticsFilters;
  /**
   * The `tagId` filter: only clicks whose link carried any of these tags when it was
   * clicked (AND with the other filters); absent or empty: no tag filter.
   */
  tagIds?: string[];
}

/** The tag filter's query parameter (repeated, or ids separated by commas: tag-schemas.ts tagFilterSchema). */
export const ANALYTICS_TAG_PARAM = 'tagId';

export const VISITOR_EXPORT_COLUMNS: readonly (keyof Visitor)[] = [
  'time',
  'visitType',
  'shortUrl',
  'countryCode',
  'countryName',
  'city',
  'ip',
  'platform',
  'os',
  'browser',
  'referrer',
  'source',
  'linkId',
  'tags',
  'conversions',
  'revenue',
];

/** Percent change from `previous` to `current`; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / previous) * 100;
}

/** The previous period: as many days, ending the day before `from`. */
export function previousRangeOf(from: string, to: string): { from: string; to: string } {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Query-string parameters of a query (what the web app sends and puts in its URL). */
export function analyticsSearchParams(q: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ from: q.from, to: q.to, tz: q.tz });
  for (const f of ANALYTICS_FILTERS) {
    const v = q.filters[f];
    if (v) params.set(f, v);
  }
  // Sorted: the same tags in another order are the same query (one cache entry).
  if (q.tagIds?.length) params.set(ANALYTICS_TAG_PARAM, [...q.tagIds].sort().join(','));
  return params;
}
