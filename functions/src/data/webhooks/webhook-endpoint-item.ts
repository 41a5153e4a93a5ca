import { WEBHOOK_EVENTS, type TableIndexName, type WebhookEventType, type WebhookFilter } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A webhook endpoint (docs/DATA-MODEL.md "Webhooks"): one item in its team's partition
 * (`TEAM#{teamId}` / `WEBHOOK#{endpointId}`), listed with the team's other settings. An endpoint
 * subscribed to moderation events is also in GSI1 `MODERATION_WEBHOOKS`.
 *
 * Its signing secrets, sealed under KMS (lib/crypto/kms-envelope.ts), are a second item beside it
 * (`TEAM#{teamId}` / `WEBHOOKSECRET#{endpointId}`) that carries no index keys: never copied into an
 * index, never read by a listing. An endpoint made before secrets were sealed holds its plain secret
 * on its own item (`secret`, `previousSecret`) until its next rotation, which seals both and
 * removes them.
 */

const WEBHOOK_PREFIX = 'WEBHOOK#';
const WEBHOOK_SECRET_PREFIX = 'WEBHOOKSECRET#';

export const webhookEndpointKey = (teamId: string, endpointId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${WEBHOOK_PREFIX}${endpointId}` });
export const webhookSecretKey = (teamId: string, endpointId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${WEBHOOK_SECRET_PREFIX}${endpointId}` });

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
  /** A plain secret stored before secrets were sealed (gone at the next rotation); else its secrets item holds them. */
  plainSecret?: string;
  plainPreviousSecret?: string;
  /**
   * Until when the secret a rotation replaced still signs beside the current one
   * (WEBHOOK_SECRET_GRACE_HOURS), so a receiver not yet given the new one keeps verifying.
   */
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
  secret: z.string().optional(),
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
    ...(e.secret !== undefined ? { plainSecret: e.secret } : {}),
    ...(e.secret !== undefined && e.previousSecret !== undefined ? { plainPreviousSecret: e.previousSecret } : {}),
    ...(e.previousSecretExpiresAt !== undefined ? { previousSecretExpiresAt: e.previousSecretExpiresAt } : {}),
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

/** An endpoint's signing secrets, sealed: the current one, and the one a rotation replaced (its grace: the endpoint's `previousSecretExpiresAt`). */
export interface WebhookSecretsRecord {
  teamId: string;
  endpointId: string;
  sealed: string;
  previousSealed?: string;
}

const webhookSecretsItemSchema = z.object({ teamId: z.string(), endpointId: z.string(), sealed: z.string(), previousSealed: z.string().optional() });

export const webhookSecretsItem = (r: WebhookSecretsRecord) => ({ ...webhookSecretKey(r.teamId, r.endpointId), type: 'webhookSecret', ...r });

export function webhookSecretsOf(item: Record<string, unknown>, key?: Key): WebhookSecretsRecord {
  const s = parseItem('webhook secrets', webhookSecretsItemSchema, item, key);
  return { teamId: s.teamId, endpointId: s.endpointId, sealed: s.sealed, ...(s.previousSealed !== undefined ? { previousSealed: s.previousSealed } : {}) };
}
