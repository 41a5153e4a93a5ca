import { randomUUID } from 'node:crypto';
import { isAdminWebhookEvent, WEBHOOK_MSG, WEBHOOKS_PER_TEAM_MAX, type NewWebhook, type WebhookWithSecret } from '@kisa/shared';
import { listWebhookEndpoints, putWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import { newWebhookSecret } from '#lib/crypto/webhook-signature.js';
import { AppError, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { checkEndpointUrl } from './check-endpoint-url.js';
import { sealWebhookSecrets } from './seal-webhook-secrets.js';
import { toWebhookEndpoint } from './webhook-view.js';

/**
 * Moderation events are platform admins' only: the admin who subscribes an endpoint to
 * them is recorded (its fan-out checks they still are one); anyone else is refused (403).
 */
export function moderationWatcher(caller: Caller, events: readonly string[]): string | null {
  if (!events.some(isAdminWebhookEvent)) return null;
  if (caller.role !== 'admin') throw new AppError(403, WEBHOOK_MSG.adminEvents);
  return caller.id;
}

/** A team owner adds an endpoint, enabled; its signing secret is answered now and never again (but at a rotation). */
export async function createWebhook(caller: Caller, input: NewWebhook): Promise<WebhookWithSecret> {
  requireScope(caller, 'webhooks:write');
  const moderation = moderationWatcher(caller, input.events);
  checkEndpointUrl(input.url);
  if ((await listWebhookEndpoints(caller.teamId)).length >= WEBHOOKS_PER_TEAM_MAX) throw conflict(WEBHOOK_MSG.limit);
  const now = new Date().toISOString();
  const endpointId = randomUUID();
  // Sealed before anything is stored: a KMS failure answers 503 and leaves no endpoint behind.
  const secret = newWebhookSecret();
  const [sealed] = await sealWebhookSecrets(caller.teamId, endpointId, [secret]);
  const endpoint: WebhookEndpointRecord = {
    teamId: caller.teamId,
    endpointId,
    url: input.url,
    description: input.description ?? '',
    events: input.events,
    filter: input.filter ?? null,
    enabled: true,
    consecutiveFailures: 0,
    createdAt: now,
    updatedAt: now,
    ...(moderation ? { adminId: moderation } : {}),
  };
  await putWebhookEndpoint(endpoint, sealed!);
  return { endpoint: toWebhookEndpoint(endpoint), secret };
}
