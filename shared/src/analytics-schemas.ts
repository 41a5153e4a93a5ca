import * as z from 'zod';
import {
  ANALYTICS_FILTERS,
  ANALYTICS_TAG_PARAM,
  MAX_ANALYTICS_DAYS,
  MAX_FILTER_CHARS,
  VISITORS_LIMIT_MAX,
  type AnalyticsFilter,
  type AnalyticsFilters,
  type AnalyticsQuery,
} from './analytics.js';
import { ANALYTICS_PAGE_SIZE } from './constants.js';
import { MSG } from './messages.js';
import { limitParam, pageParam } from './query-params.js';
import { tagFilterSchema } from './tag-schemas.js';
import { daysInRange, isValidDate, isValidTimeZone } from './zoned-days.js';

/** Request schemas of the analytics API (shapes in analytics.ts); the first issue is the 400's message. */

const filterValue = z.string().trim().min(1).max(MAX_FILTER_CHARS, MSG.analyticsFilterTooLong);

const rangeShape = {
  from: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  to: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  tz: z.string({ error: MSG.analyticsTimeZoneInvalid }).refine(isValidTimeZone, MSG.analyticsTimeZoneInvalid),
  // Any of these tags: repeated or comma-separated, at most TAG_FILTER_MAX.
  [ANALYTICS_TAG_PARAM]: tagFilterSchema,
  ...Object.fromEntries(ANALYTICS_FILTERS.map((f) => [f, filterValue.optional()])),
} as { from: z.ZodString; to: z.ZodString; tz: z.ZodString; tagId: typeof tagFilterSchema } & Record<AnalyticsFilter, z.ZodOptional<typeof filterValue>>;

const checkRange = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (v.from > v.to) ctx.addIssue({ code: 'custom', message: MSG.analyticsRangeOrder });
  else if (daysInRange(v.from, v.to) > MAX_ANALYTICS_DAYS) ctx.addIssue({ code: 'custom', message: MSG.analyticsRangeTooLong });
};

const toQuery = <T extends Record<string, unknown>>(v: T): AnalyticsQuery => {
  const filters: AnalyticsFilters = {};
  for (const f of ANALYTICS_FILTERS) if (typeof v[f] === 'string') filters[f] = v[f] as string;
  const tagIds = v[ANALYTICS_TAG_PARAM] as string[] | undefined;
  return { from: v.from as string, to: v.to as string, tz: v.tz as string, filters, ...(tagIds?.length ? { tagIds } : {}) };
};

// Each takes exactly its own parameters (plain objects): any other is refused by name, as on
// every operation (lib/http/parse-input.ts), so a typo in a filter never widens the answer.
// `stale=1`: an older answer of the question is fine at once (a first paint; the page asks again without it).
export const analyticsQuerySchema = z
  .object({ ...rangeShape, stale: z.enum(['1'], { error: MSG.analyticsStaleInvalid }).optional() })
  .superRefine(checkRange)
  .transform((v) => ({ ...toQuery(v), staleFirst: v.stale === '1' }));

export const visitorsQuerySchema = z
  .object({ ...rangeShape, page: pageParam(), limit: limitParam(ANALYTICS_PAGE_SIZE, VISITORS_LIMIT_MAX) })
  .superRefine(checkRange)
  .transform((v) => ({ ...toQuery(v), page: v.page, limit: v.limit }));

export const visitorsExportQuerySchema = z
  .object({ ...rangeShape, format: z.enum(['csv', 'xlsx'], { error: MSG.exportFormatInvalid }).optional().default('xlsx') })
  .superRefine(checkRange)
  .transform((v) => ({ ...toQuery(v), format: v.format }));

export type VisitorsQuery = z.output<typeof visitorsQuerySchema>;
export type VisitorsExportQuery = z.output<typeof visitorsExportQuerySchema>;
