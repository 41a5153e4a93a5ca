import * as z from 'zod';
import { ANALYTICS_FILTERS, ANALYTICS_TAG_PARAM, MAX_ANALYTICS_DAYS, MAX_FILTER_CHARS, VISITORS_LIMIT_MAX, type AnalyticsFilter, type AnalyticsFilters, type AnalyticsQuery } from './analytics.js';
import { ANALYTICS_PAGE_SIZE } from './constants.js';
import { MSG } from './messages.js';
import { tagFilterSchema } from './tag-schemas.js';
import { daysInRange, isValidDate, isValidTimeZone } from './zoned-days.js';

/** Request schemas of the analytics API (shapes in analytics.ts); the first issue is the 400's message. */

const filterValue = z.string().trim().min(1).max(MAX_FILTER_CHARS, MSG.analyticsFilterTooLong);
const KNOWN_PARAMS = new Set<string>(['from', 'to', 'tz', 'page', 'limit', 'format', ANALYTICS_TAG_PARAM, ...ANALYTICS_FILTERS]);

const rangeShape = {
  from: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  to: z.string({ error: MSG.analyticsDateInvalid }).refine(isValidDate, MSG.analyticsDateInvalid),
  tz: z.string({ error: MSG.analyticsTimeZoneInvalid }).refine(isValidTimeZone, MSG.analyticsTimeZoneInvalid),
  // Any of these tags (issue 26): repeated or comma-separated, at most TAG_FILTER_MAX.
  [ANALYTICS_TAG_PARAM]: tagFilterSchema,
  ...Object.fromEntries(ANALYTICS_FILTERS.map((f) => [f, filterValue.optional()])),
} as { from: z.ZodString; to: z.ZodString; tz: z.ZodString; tagId: typeof tagFilterSchema } & Record<AnalyticsFilter, z.ZodOptional<typeof filterValue>>;

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

const toQuery = <T extends Record<string, unknown>>(v: T): AnalyticsQuery => {
  const filters: AnalyticsFilters = {};
  for (const f of ANALYTICS_FILTERS) if (typeof v[f] === 'string') filters[f] = v[f] as string;
  const tagIds = v[ANALYTICS_TAG_PARAM] as string[] | undefined;
  return { from: v.from as string, to: v.to as string, tz: v.tz as string, filters, ...(tagIds?.length ? { tagIds } : {}) };
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

