import { WEBHOOK_MSG, WEBHOOK_SECRET_GRACE_HOURS, type WebhookWithSecret } from '@kisa/shared';
import { getWebhookEndpoint, getWebhookSecrets, storeRotatedSecrets } from '#data/webhooks/endpoints-repo.js';
import { newWebhookSecret } from '#lib/crypto/webhook-signature.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamWebhook } from './team-webhook.js';
import { sealWebhookSecrets } from './seal-webhook-secrets.js';
import { toWebhookEndpoint } from './webhook-view.js';

/**
 * A team owner replaces an endpoint's signing secret; the new one is answered once. Attempts from
 * now on are signed with it and, for WEBHOOK_SECRET_GRACE_HOURS, with the replaced one too, so a
 * receiver still holding it keeps verifying until it is given the new one. Rotating again within
 * the grace keeps only the secret just replaced.
 *
 * The new secret is sealed under KMS (GenerateDataKey, never Decrypt: the replaced one moves over
 * still sealed). An endpoint's plain secret from before secrets were sealed is sealed now and
 * removed from its item. A KMS failure answers 503 and changes nothing: the current secret keeps signing.
 */
export async function rotateWebhookSecret(caller: Caller, endpointId: string | undefined, now = Date.now()): Promise<WebhookWithSecret> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(now + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000).toISOString();
  const { teamId, endpointId: id, plainSecret } = endpoint;
  const [sealed, sealedPlain] = await sealWebhookSecrets(teamId, id, plainSecret === undefined ? [secret] : [secret, plainSecret]);
  const previousSealed = sealedPlain ?? (await getWebhookSecrets(teamId, id))?.sealed;
  const stored = await storeRotatedSecrets(
    { teamId, endpointId: id, sealed: sealed!, ...(previousSealed ? { previousSealed } : {}), previousSecretExpiresAt },
    new Date(now).toISOString(),
  );
  const updated = stored ? await getWebhookEndpoint(teamId, id) : null;
  if (!updated) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: toWebhookEndpoint(updated, now), secret };
}
