import { getWebhookSecrets } from '#data/webhooks/endpoints-repo.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import { config } from '#lib/config.js';
import { EnvelopeError, open } from '#lib/crypto/kms-envelope.js';
import { contextOf } from './seal-webhook-secrets.js';

/**
 * Opened secrets, by their sealed value (a rotation makes new ones): a worker signing many
 * deliveries to one endpoint asks KMS once. Bounded; a failed open is not kept.
 */
const opened = new Map<string, Promise<string>>();
const OPENED_MAX = 500;

function openCached(teamId: string, endpointId: string, sealed: string): Promise<string> {
  let secret = opened.get(sealed);
  if (!secret) {
    secret = open(config.webhookSecrets().keyId, contextOf(teamId, endpointId), sealed);
    secret.catch(() => opened.delete(sealed));
    if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
    opened.set(sealed, secret);
  }
  return secret;
}

/**
 * What signs a delivery: the current secret, and the one a rotation replaced while its grace
 * lasts. An endpoint made before secrets were sealed signs with its plain ones. Throws
 * EnvelopeError when KMS fails (the delivery is tried again later), AppError-free: the worker's own.
 */
export async function signingSecrets(endpoint: WebhookEndpointRecord, now: number): Promise<string[]> {
  const graceful = !!endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now;
  if (endpoint.plainSecret !== undefined) return [endpoint.plainSecret, ...(graceful && endpoint.plainPreviousSecret ? [endpoint.plainPreviousSecret] : [])];
  const stored = await getWebhookSecrets(endpoint.teamId, endpoint.endpointId);
  if (!stored) throw new EnvelopeError(`Webhook endpoint ${endpoint.endpointId} has no secret`);
  const sealed = [stored.sealed, ...(graceful && stored.previousSealed ? [stored.previousSealed] : [])];
  return Promise.all(sealed.map((s) => openCached(endpoint.teamId, endpoint.endpointId, s)));
}

/** Forgets opened secrets (tests). */
export const forgetOpenedSecrets = () => opened.clear();
