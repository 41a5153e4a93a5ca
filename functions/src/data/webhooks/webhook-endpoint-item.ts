import { WEBHOOK_EVENTS, type TableIndexName, type WebhookEventType, type WebhookFilter } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A webhook endpoint (docs/DATA-MODEL.md "Webhooks"): one item in its team's partition
 * (`TEAM#{teamId}` / `WEBHOOK#{endpointId}`), listed with the team's other settings, holding its
 * signing secret. An endpoint subscribed to moderation events is also in GSI1 `MODERATION_WEBHOOKS`.
 */

const WEBHOOK_PREFIX = 'WEBHOOK#';

export const webhookEndpointKey = (teamId: string, endpointId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${WEBHOOK_PREFIX}${endpointId}` });

/** Query bounds for a team's endpoints. */
export const teamWebhooksQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: WEBHOOK_PREFIX });

/**
 * GSI1: the endpoints subscribed to moderation events (platform-wide, admins' only), so the
 * fan-out of a moderation event finds them without knowing their teams.
 */
export const MODERATION_WEBHOOKS_INDEX = 'GSI1' satisfies TableIndexName;
export const MODERATION_WEBHOOKS_PARTITION = 'MODERATION_WEBHOOKS';
export const moderationWebhooksIndexKey = (teamId: string, endpointId: string) => ({
  GSI1PK: MODERATION_WEBHOOKS_PARTITION,
  GSI1SK: `${teamId}#${endpointId}`,
});

export interface WebhookEndpointRecord {
  teamId: string;
  endpointId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  filter: WebhookFilter;
  secret: string;
  /**
   * The secret a rotation replaced, still signing beside `secret` until `previousSecretExpiresAt`
   * (WEBHOOK_SECRET_GRACE_HOURS), so a receiver not yet given the new one keeps verifying.
   */
  previousSecret?: string;
  previousSecretExpiresAt?: string;
  enabled: boolean;
  disabledReason?: string;
  consecutiveFailures: number;
  /** Since when its attempts go unanswered (one timed out; cleared by an answer): it gets one attempt at a time. */
  slowSince?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The platform admin who subscribed it to moderation events; absent: it has none.
   * Such an endpoint is also in GSI1 `MODERATION_WEBHOOKS`, where the events' fan-out finds it.
   */
  adminId?: string;
}

const ids = z.array(z.string());

const webhookEndpointItemSchema = z.object({
  teamId: z.string(),
  endpointId: z.string(),
  url: z.string(),
  description: z.string().optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  // A filter stored before tags has no tagIds.
  filter: z.object({ linkIds: ids, campaignIds: ids, tagIds: ids.optional() }).nullish(),
  secret: z.string(),
  previousSecret: z.string().optional(),
  previousSecretExpiresAt: z.string().optional(),
  enabled: z.boolean(),
  disabledReason: z.string().optional(),
  consecutiveFailures: z.number().optional(),
  slowSince: z.string().optional(),
  /** Until when the one attempt in flight to a slow endpoint holds its turn. */
  turnUntil: z.string().optional(),
  adminId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A stored endpoint item as the record the repo answers; a malformed one throws, naming its key. */
export function webhookEndpointOf(item: Record<string, unknown>, key?: Key): WebhookEndpointRecord {
  const e = parseItem('webhook endpoint', webhookEndpointItemSchema, item, key);
  return {
    teamId: e.teamId,
    endpointId: e.endpointId,
    url: e.url,
    description: e.description ?? '',
    events: e.events,
    filter: e.filter ? { linkIds: e.filter.linkIds, campaignIds: e.filter.campaignIds, tagIds: e.filter.tagIds ?? [] } : null,
    secret: e.secret,
    ...(e.previousSecret !== undefined && e.previousSecretExpiresAt !== undefined
      ? { previousSecret: e.previousSecret, previousSecretExpiresAt: e.previousSecretExpiresAt }
      : {}),
    enabled: e.enabled,
    ...(e.disabledReason ? { disabledReason: e.disabledReason } : {}),
    consecutiveFailures: e.consecutiveFailures ?? 0,
    ...(e.slowSince !== undefined ? { slowSince: e.slowSince } : {}),
    ...(e.adminId !== undefined ? { adminId: e.adminId } : {}),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** A slow endpoint's turn as a projected read (`turnUntil` only) answers it. */
export const endpointTurnOf = (item: Record<string, unknown>, key: Key): string | undefined =>
  parseItem('webhook endpoint', webhookEndpointItemSchema.pick({ turnUntil: true }), item, key).turnUntil;
