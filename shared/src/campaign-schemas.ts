import { linkDomainSchema } from './link-schemas.js';
import * as z from 'zod';
import { BULK_REQUEST_MAX_LINKS } from './constants.js';
import { CAMPAIGN_NAME_MAX } from './campaign.js';
import { TITLE_MAX } from './link-rules.js';
import { listLinksQuerySchema } from './link-schemas.js';
import { MSG } from './messages.js';
import { isPlainText, toPlainText } from './text-rules.js';
import { tagNameSchema } from './tag-schemas.js';
import { TAG_MSG, TAGS_PER_LINK_MAX } from './tags.js';
import { targetingRulesSchema } from './targeting-schemas.js';

/**
 * API input schemas for campaigns and bulk creation. Link targets are not validated here:
 * the API checks each one (isHttpUrl after normalizeBulkUrl) and reports the refused ones
 * instead of failing the whole chunk. A bulk title is cleaned rather than refused: control,
 * line-break and bidi-override characters are taken out (line breaks and tabs become a
 * space), so a stray character from a spreadsheet never costs the line its link; a title
 * left empty gets the usual generated one.
 */

export const createCampaignSchema = z.object({
  name: z
    .string({ error: MSG.campaignNameRequired })
    .trim()
    .min(1, MSG.campaignNameRequired)
    .max(CAMPAIGN_NAME_MAX, MSG.campaignNameTooLong)
    .refine(isPlainText, MSG.campaignNameInvalidCharacters),
});

export const bulkLinksSchema = z.object({
  links: z
    .array(
      z.object({
        // Anything goes here (non-strings become ''), so one bad value is reported, not fatal.
        longUrl: z.unknown().transform((v) => (typeof v === 'string' ? v : '')),
        title: z.string().transform(toPlainText).pipe(z.string().trim().max(TITLE_MAX)).optional().catch(undefined),
        /** Its alias (a file's `alias` column): checked as a single link's (format, reserved, taken, once a request); a refused one refuses its link, listed in `rejected`. */
        shortUrl: z
          .unknown()
          .transform((v) => (v === undefined || v === null ? undefined : typeof v === 'string' ? v.trim() : ''))
          .optional()
          .describe(
            "The link's alias, checked as POST /api/links checks one; a bad, reserved, taken or repeated one refuses its link (listed in `rejected` with reason 'alias' and the message); left out or empty: a random code",
          ),
        /** Tag names (a file's `tags` column): the team's tags by name in any case, new names made tags. */
        tags: z.array(tagNameSchema, { error: TAG_MSG.tagIdsInvalid }).max(TAGS_PER_LINK_MAX, TAG_MSG.perLinkLimit).optional(),
        /**
         * Targeting rules (a file's `country:XX` and `language:xx` columns), checked as a
         * link edit's are (a bad one refuses the request); destinations on Kisa's short domain or the
         * blocklist refuse the link, listed in `rejected` like a refused target.
         */
        rules: targetingRulesSchema
          .optional()
          .describe(
            "Targeting rules, as PATCH /api/links/{id} takes them (a bad one refuses the request with 400). A link whose rule destination is on Kisa's short domain or blocklisted is refused like a refused longUrl (listed in `rejected` with that `destination`); the web app sends a file's `country:XX` and `language:xx` columns here",
          ),
      }),
      { error: MSG.bulkNoUrls },
    )
    .min(1, MSG.bulkNoUrls)
    .max(BULK_REQUEST_MAX_LINKS, MSG.bulkTooManyLinks),
  /** The branded domain every link of the request goes on; as for one link: left out, the team's default. */
  domain: linkDomainSchema,
});

/** GET /api/campaigns/{id}/links: by page number or cursor, as the team's list (10 per page unless `limit` says otherwise). */
export const listCampaignLinksQuerySchema = listLinksQuerySchema.pick({ page: true, limit: true, cursor: true });

export type CreateCampaignInput = z.output<typeof createCampaignSchema>;
/** POST /api/campaigns/{id}/links body: up to BULK_REQUEST_MAX_LINKS links per call. */
export type BulkLinksInput = z.output<typeof bulkLinksSchema>;
export type ListCampaignLinksQuery = z.output<typeof listCampaignLinksQuerySchema>;

/** GET /api/campaigns/{id}/export: the file's format, csv unless asked. */
export const exportCampaignQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: MSG.exportFormatInvalid }).optional().default('csv') });
export type ExportCampaignQuery = z.output<typeof exportCampaignQuerySchema>;
