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
  TITLE_MAX,
} from './link-rules.js';
import { normalizeUrl } from './urls.js';
import { MSG } from './messages.js';
import { isPlainText } from './text-rules.js';

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
 * An optional text a PATCH may set or clear: null, '' and whitespace clear it (→ null),
 * anything else is trimmed (or normalised by `normalize`) and checked.
 */
const clearable = (wrongType: string, check: (value: string) => string | null, normalize = (v: string) => v.trim()) =>
  z
    .string({ error: wrongType })
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? v : normalize(v) || null))
    .superRefine((v, ctx) => {
      if (typeof v === 'string') rule(check)(v, ctx);
    });

export const createLinkSchema = z.object({
  longUrl: target,
  shortUrl: alias,
  /** Missing or empty: the server uses the target's host name. */
  title: z.string({ error: MSG.titleRequired }).trim().max(TITLE_MAX, MSG.titleTooLong).refine(isPlainText, MSG.titleInvalidCharacters).optional(),
});

const urlField = clearable(MSG.urlsInvalid, (v) => checkOptionalUrls([v]), normalizeUrl);
const utmField = clearable(MSG.utmTooLong, checkUtmValue);

/** A click limit from a number input: a number, digits, or ''/null to clear. */
const maxClicks = z
  .union([z.number(), z.string(), z.null()], { error: MSG.maxClicksInvalid })
  .optional()
  .transform((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (!s) return null;
    return /^\d+$/.test(s) ? Number(s) : Number.NaN;
  })
  .superRefine(rule(checkMaxClicks));

export const linkPatchSchema = z.object({
  title: z.string({ error: MSG.titleRequired }).trim().superRefine(rule(checkTitle)).optional(),
  shortUrl: alias.optional(),
  longUrl: target.optional(),
  redirects: z
    .object(
      {
        ios: urlField,
        android: urlField,
        web: urlField,
        deeplink: clearable(MSG.deeplinkInvalid, checkDeeplink),
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
          .optional()
          .transform((v) => v || undefined)
          .superRefine((v, ctx) => {
            if (v !== undefined) rule(checkLinkPassword)(v, ctx);
          }),
      },
      { error: MSG.passwordRequired },
    )
    .optional(),
  utm: z
    .object({ source: utmField, medium: utmField, campaign: utmField, term: utmField, content: utmField }, { error: MSG.utmTooLong })
    .optional(),
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

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v) => {
      const n = v && /^\d+$/.test(v.trim()) ? Number(v.trim()) : fallback;
      return Math.min(Math.max(n, 1), max);
    });

/** GET /api/links: lenient paging (bad values fall back to page 1 and 10 per page). */
export const listLinksQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 200) || undefined),
  page: positiveInt(1),
  limit: positiveInt(DASHBOARD_PAGE_SIZE, LIST_LIMIT_MAX),
});

/** GET /api/links/availability: a missing alias is an empty one (the rules then say why). */
export const availabilityQuerySchema = z.object({ alias: z.string().optional().default('') });

export const pageTitleSchema = z.object({ url: target });

export type CreateLinkData = z.output<typeof createLinkSchema>;
export type LinkPatchData = z.output<typeof linkPatchSchema>;
export type ListLinksQuery = z.output<typeof listLinksQuerySchema>;
