import { WEBHOOK_MSG } from '@kisa/shared';
import { config } from '#lib/config.js';
import { EnvelopeError, seal } from '#lib/crypto/kms-envelope.js';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';

/**
 * Webhook signing secrets under KMS (lib/crypto/kms-envelope.ts), sealed where they are made
 * (create, rotate: kms:GenerateDataKey); opened only where deliveries are signed (signing-secrets.ts,
 * the webhook worker: kms:Decrypt). Each is bound to its endpoint by the encryption context.
 */

/** What binds a sealed secret to its endpoint (KMS's encryption context). */
export const contextOf = (teamId: string, endpointId: string) => ({ purpose: 'webhook-secret', teamId, endpointId });

/** KMS refused, throttled, hung or garbled: nothing was stored, the caller may try again. */
const unavailable = (error: unknown) => {
  logger.error('Webhook secret not sealed', { error: error as Error });
  return new AppError(503, WEBHOOK_MSG.secretUnavailable, { 'retry-after': '30' });
};

/** Seals `secrets` for the endpoint with one data key; a KMS failure is a 503 and nothing is stored. */
export async function sealWebhookSecrets(teamId: string, endpointId: string, secrets: readonly string[]): Promise<string[]> {
  try {
    return await seal(config.webhookSecrets().keyId, contextOf(teamId, endpointId), secrets);
  } catch (error) {
    if (error instanceof EnvelopeError) throw unavailable(error);
    throw error;
  }
}
