import * as z from 'zod';
import type { ClickSource } from './click-log.js';
import { pagedSchema } from './common-responses.js';
import { statsSchema } from './link-responses.js';
import { count, instant } from './response-parts.js';
import { tagRefSchema } from './tag-responses.js';
import { conversionSummarySchema, moneySchema, rankConversionFields } from './conversion-responses.js';

/**
 * Answers of the analytics routes (BRIEF §5); the query schemas are in analytics-schemas.ts,
 * the filters, limits and helpers (zod-free, for the web app) in analytics.ts.
 */

const day = z.string().describe('YYYY-MM-DD');

export const rankItemSchema = z.strictObject({ name: z.string(), count, ...rankConversionFields });
/** A ranking: largest first, at most RANKING_LIMIT; an unknown value is named NONE_VALUE, "(none)". */
const ranking = z.array(rankItemSchema).describe('Largest first; an unknown value is named "(none)"');

export const countryRankItemSchema = z.strictObject({
  code: z.string().describe('ISO 3166-1 alpha-2, or "(none)"'),
  name: z.string(),
  count,
  ...rankConversionFields,
});

/** A domain links were visited on: the platform's short domain is named by its host too, marked `platform`. */
export const domainRankItemSchema = z.strictObject({
  name: z.string().describe("The domain's host (ASCII, as links store it: punycode for an internationalized name); the value of the `domain` filter"),
  platform: z.boolean().describe("true for the platform's short domain (clicks of links on no branded domain)"),
  count,
  ...rankConversionFields,
});

export const linkRankItemSchema = z.strictObject({
  id: z.string(),
  shortUrl: z.string().describe("The link's alias now; '' when the link was deleted"),
  shortLink: z
    .string()
    .describe("The link's full short URL now, on its branded domain when it has one (as a link's `shortLink`); '' when the link was deleted"),
  title: z.string(),
  total: count,
  unique: count,
  ...rankConversionFields,
});

/** A tag in the breakdown by tag: the clicks of links carrying it when they were clicked. */
export const tagRankItemSchema = z.strictObject({
  ...tagRefSchema.shape,
  total: count.describe('Clicks of links that carried the tag when clicked (a click counts for each of its tags)'),
  unique: count.describe('Of those, first clicks of a visitor on a link (unique clicks, as everywhere)'),
  ...rankConversionFields,
});

/** A targeting rule in the breakdown by rule: the clicks it sent, named from its link as it is now. */
export const ruleRankItemSchema = z.strictObject({
  id: z.string().describe("The rule's id (unique within its link): the value of the `ruleId` filter"),
  linkId: z
    .string()
    .nullable()
    .describe('The link that holds the rule now; null when no link of the answer holds it any more (deleted, or its link is outside `links`)'),
  name: z.string().nullable().describe('Its name, or "Rule N" by its place in the link\'s list; null when unknown (as linkId)'),
  summary: z.string().nullable().describe('Its conditions in a line (countries, languages, devices, OS, query, time window); null when unknown'),
  total: count.describe('Clicks the rule sent (it was the first rule that held)'),
  unique: count,
  ...rankConversionFields,
});

/** A split variant in the breakdown by variant. */
export const variantRankItemSchema = z.strictObject({
  id: z.string().describe("The variant's id (unique within its link): the value of the `variantId` filter"),
  linkId: z.string().nullable().describe('The link whose split holds it now; null when unknown (deleted, or its link is outside `links`)'),
  name: z.string().nullable().describe('Its name, or "Variant A/B/…" by its place in the split; null when unknown'),
  destination: z.string().nullable(),
  weight: z.number().int().nullable().describe('Its weight now (share = weight / the sum of weights)'),
  total: count.describe('Clicks of visitors the split sent to it (visitors no targeting rule sent elsewhere)'),
  unique: count.describe("Of those, first clicks of a visitor on the link: the variant's visitors"),
  ...rankConversionFields,
});

export const datePointSchema = z.strictObject({
  date: z.string().describe('YYYY-MM-DD, or YYYY-MM-DDTHH when the range is one day (by hour)'),
  total: count,
  unique: count,
  conversions: count.describe("Conversions of the clicks of this day (or hour): a conversion counts on its click's date"),
  imported: count.describe(
    'Of `total`, the clicks imported from another link service for this day (daily totals from the source: no visitor details; never in `unique`). Always 0 by hour: an imported day cannot be split into hours',
  ),
});

/** The imported history an answer counts: clicks another link service reported, by day. */
export const importedSpanSchema = z
  .strictObject({
    clicks: count.describe('Imported clicks counted in `totals.totalClicks` (and in the rankings of links, domains, tags, countries and referrers)'),
    from: day.describe('The first day they span'),
    to: day.describe('The last day they span'),
  })
  .describe(
    "Clicks imported from another link service in the range: daily totals (and country or referrer counts) from the source, never visitor-level data (the visitor log holds none). A source's summary over a period counts only when the range covers the whole period. Filters on what a source does not report (browser, OS, device, city, source, rule, variant) leave them out. By hour (a one-day range) they count in `totals` only, in no hour. null: none in the range",
  );

/** GET /api/analytics: every panel of the analytics page. */
export const analyticsSchema = z.strictObject({
  range: z.strictObject({ from: day, to: day, tz: z.string() }),
  previousRange: z.strictObject({ from: day, to: day }).describe('The period the percent changes compare with: the same number of days just before'),
  totals: statsSchema.describe(
    'links = links with at least one click in the range; totalClicks includes imported history (`imported`), uniqueClicks never does',
  ),
  previous: statsSchema,
  conversions: conversionSummarySchema.describe(
    "Conversions of the range's clicks: counted on the click's date and in the click's dimensions (each conversion carries them)",
  ),
  previousConversions: conversionSummarySchema.describe('The same for the previous period'),
  granularity: z.enum(['day', 'hour']),
  byDate: z.array(datePointSchema).describe('Every day (or hour) of the range, zeros included'),
  imported: importedSpanSchema.nullable(),
  browser: ranking,
  os: ranking,
  device: ranking,
  country: z.array(countryRankItemSchema),
  city: ranking,
  referrer: ranking,
  source: ranking,
  links: z.array(linkRankItemSchema).describe('The links ranked by clicks'),
  domain: z.array(domainRankItemSchema).describe('The domains the links were visited on, largest first'),
  tags: z
    .array(tagRankItemSchema)
    .describe(
      "The team's tags by clicks, largest first, at most 100: a click counts for each tag its link carried when clicked; untagged clicks and tags deleted since are left out",
    ),
  rules: z
    .array(ruleRankItemSchema)
    .describe(
      "Targeting rules by the clicks they sent, largest first, at most 100 (most telling with a `linkId` filter): a link's clicks no rule sent are its total less these",
    ),
  variants: z.array(variantRankItemSchema).describe('A/B split variants by clicks, largest first, at most 100'),
  botsExcluded: count.describe('Bot visits in the range (with the same filters), left out of every figure above'),
  asOf: instant.describe('When these figures were computed'),
  stale: z
    .boolean()
    .describe(
      'true: an older answer of the same question, computed at `asOf` — asked for with `stale=1` (at most an hour old), or because the engine failed; ask again without `stale` for the current figures',
    ),
});

/** A row of the visitor log. */
export const visitorSchema = z.strictObject({
  time: instant,
  visitType: z.enum(['New Visitor', 'Returning Visitor']),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  city: z.string().nullable(),
  ip: z.string(),
  platform: z.string().describe('Device type: desktop, mobile, tablet…'),
  os: z.string().nullable(),
  browser: z.string().nullable(),
  referrer: z.string().nullable().describe('Referrer host; null for a direct visit'),
  source: z.enum(['link', 'qr'] as const satisfies readonly ClickSource[]).describe('qr: the visit came through a QR code Kisa drew'),
  linkId: z.string(),
  shortUrl: z.string().describe("The link's code (alias)"),
  domain: z.string().nullable().describe("The branded domain the visit came through (ASCII, as links store it); null for the platform's short domain"),
  tags: z.array(tagRefSchema).describe('The tags the link carried when clicked, as the team names them now; tags deleted since are left out'),
  fallback: z
    .literal(true)
    .optional()
    .describe("The link's destination was broken and the visitor went to its fallback URL (destination health); absent otherwise"),
  conversions: count.describe('Conversions reported for this click'),
  revenue: z.array(moneySchema).describe('Their sales amounts per currency'),
});

/** GET /api/analytics/visitors */
export const visitorPageSchema = pagedSchema(visitorSchema);

export type RankItem = z.infer<typeof rankItemSchema>;
export type CountryRankItem = z.infer<typeof countryRankItemSchema>;
export type LinkRankItem = z.infer<typeof linkRankItemSchema>;
export type DomainRankItem = z.infer<typeof domainRankItemSchema>;
export type TagRankItem = z.infer<typeof tagRankItemSchema>;
export type RuleRankItem = z.infer<typeof ruleRankItemSchema>;
export type VariantRankItem = z.infer<typeof variantRankItemSchema>;
export type DatePoint = z.infer<typeof datePointSchema>;
export type ImportedSpan = z.infer<typeof importedSpanSchema>;
export type Analytics = z.infer<typeof analyticsSchema>;
export type Visitor = z.infer<typeof visitorSchema>;
