import * as z from 'zod';
// Namespace import: lets bundlers drop the parts of zod nobody uses.
import { DASHBOARD_PAGE_SIZE } from './constants.js';
import {
  checkAlias,
  checkDeeplink,
  checkExpiryDate,
  checkLinkPassword,
  checkMaxClicks,
  checkOptionalUrls,
  checkTarget,
  checkTitle,
  checkUtmValue,
  normalizeDeeplink,
  TITLE_MAX,
} from './link-rules.js';
import { normalizeUrl } from './urls.js';
import { normalizeDomainHost } from './domains.js';
import { MSG } from './messages.js';
import { cursorParam, limitParam, pageParam } from './query-params.js';
import { CONVERSION_MSG } from './conversions.js';
import { isGuessablePassword } from './password-rules.js';
import { isPlainText } from './text-rules.js';
import { tagFilterSchema, tagIdsSchema } from './tag-schemas.js';
import { splitSchema, targetingRulesSchema } from './targeting-schemas.js';
import { linkPreviewSchema } from './link-preview.js';
import { PREVIEW_MSG } from './link-preview-rules.js';
import { fallbackUrlInput } from './link-health.js';

/**
 * Request schemas of the links API, built on the zod-free checks of link-rules.ts so the
 * forms and the server say the same thing. The first failing field's message is the
 * 400's errorMessage (firstIssue), so fields are declared in the order the forms show them.
 */

export const LIST_LIMIT_MAX = 100;

/** Applies a link-rules check (message or null) as a zod refinement. */
function rule<T>(check: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

// Targets are normalised by the one URL rule (`www.…` and bare domains get https://), then checked.
const target = z.string({ error: MSG.urlInvalid }).transform(normalizeUrl).superRefine(rule(checkTarget));
const alias = z.string({ error: MSG.aliasRequired }).trim().superRefine(rule(checkAlias));
/**
 * The alias a new link asks for: missing, empty or only spaces → undefined (the server generates
 * a code), anything else checked as `alias`. `.optional()` last keeps the key optional in the type.
 */
const optionalAlias = z
  .string({ error: MSG.aliasRequired })
  .trim()
  .transform((v) => v || undefined)
  .superRefine((v, ctx) => {
    if (v !== undefined) rule(checkAlias)(v, ctx);
  })
  .optional();

/**
 * An optional text a PATCH may set or clear: null, '' and whitespace clear it (→ null),
 * anything else is trimmed (or normalised by `normalize`) and checked. `.optional()` comes
 * last, so the key stays optional in the parsed type too (what the web app sends).
 */
const clearable = (wrongType: string, check: (value: string) => string | null, normalize = (v: string) => v.trim()) =>
  z
    .string({ error: wrongType })
    .nullable()
    .transform((v) => (v === null ? v : normalize(v) || null))
    .superRefine((v, ctx) => {
      if (typeof v === 'string') rule(check)(v, ctx);
    })
    .optional();

/**
 * The branded domain a link goes on: a host of the team's (any case, IDN or punycode),
 * or null for the platform's short domain. Left out on create: the team's default domain.
 */
export const linkDomainSchema = z
  .string({ error: MSG.domainInvalid })
  .max(300, MSG.domainInvalid)
  .nullable()
  .transform((v, ctx) => {
    if (v === null || !v.trim()) return null;
    const host = normalizeDomainHost(v);
    if (!host) {
      ctx.addIssue({ code: 'custom', message: MSG.domainInvalid });
      return z.NEVER;
    }
    return host;
  })
  .optional();

export const createLinkSchema = z.object({
  longUrl: target,
  shortUrl: optionalAlias.describe(
    "The alias: 3–50 letters, digits, hyphens and underscores, not reserved, free on the link's domain (any case). Missing, empty or only spaces: a generated 8-character code (letters and digits without 0, O, l and I)",
  ),
  /** Missing or empty: the server uses the target's host name. */
  title: z.string({ error: MSG.titleRequired }).trim().max(TITLE_MAX, MSG.titleTooLong).refine(isPlainText, MSG.titleInvalidCharacters).optional(),
  domain: linkDomainSchema,
  /** The team's tags to put on it, by id. */
  tagIds: tagIdsSchema.optional(),
});

const urlField = clearable(MSG.urlsInvalid, (v) => checkOptionalUrls([v]), normalizeUrl);
const utmField = clearable(MSG.utmTooLong, checkUtmValue);

/** A click limit from a number input: a number, digits, or ''/null to clear. */
const maxClicks = z
  .union([z.number(), z.string(), z.null()], { error: MSG.maxClicksInvalid })
  .transform((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (!s) return null;
    return /^\d+$/.test(s) ? Number(s) : Number.NaN;
  })
  .superRefine(rule(checkMaxClicks))
  .optional();

export const linkPatchSchema = z.object({
  title: z.string({ error: MSG.titleRequired }).trim().superRefine(rule(checkTitle)).optional(),
  shortUrl: alias.optional(),
  domain: linkDomainSchema,
  longUrl: target.optional(),
  /** The link's whole set of tags, by id: [] takes every tag off. */
  tagIds: tagIdsSchema.optional(),
  /** Conversion tracking: the redirect appends the click's signed id (`kisa_cid`) to the destination, for POST /api/track/conversions. */
  conversionTracking: z.boolean({ error: CONVERSION_MSG.conversionTrackingInvalid }).optional(),
  /** Targeting rules: the whole ordered list (a rule keeps its `id` across edits); [] removes them. */
  rules: targetingRulesSchema.optional(),
  /** A/B split: 2–5 weighted variants (each keeps its `id` across edits); null ends it. */
  split: splitSchema.optional(),
  /** Custom social preview: {title, description?, image?} replaces it whole; null removes it. */
  preview: linkPreviewSchema.optional(),
  /** Let search engines index the short link: no `X-Robots-Tag: noindex` on its answers. */
  indexable: z.boolean({ error: PREVIEW_MSG.indexableInvalid }).optional(),
  /** Destination health: where visitors go while a destination is broken (checked like a target); null or '' clears it. */
  fallbackUrl: fallbackUrlInput.optional(),
  redirects: z
    .object(
      {
        ios: urlField,
        android: urlField,
        web: urlField,
        deeplink: clearable(MSG.deeplinkInvalid, checkDeeplink, normalizeDeeplink),
      },
      { error: MSG.urlsInvalid },
    )
    .optional(),
  password: z
    .object(
      {
        enabled: z.boolean({ error: MSG.passwordRequired }),
        /** Empty or missing: keep the existing password (enabling a link without one is refused). */
        password: z
          .string({ error: MSG.passwordRequired })
          .transform((v) => v || undefined)
          .superRefine((v, ctx) => {
            if (v === undefined) return;
            rule(checkLinkPassword)(v, ctx);
            // Here, not in checkLinkPassword: the list would weigh on the web app's initial bundle.
            if (!checkLinkPassword(v) && isGuessablePassword(v)) ctx.addIssue({ code: 'custom', message: MSG.passwordTooCommon });
          })
          .optional(),
      },
      { error: MSG.passwordRequired },
    )
    .optional(),
  utm: z.object({ source: utmField, medium: utmField, campaign: utmField, term: utmField, content: utmField }, { error: MSG.utmTooLong }).optional(),
  expiry: z
    .object(
      {
        url: urlField,
        date: clearable(MSG.expiryDateInvalid, (v) => checkExpiryDate(v)),
        maxClicks,
      },
      { error: MSG.expiryDateInvalid },
    )
    .optional(),
});

/**
 * GET /api/links: a page by number (`page`, the dashboard's page buttons) or after the previous
 * answer's `nextCursor` (`cursor`, for clients walking the whole list); bounds are refused, not capped.
 */
export const listLinksQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 200) || undefined),
  page: pageParam(),
  limit: limitParam(DASHBOARD_PAGE_SIZE, LIST_LIMIT_MAX),
  cursor: cursorParam(),
  /** Only links with any of these tags, with `q` or without. */
  tagId: tagFilterSchema,
});

/** GET /api/links/availability: a missing alias is an empty one (the rules then say why). */
export const availabilityQuerySchema = z.object({ alias: z.string().optional().default(''), domain: linkDomainSchema });

export const pageTitleSchema = z.object({ url: target });

/**
 * POST /api/public/unlock (the password gate): a missing field answers 400; blank and over-long
 * ones are the domain's (core/redirect/unlock-link.ts): 400, and 401 like a wrong password.
 */
export const unlockSchema = z.object({
  // Lengths are the domain's to judge: an over-long code or password answers 401 like a wrong password, not 400.
  shortUrl: z.string({ error: MSG.allFieldsRequired }).describe('The short code (at most 200 characters)'),
  password: z.string({ error: MSG.allFieldsRequired }).describe('The password (at most 1,024 characters)'),
  source: z
    .string()
    .optional()
    .describe('`qr`: the gate was reached through a QR code (the redirect kept the marker), so the click counts as a QR visit; anything else is ignored'),
  domain: z.string().max(300).optional().describe("The branded domain the link is on, as the gate's `domain` query parameter names it; absent: the platform's"),
});

/**
 * The request types: what the server reads after parsing (`z.output`), which is also what the
 * web app sends — each schema only trims and normalises what it accepts.
 */
export type CreateLinkInput = z.output<typeof createLinkSchema>;
/** PATCH /api/links/{id}: any subset; `null` (or '') clears an optional value. */
export type LinkPatch = z.output<typeof linkPatchSchema>;
export type UnlockInput = z.output<typeof unlockSchema>;
export type ListLinksQuery = z.output<typeof listLinksQuerySchema>;

/** GET /api/public/links/{code}/gate: the branded domain the link is on, if any (a host, as `domain` of a link takes it). */
export const linkGateQuerySchema = z.object({ domain: z.string({ error: MSG.domainInvalid }).max(300, MSG.domainInvalid).optional() });
