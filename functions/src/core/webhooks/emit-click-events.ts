import { WEBHOOK_CLICKS_PER_EVENT, type ClickedVisit, type TagRef, type WebhookFilter } from '@kisa/shared';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { listWebhookEndpoints } from '#data/webhooks/endpoints-repo.js';
import { sendWebhookMessages } from '#data/webhooks/webhook-queue.js';
import { logger } from '#lib/logger.js';
import { sqsJson } from '#lib/queue/sqs-json.js';
import { filterPassesClick } from './endpoint-wants.js';
import { newMessageId, type WebhookEventMessage } from './webhook-messages.js';

/**
 * `link.clicked`, for the click worker: the clicks it has just counted, bots left out,
 * become one event per team — several when a team has more than WEBHOOK_CLICKS_PER_EVENT — on
 * the webhook queue, whose worker fans them out like every other event. The redirect never
 * waits for any of it.
 *
 * Which teams want clicks is read per team at most every INTEREST_TTL_MS per process (one
 * Query of the team's few endpoints, eventually consistent), so a team without a subscribed
 * endpoint costs a map lookup per batch and a read every 30 s while its links are clicked; a
 * newly added endpoint gets clicks within that time. Clicks no subscribed endpoint's filter
 * names are left out here already; the fan-out applies each endpoint's own filter to each click.
 *
 * Never throws: the clicks are counted by then, so a failed send is logged whole (for replay:
 * the event ids make the deliveries, so a replay twice sends nothing twice) and counted
 * (WebhookEventsNotEnqueued), as for the other events.
 */

export const INTEREST_TTL_MS = 30_000;
const INTEREST_CACHE_MAX = 10_000;

export interface CountedClick {
  teamId: string;
  /** Its `tags` are filled here, from `tagIds` (the ids its link carried) and the team's tags. */
  click: ClickedVisit;
  tagIds: readonly string[];
}

/**
 * Per team: the filters of its enabled endpoints subscribed to link.clicked (empty: none; a null
 * filter: every click), and its tags by id (a click carries its tags as the team names them).
 */
const interests = new Map<string, { at: number; filters: WebhookFilter[]; tags: ReadonlyMap<string, TagRef> }>();

export async function emitClickEvents(clicks: readonly CountedClick[], now = Date.now()): Promise<void> {
  if (clicks.length === 0) return;
  const messages: WebhookEventMessage[] = [];
  try {
    const byTeam = new Map<string, CountedClick[]>();
    for (const counted of clicks) {
      const list = byTeam.get(counted.teamId);
      if (list) list.push(counted);
      else byTeam.set(counted.teamId, [counted]);
    }
    const timestamp = new Date(now).toISOString();
    await Promise.all(
      [...byTeam].map(async ([teamId, list]) => {
        const interest = await interestOf(teamId, now);
        if (interest?.filters.length === 0) return;
        const named = list.map(({ click, tagIds }) => ({ ...click, tags: tagIds.flatMap((id) => interest?.tags.get(id) ?? []) }));
        const wanted = interest === undefined ? named : named.filter((c) => interest.filters.some((f) => filterPassesClick(f, c)));
        wanted.sort((a, b) => (a.time === b.time ? (a.id < b.id ? -1 : 1) : a.time < b.time ? -1 : 1));
        for (let i = 0; i < wanted.length; i += WEBHOOK_CLICKS_PER_EVENT)
          messages.push(clickedEvent(teamId, timestamp, wanted.slice(i, i + WEBHOOK_CLICKS_PER_EVENT), now));
      }),
    );
    if (messages.length > 0) await sendWebhookMessages(messages.map((m) => sqsJson(m)));
  } catch (error) {
    for (const message of messages) logger.error('Webhook event not enqueued', { error: error as Error, webhookEvent: message });
    if (messages.length === 0) logger.error('Webhook click events not built', { error: error as Error, clicks: clicks.length });
    // Loaded on this path only: the click worker's start stays free of the metrics library.
    try {
      (await import('#lib/metrics.js')).countWebhookEventsNotEnqueued(Math.max(1, messages.length));
    } catch (metricError) {
      logger.warn('WebhookEventsNotEnqueued not counted', { error: metricError as Error });
    }
  }
}

function clickedEvent(teamId: string, timestamp: string, clicks: ClickedVisit[], now: number): WebhookEventMessage {
  const campaignIds = [...new Set(clicks.map((c) => c.campaignId).filter((id): id is string => id !== null))];
  const tagIds = [...new Set(clicks.flatMap((c) => c.tags.map((t) => t.id)))];
  return {
    kind: 'event',
    id: newMessageId(now),
    type: 'link.clicked',
    teamId,
    timestamp,
    data: { clicks },
    linkIds: [...new Set(clicks.map((c) => c.linkId))],
    campaignIds,
    tagIds,
  };
}

/**
 * The team's click subscriptions, cached; undefined when they could not be read (the event goes
 * to the queue anyway, and the fan-out, which reads the endpoints again, decides).
 */
async function interestOf(teamId: string, now: number): Promise<{ filters: WebhookFilter[]; tags: ReadonlyMap<string, TagRef> } | undefined> {
  const cached = interests.get(teamId);
  if (cached && now - cached.at < INTEREST_TTL_MS) return cached;
  try {
    const endpoints = await listWebhookEndpoints(teamId, false);
    const filters = endpoints.filter((e) => e.enabled && e.events.includes('link.clicked')).map((e) => e.filter);
    // The team's tags only for a team that wants clicks (a few hundred items at most, one Query).
    const tags = new Map(filters.length ? (await listTeamTags(teamId)).map((t) => [t.tagId, { id: t.tagId, name: t.name, color: t.color }] as const) : []);
    const interest = { at: now, filters, tags };
    if (interests.size >= INTEREST_CACHE_MAX) interests.clear();
    interests.set(teamId, interest);
    return interest;
  } catch (error) {
    logger.warn('Webhook subscriptions not read; the clicks go to the webhook queue unfiltered', { error: error as Error, teamId });
    return undefined;
  }
}
