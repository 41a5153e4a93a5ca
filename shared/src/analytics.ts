import * as z from 'zod';
import { ANALYTICS_PAGE_SIZE } from './constants.js';
import { MSG } from './messages.js';
import type { Stats } from './types.js';
import { addDays, daysInRange, isValidDate, isValidTimeZone } from './zoned-days.js';

/**
 * The analytics API's contract (BRIEF §5): the query (range in the viewer's time zone +
 * filters), the answer's shapes, and the schema both the web app and the API validate with.
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

const filterValue = z.string().trim().min(1).max(MAX_FILTER_CHARS, MSG.analyticsFilterTooLong);
const KNOWN_PARAMS = new Set<string>(['from', 'to', 'tz', 'page', 'limit', 'format', ...ANALYTICS_FILTERS]);

const rangeShape = {
  from: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  to: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  tz: z.string({ error: MSG.analyticsTimeZoneInvalid }).refine(isValidTimeZone, MSG.analyticsTimeZoneInvalid),
  ...Object.fromEntries(ANALYTICS_FILTERS.map((f) => [f, filterValue.optional()])),
} as { from: z.ZodString; to: z.ZodString; tz: z.ZodString } & Record<AnalyticsFilter, z.ZodOptional<typeof filterValue>>;

/** Unknown parameters are refused by name (a typo in a filter must not widen the answer silently). */
const knownParams = (params: unknown, ctx: z.RefinementCtx) => {
  for (const key of Object.keys(params as object)) {
    if (!KNOWN_PARAMS.has(key)) ctx.addIssue({ code: 'custom', message: MSG.analyticsUnknownParam(key) });
  }
};

const checkRange = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (v.from > v.to) ctx.addIssue({ code: 'custom', message: MSG.analyticsRangeOrder });
  else if (daysInRange(v.from, v.to) > MAX_ANALYTICS_DAYS) ctx.addIssue({ code: 'custom', message: MSG.analyticsRangeTooLong });
};

const toQuery = <T extends Record<string, unknown>>(v: T) => {
  const filters: AnalyticsFilters = {};
  for (const f of ANALYTICS_FILTERS) if (typeof v[f] === 'string') filters[f] = v[f] as string;
  return { from: v.from as string, to: v.to as string, tz: v.tz as string, filters };
};

export const analyticsQuerySchema = z
  .looseObject({ ...rangeShape, page: z.unknown().optional(), limit: z.unknown().optional(), format: z.unknown().optional() })
  .superRefine(knownParams)
  .superRefine(checkRange)
  .transform(toQuery);

const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: MSG.analyticsPageInvalid });
        return z.NEVER;
      }
      return n;
    });

export const visitorsQuerySchema = z
  .looseObject({ ...rangeShape, page: positiveInt(1, 1_000_000), limit: positiveInt(ANALYTICS_PAGE_SIZE, VISITORS_LIMIT_MAX), format: z.unknown().optional() })
  .superRefine(knownParams)
  .superRefine(checkRange)
  .transform((v) => ({ ...toQuery(v), page: v.page, limit: v.limit }));

export const visitorsExportQuerySchema = z
  .looseObject({
    ...rangeShape,
    format: z.enum(['csv', 'xlsx'], { error: MSG.exportFormatInvalid }).optional().default('xlsx'),
    page: z.unknown().optional(),
    limit: z.unknown().optional(),
  })
  .superRefine(knownParams)
  .superRefine(checkRange)
  .transform((v) => ({ ...toQuery(v), format: v.format }));

export type VisitorsQuery = z.output<typeof visitorsQuerySchema>;
export type VisitorsExportQuery = z.output<typeof visitorsExportQuerySchema>;

/** Query-string parameters of a query (what the web app sends and puts in its URL). */
export function analyticsSearchParams(q: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ from: q.from, to: q.to, tz: q.tz });
  for (const f of ANALYTICS_FILTERS) {
    const v = q.filters[f];
    if (v) params.set(f, v);
  }
  return params;
}
