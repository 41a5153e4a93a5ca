import { WEBHOOK_MSG, type WebhookEndpoint, type WebhookUpdate } from '@kisa/shared';
import { updateWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { checkEndpointUrl } from './check-endpoint-url.js';
import { moderationWatcher } from './create-webhook.js';
import { teamWebhook } from './team-webhook.js';
import { toWebhookEndpoint } from './webhook-view.js';
import { noteChange } from '#lib/audit/audit-context.js';

/** A team owner changes an endpoint's address, events, filter or description, or enables / disables it (enabling clears its failures). */
export async function updateWebhook(caller: Caller, endpointId: string | undefined, change: WebhookUpdate): Promise<WebhookEndpoint> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  if (change.url !== undefined) checkEndpointUrl(change.url);
  // New events: subscribed to moderation events by this admin (indexed), or no longer subscribed.
  const adminId = change.events === undefined ? undefined : moderationWatcher(caller, change.events);
  const updated = await updateWebhookEndpoint(
    caller.teamId,
    endpoint.endpointId,
    { ...change, ...(adminId !== undefined ? { adminId } : {}) },
    new Date().toISOString(),
  );
  if (!updated) throw notFound(WEBHOOK_MSG.notFound);
  noteChange(endpoint, updated);
  return toWebhookEndpoint(updated);
}
