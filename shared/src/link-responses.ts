import * as z from 'zod';
import { pagedSchema } from './common-responses.js';
import { count, instant, nextCursor, storedUrl, userRef } from './response-parts.js';
import { tagRefSchema } from './tag-responses.js';
import { splitAnswerSchema, splitPromotionAnswerSchema, targetingRuleAnswerSchema } from './targeting-schemas.js';
import { linkPreviewAnswerSchema } from './link-preview.js';
import { SCREENING_FLAGS } from './moderation.js';
import { linkHealthSchema } from './link-health.js';

/** Answers of the links routes, the dashboard counters and the password gate; request schemas in link-schemas.ts. */

const optionalText = z.string().optional();

export const linkSchema = z.strictObject({
  id: z.string(),
  shortUrl: z.string().describe('The alias (case-sensitive): the one given, or the code generated when none was; `shortLink` is the whole short URL'),
  shortLink: z
    .string()
    .describe(
      "The full short URL visitors open: `{scheme}://{host}/{shortUrl}`, on the link's branded domain (`domain`) when it has one, else on the platform's short domain",
    ),
  longUrl: storedUrl.describe(
    'The target as stored: its WHATWG serialization (`new URL(x).href`: punycode host, percent-encoded UTF-8), always ASCII. Send it in any script and any spelling the URL Standard takes (`türkiye.gov.tr/çay`, `https:example.com`; `www.` and bare domains get https://); show it with the host and path decoded.',
  ),
  title: z.string(),
  domain: z
    .string()
    .nullable()
    .describe("The team's branded domain it is on (ASCII host), or null for the platform's short domain: the short URL is `{domain}/{shortUrl}`"),
  createdAt: instant,
  createdBy: userRef.nullable().describe('null when the link has no creator on record'),
  totalClicks: count,
  uniqueClicks: count,
  campaignId: optionalText.describe('Set on links a bulk run created'),
  tags: z.array(tagRefSchema).describe("The team's tags on the link, in the order they were put on"),
  redirects: z.strictObject({
    ios: storedUrl.optional(),
    android: storedUrl.optional(),
    web: storedUrl.optional(),
    deeplink: optionalText.describe("An app's own scheme as typed, or an http(s) URL as its WHATWG serialization"),
  }),
  conversionTracking: z
    .boolean()
    .describe(
      "Conversion tracking: each counted visit's destination gets `kisa_cid=<click id>` (after the UTM values), which POST /api/track/conversions takes",
    ),
  split: splitAnswerSchema,
  lastPromotion: splitPromotionAnswerSchema,
  rules: z
    .array(targetingRuleAnswerSchema)
    .describe(
      'Targeting rules, in order: the first whose every condition holds sends the visitor to its destination; none: the device redirects, then the target',
    ),
  preview: linkPreviewAnswerSchema,
  indexable: z
    .boolean()
    .describe('Search engines may index the short link; false (the default): every answer of the short link carries `X-Robots-Tag: noindex`'),
  password: z.strictObject({ enabled: z.boolean() }).describe('Never the password or its hash'),
  utm: z.strictObject({ source: optionalText, medium: optionalText, campaign: optionalText, term: optionalText, content: optionalText }),
  expiry: z.strictObject({
    date: z.iso.date().optional(),
    maxClicks: z.number().int().min(1).optional(),
    url: storedUrl.optional(),
  }),
  moderation: z
    .enum(['flagged', 'disabled'])
    .optional()
    .describe("Abuse: 'flagged' — visitors see a warning page first, until an admin clears it; 'disabled' — visitors get 410. Absent: active"),
  screeningFlags: z.array(z.enum(SCREENING_FLAGS)).optional().describe('Why screening flagged it (while `moderation` is `flagged`), so its owner knows'),
  fallbackUrl: storedUrl
    .nullable()
    .describe("Destination health: where visitors go while the link's destination is broken; null: the team's default fallback, if it has one"),
  health: linkHealthSchema.nullable().describe('Destination health as of its last change of state; null: not checked yet'),
});

/** GET /api/links, GET /api/campaigns/{id}/links: a page by number, with the cursor of the next (absent on the last). */
export const linkPageSchema = pagedSchema(linkSchema).extend({ nextCursor });

export const availabilitySchema = z.strictObject({
  available: z.boolean(),
  message: optionalText.describe('Why not, when the alias is invalid or reserved rather than taken'),
});

/** POST /api/page-title */
export const pageTitleResultSchema = z.strictObject({ title: z.string() });

/** GET /api/stats: the team's dashboard counters. */
export const statsSchema = z.strictObject({ links: count, uniqueClicks: count, totalClicks: count });

/** GET /api/public/links/{code}/gate: whether a visit of the link meets the password gate now (unknown codes answer 404). */
export const linkGateSchema = z.strictObject({
  passwordRequired: z.boolean().describe('false: visiting the short link goes on without a password'),
  shortLink: z
    .string()
    .describe('The short link itself, on the short domain (`{SHORT_URL_BASE}/{code}`): where the gate sends a visitor when no password is asked'),
});

/** POST /api/public/unlock: where an unlocked link goes. */
export const unlockedSchema = z.strictObject({
  location: z.string().describe("The destination for the caller's device, UTM merged (or the expired location)"),
  deeplink: optionalText.describe('For mobile callers of a link with a deeplink: try this first, `location` after ~1.5 s'),
});

export type Link = z.infer<typeof linkSchema>;
/** A page of links with the cursor of the next page (GET /api/links, a campaign's links). */
export type LinkPage = z.infer<typeof linkPageSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type PageTitle = z.infer<typeof pageTitleResultSchema>;
export type Stats = z.infer<typeof statsSchema>;
export type LinkGate = z.infer<typeof linkGateSchema>;
export type Unlocked = z.infer<typeof unlockedSchema>;
