import { randomBytes } from 'node:crypto';

/** The webhook queue's messages. */

/** An event to fan out to the team's subscribed endpoints. */
export interface WebhookEventMessage {
  kind: 'event';
  /** The message id (`webhook-id`), the same for every endpoint and every attempt. */
  id: string;
  type: string;
  teamId: string;
  timestamp: string;
  data: unknown;
  linkId?: string;
  campaignId?: string;
  /** 'platform': a moderation event for the endpoints admins subscribed, whatever their team (`teamId` is empty). */
  scope?: 'platform';
  /** The tags the event's link carries: a link event's now; a `link.clicked` event's, those of its clicks' links when clicked. */
  tagIds?: string[];
  /**
   * A `link.clicked` event: the links and campaigns of its clicks (each click names its own in
   * `data.clicks`), so an endpoint's filter is checked without reading the clicks.
   */
  linkIds?: string[];
  campaignIds?: string[];
}

/** One attempt of one delivery; `attempt` counts the attempts made before it. */
export interface WebhookDeliverMessage {
  kind: 'deliver';
  teamId: string;
  endpointId: string;
  deliveryId: string;
  attempt: number;
  /** Not before this instant (a retry further away than SQS's 15-minute delay hops until then). */
  notBefore?: string;
}

export type WebhookMessage = WebhookEventMessage | WebhookDeliverMessage;

export function parseWebhookMessage(body: unknown): WebhookMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const m = body as Record<string, unknown>;
  if (m.kind === 'event' && typeof m.id === 'string' && typeof m.type === 'string' && typeof m.teamId === 'string' && typeof m.timestamp === 'string')
    return m as unknown as WebhookEventMessage;
  if (
    m.kind === 'deliver' &&
    typeof m.teamId === 'string' &&
    typeof m.endpointId === 'string' &&
    typeof m.deliveryId === 'string' &&
    typeof m.attempt === 'number'
  )
    return m as unknown as WebhookDeliverMessage;
  return null;
}

/** A Standard Webhooks message id: `msg_` + the time (so ids sort by age) + randomness. */
export function newMessageId(now = Date.now()): string {
  return `msg_${now.toString(36).padStart(9, '0')}${randomBytes(10).toString('hex')}`;
}

/** Whether `id` has the shape of a message id (of this version or the ones before): a delivery's id. */
export const isMessageId = (id: string): boolean => /^msg_[0-9a-z]{9,60}$/.test(id);
