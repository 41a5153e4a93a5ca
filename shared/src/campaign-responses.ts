import * as z from 'zod';
import { count, instant, userRef } from './response-parts.js';

/**
 * Answers of the campaign and bulk routes (spec: Bulk, Campaigns, Campaign detail); request
 * schemas in campaign-schemas.ts, the zod-free constants and helpers in campaign.ts.
 */

/** A bulk run: idle (nothing queued yet), processing, done (processed == total) or error. */
export const bulkStatusSchema = z.enum(['idle', 'processing', 'done', 'error']);

/** GET/POST /api/campaigns and GET /api/campaigns/{id}. */
export const campaignSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  totalLinks: count.describe('Links written into the campaign'),
  totalClicks: count.describe("Sum of the campaign links' total clicks"),
  ctr: z.number().nonnegative().describe('Average clicks per link in percent (totalClicks / totalLinks × 100), one decimal; 0 without links'),
  createdAt: instant,
  creator: userRef,
  status: bulkStatusSchema,
  processed: count.describe('Links written so far'),
  total: count.describe('Links queued so far (every POST /links adds its valid links)'),
  error: z.string().optional().describe('Why the bulk run stopped (status error): a message the bulk screen shows'),
});

/** GET /api/campaigns: a JSON array (spec: anything else is 'Unexpected data format received from server'). */
export const campaignListSchema = z.array(campaignSchema);

/** 202 answer of POST /api/campaigns/{id}/links. */
export const bulkQueuedSchema = z.strictObject({
  queued: count.describe('Valid links of this call, now queued'),
  invalid: count.describe(
    'Links of this call refused: longUrl not an http(s) URL or a short link, a targeting rule destination that is a short link, or blocked',
  ),
  blocked: count.optional().describe('Of `invalid`, those refused because their destination is on the blocklist'),
  flagged: count.optional().describe('Of `queued`, those screening flagged: written with a warning page and put in the moderation queue'),
  rejected: z
    .array(
      z.strictObject({
        index: count,
        longUrl: z.string(),
        reason: z.enum(['invalid', 'blocked', 'shortLink', 'alias']).optional(),
        alias: z.string().optional().describe("With reason 'alias': the alias the link asked for"),
        message: z.string().optional().describe("With reason 'alias': why it was refused (the single-link rule's message, taken, or repeated in the request)"),
        destination: z.string().optional().describe('Present when a targeting rule’s destination refused the link rather than its longUrl: that destination'),
      }),
    )
    .describe(
      "The first 100 refused links, by index in the call's `links`; `reason` 'blocked' for a blocklisted one, 'shortLink' for a Kisa short link (the platform's or a verified branded domain's)",
    ),
  processed: count.describe("The campaign's progress after this call"),
  total: count,
});

export type BulkStatus = z.infer<typeof bulkStatusSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type BulkQueued = z.infer<typeof bulkQueuedSchema>;
