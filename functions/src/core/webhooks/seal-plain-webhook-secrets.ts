import { plainSecretEndpointPages, storeSealedPlainSecrets } from '#data/webhooks/endpoints-repo.js';
import { logger } from '#lib/logger.js';
import { sealWebhookSecrets } from './seal-webhook-secrets.js';

export interface SealPlainSecretsSummary {
  /** Endpoints whose plain secrets are now sealed (and gone from the endpoint item and GSI1). */
  sealed: number;
  /** Changed or deleted meanwhile (a rotation sealed it first): left as they are. */
  skipped: number;
  /** KMS or DynamoDB refused, or the item does not parse: still plain; running again seals the refused ones. */
  failed: number;
}

/**
 * Seals every plain secret left from before secrets were sealed (`npm run seal:webhook-secrets`,
 * once after the upgrade): each endpoint's current and replaced secrets sealed with one data key
 * and moved to its secrets item, in one transaction conditional on the plain secret being
 * unchanged. The secrets stay the same, so receivers notice nothing. One endpoint failing does not
 * stop the others; the run is safe to repeat.
 */
export async function sealPlainWebhookSecrets(): Promise<SealPlainSecretsSummary> {
  const summary: SealPlainSecretsSummary = { sealed: 0, skipped: 0, failed: 0 };
  for await (const { endpoints, malformed } of plainSecretEndpointPages()) {
    summary.failed += malformed;
    for (const { teamId, endpointId, plainSecret, plainPreviousSecret } of endpoints) {
      if (plainSecret === undefined) continue;
      try {
        const [sealed, previousSealed] = await sealWebhookSecrets(
          teamId,
          endpointId,
          plainPreviousSecret === undefined ? [plainSecret] : [plainSecret, plainPreviousSecret],
        );
        const stored = await storeSealedPlainSecrets({ teamId, endpointId, sealed: sealed!, ...(previousSealed ? { previousSealed } : {}) }, plainSecret);
        summary[stored ? 'sealed' : 'skipped']++;
      } catch (error) {
        logger.error('Webhook secret left plain', { teamId, endpointId, error: error as Error });
        summary.failed++;
      }
    }
  }
  return summary;
}
