import { WEBHOOK_MSG, WEBHOOK_SECRET_GRACE_HOURS, type WebhookWithSecret } from '@kisa/shared';
import { updateWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import { newWebhookSecret } from '#lib/crypto/webhook-signature.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamWebhook } from './team-webhook.js';
import { toWebhookEndpoint } from './webhook-view.js';

/**
 * A team owner replaces an endpoint's signing secret; the new one is answered once. Attempts from
 * now on are signed with it and, for WEBHOOK_SECRET_GRACE_HOURS, with the replaced one too, so a
 * receiver still holding it keeps verifying until it is given the new one. Rotating again within
 * the grace keeps only the secret just replaced.
 */
export async function rotateWebhookSecret(caller: Caller, endpointId: string | undefined, now = Date.now()): Promise<WebhookWithSecret> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(now + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000).toISOString();
  const updated = await updateWebhookEndpoint(
    caller.teamId,
    endpoint.endpointId,
    { secret, previousSecret: endpoint.secret, previousSecretExpiresAt },
    new Date(now).toISOString(),
  );
  if (!updated) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: toWebhookEndpoint(updated, now), secret };
}
