import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is
 * `whsec_` + base64 of random bytes; the signature of a message is
 * `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)), timestamp in Unix seconds.
 * Receivers verify with the spec's published libraries (the tests use the `standardwebhooks` package).
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A fresh signing secret: 32 random bytes (the spec asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` header's value for one message. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/**
 * The three Standard Webhooks headers of a message, signed with each of `secrets` (the current one
 * first): the spec's `webhook-signature` holds space-separated signatures and a receiver accepts the
 * message when any of them verifies, so during a rotation's grace both the old and the new secret do.
 */
export function webhookHeaders(secrets: readonly string[], id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body));
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signatures.join(' ') };
}
