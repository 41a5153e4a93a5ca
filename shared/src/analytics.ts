import type { Stats } from './types.js';
import { addDays, daysInRange } from './zoned-days.js';

/**
 * The analytics API's contract (BRIEF §5): the query (range in the viewer's time zone +
 * filters) and the answer's shapes. The request schemas are in analytics-schemas.ts (zod
 * stays out of the web chunks that only need these).
 */

/** Filters every panel honours (AND). `country` is a country code; the rest are the names rankings answer. */
export const ANALYTICS_FILTERS = ['linkId', 'campaignId', 'browser', 'os', 'device', 'country', 'city', 'referrer', 'source'] as const;
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

export interface AnalyticsRange {
  from: string;
  to: string;
  tz: string;
}

export interface AnalyticsQuery extends AnalyticsRange {
  filters: AnalyticsFilters;
}

export interface RankItem {
  name: string;
  count: number;
}

export interface CountryRankItem {
  /** ISO 3166-1 alpha-2, or NONE_VALUE. */
  code: string;
  name: string;
  count: number;
}

export interface LinkRankItem {
  id: string;
  shortUrl: string;
  title: string;
  total: number;
  unique: number;
}

export interface DatePoint {
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH` when the range is one day. */
  date: string;
  total: number;
  unique: number;
}

export interface Analytics {
  range: AnalyticsRange;
  /** The period the percent changes compare with: the same number of days just before. */
  previousRange: { from: string; to: string };
  /** `links` = links with at least one click in the range. */
  totals: Stats;
  previous: Stats;
  granularity: 'day' | 'hour';
  /** Every day (or hour) of the range, zeros included. */
  byDate: DatePoint[];
  browser: RankItem[];
  os: RankItem[];
  device: RankItem[];
  country: CountryRankItem[];
  city: RankItem[];
  referrer: RankItem[];
  source: RankItem[];
  links: LinkRankItem[];
  /** Bot visits in the range (with the same filters), left out of every figure above. */
  botsExcluded: number;
}

export type VisitType = 'New Visitor' | 'Returning Visitor';

export interface Visitor {
  time: string;
  visitType: VisitType;
  countryCode: string | null;
  countryName: string | null;
  city: string | null;
  ip: string;
  /** Device type: desktop, mobile, tablet… */
  platform: string;
  os: string | null;
  browser: string | null;
  referrer: string | null;
  source: string;
  linkId: string;
  shortUrl: string;
}

export const VISITOR_EXPORT_COLUMNS: readonly (keyof Visitor)[] = [
  'time', 'visitType', 'shortUrl', 'countryCode', 'countryName', 'city', 'ip', 'platform', 'os', 'browser', 'referrer', 'source', 'linkId',
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
  return params;
}
