import * as z from 'zod';
import { MAX_FILTER_CHARS } from './analytics.js';
import { visitorSchema } from './analytics-responses.js';
import { MSG } from './messages.js';

/**
 * The live view (docs/ARCHITECTURE.md "Live view"): the click worker copies the clicks of teams
 * with a viewer into a short-lived partition, and `GET /api/live/clicks` answers them as
 * Server-Sent Events, each answer a short connection that the browser's EventSource renews with
 * `Last-Event-ID` (the cursor). Both runtimes run the same code: API Gateway buffers a Lambda's
 * answer, so the connection ends as soon as there is something to say.
 */

/** How long a viewer's connection marks its team as watched; every connection renews it (a page renews it at least every LIVE_HOLD_SECONDS). */
export const LIVE_WATCH_SECONDS = 60;
/** How long published clicks stay readable (the items' ttl); an older cursor reads from this far back. */
export const LIVE_RETENTION_SECONDS = 600;
/** How long a connection with a cursor waits for new clicks before it answers with none (below the function's 15 s timeout). */
export const LIVE_HOLD_SECONDS = 10;
/** The EventSource reconnection delay the answers ask for (`retry:`). */
export const LIVE_RECONNECT_MS = 250;
/** Clicks the page keeps on screen (newest first). */
export const LIVE_ROWS_SHOWN = 100;

/** One click as the live view shows it: the visitor log's fields (no address), its id, campaign, and whether a bot made it. */
export const liveClickSchema = visitorSchema
  .pick({
    time: true,
    visitType: true,
    countryCode: true,
    countryName: true,
    city: true,
    platform: true,
    os: true,
    browser: true,
    referrer: true,
    source: true,
    linkId: true,
    shortUrl: true,
    domain: true,
  })
  .extend({
    id: z.string().describe("The click's id (unique; a reconnection may answer a click again: keep one per id)"),
    campaignId: z.string().nullable(),
    bot: z.boolean().describe('A bot or crawler made it (left out of every count)'),
  });

/** The `data` of a `clicks` event: clicks newest last. */
export const liveClicksEventSchema = z.strictObject({ clicks: z.array(liveClickSchema) });

const filterValue = z.string().trim().min(1).max(MAX_FILTER_CHARS, MSG.analyticsFilterTooLong);

/** GET /api/live/clicks: one link's or one campaign's clicks only, or the whole team's. */
export const liveClicksQuerySchema = z.object({ linkId: filterValue.optional(), campaignId: filterValue.optional() });

export type LiveClick = z.infer<typeof liveClickSchema>;
export type LiveClicksQuery = z.output<typeof liveClicksQuerySchema>;

/** The `event:` names the stream uses: `ready` (connected; its id is the starting cursor) and `clicks`. */
export const LIVE_EVENTS = { ready: 'ready', clicks: 'clicks' } as const;
