import { LIVE_EVENTS, LIVE_HOLD_SECONDS, LIVE_RECONNECT_MS, LIVE_RETENTION_SECONDS, LIVE_WATCH_SECONDS, liveClicksQuerySchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** The live view: the team's clicks as they are counted, as Server-Sent Events. */
export const liveOperations = declareOperations({
  streamLiveClicks: {
    method: 'GET',
    path: '/api/live/clicks',
    auth: 'user',
    scope: 'analytics:read',
    // table: the connection marks the team as watched (its LIVE# partition only); reads the clicks published there.
    uses: ['table'],
    capability: 'live',
    summary: `The team's clicks a few seconds after their redirect, bots included and marked, as Server-Sent Events (\`text/event-stream\`) for an EventSource. A first connection (no \`Last-Event-ID\`) marks the team as watched for ${LIVE_WATCH_SECONDS} s and answers at once: \`event: ${LIVE_EVENTS.ready}\` whose \`id\` is the cursor. Each later connection sends the last id it got as \`Last-Event-ID\` (EventSource does), renews the mark, and answers the clicks published since as \`event: ${LIVE_EVENTS.clicks}\` (data \`{clicks}\`, oldest first; a click may come twice across connections: keep one per \`id\`) as soon as there are any, or after ${LIVE_HOLD_SECONDS} s with none; then the connection ends and EventSource opens the next after \`retry: ${LIVE_RECONNECT_MS}\` ms. Clicks are kept ${LIVE_RETENTION_SECONDS / 60} minutes: an older or unreadable \`Last-Event-ID\` starts again from now. Only clicks made while the team is watched are published. Not the analytics engine: the click worker copies them for watched teams only.`,
    tags: ['analytics'],
    query: liveClicksQuerySchema,
    queryDocs: {
      linkId: "Only this link's clicks. Another team's id answers 404",
      campaignId: "Only this campaign's clicks. Another team's id answers 404",
    },
    responses: { 200: ['A short Server-Sent Events stream: `ready`, or the `clicks` since `Last-Event-ID`', { files: ['text/event-stream'] }] },
    errors: { 400: 'A filter that is too long, or an unknown parameter', 404: 'Link or campaign not found (in this team)' },
  },
});
