import type { Campaign, Link, WebhookEventType } from '@kisa/shared';
import { sendWebhookMessage } from '#data/webhooks/webhook-queue.js';
import { logger } from '#lib/logger.js';
import { sqsJson } from '#lib/queue/sqs-json.js';
import { countWebhookEventsNotEnqueued } from '#lib/metrics.js';
import { newMessageId, type WebhookEventMessage } from './webhook-messages.js';

/**
 * Queues a webhook event after the write that produced it succeeded: one SQS send,
 * awaited like the click enqueue, and never the user's failure — if the queue refuses it, the
 * event is logged whole (for replay) and counted (WebhookEventsNotEnqueued alarm), and the
 * request answers as it would have. The worker finds the team's subscribed endpoints.
 */
export async function emitWebhookEvent(
  teamId: string,
  type: WebhookEventType,
  data: object,
  refs: { linkId?: string; campaignId?: string; tagIds?: string[]; scope?: 'platform' } = {},
): Promise<void> {
  const message: WebhookEventMessage = { kind: 'event', id: newMessageId(), type, teamId, timestamp: new Date().toISOString(), data, ...refs };
  try {
    await sendWebhookMessage(sqsJson(message));
  } catch (error) {
    logger.error('Webhook event not enqueued', { error: error as Error, webhookEvent: message });
    countWebhookEventsNotEnqueued(1);
  }
}

/** A link event: the Link as the API answers it, filtered by its id, its campaign and its tags. */
export const emitLinkEvent = (teamId: string, type: 'link.created' | 'link.updated' | 'link.deleted', link: Link) =>
  emitWebhookEvent(teamId, type, link, {
    linkId: link.id,
    ...(link.campaignId ? { campaignId: link.campaignId } : {}),
    ...(link.tags.length ? { tagIds: link.tags.map((t) => t.id) } : {}),
  });

/** A bulk run finished (done or failed): the Campaign as the API answers it. */
export const emitCampaignCompleted = (teamId: string, campaign: Campaign) =>
  emitWebhookEvent(teamId, 'campaign.completed', campaign, { campaignId: campaign.id });

/** Emits a link event and answers the link: the last step of a link operation. */
export async function withLinkEvent(teamId: string, type: 'link.created' | 'link.updated' | 'link.deleted', link: Link): Promise<Link> {
  await emitLinkEvent(teamId, type, link);
  return link;
}
