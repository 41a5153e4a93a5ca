import { WEBHOOK_MSG, type WebhookWithSecret } from '@kisa/shared';
import { updateWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import { newWebhookSecret } from '#lib/crypto/webhook-signature.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireOwner } from '../team/team-access.js';
import { teamWebhook } from './team-webhook.js';
import { toWebhookEndpoint } from './webhook-view.js';

/** A team owner replaces an endpoint's signing secret; the new one is answered once. Attempts from now on are signed with it. */
export async function rotateWebhookSecret(caller: Caller, endpointId: string | undefined): Promise<WebhookWithSecret> {
  requireOwner(caller);
  const endpoint = await teamWebhook(caller, endpointId);
  const secret = newWebhookSecret();
  const updated = await updateWebhookEndpoint(caller.teamId, endpoint.endpointId, { secret }, new Date().toISOString());
  if (!updated) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: toWebhookEndpoint(updated), secret };
}
