import { variantToPromote } from '@kisa/shared';
import { findLinkRecord, linksWithAutoPromote } from '#data/links/index.js';
import { logger } from '#lib/logger.js';
import { splitOutcomes } from '../analytics/split-outcomes.js';
import { promoteVariant } from './promote-variant.js';

/**
 * The automatic promotion of A/B tests (schedule `promote-experiments`): each link
 * whose split asks for it is judged as the Experiment tab judges it (experiment-stats.ts), and
 * its leader is promoted once every variant has the asked visitors and the leader beats each
 * other variant at the asked confidence. A link that fails is logged and the others go on; the
 * next run judges it again.
 */
export async function promoteExperiments(now = new Date()): Promise<{ judged: number; promoted: number; failed: number }> {
  let judged = 0;
  let promoted = 0;
  let failed = 0;
  for await (const linkIds of linksWithAutoPromote()) {
    for (const linkId of linkIds) {
      try {
        const link = await findLinkRecord(linkId);
        const rule = link?.split?.autoPromote;
        if (!link?.split || !rule) continue;
        const winner = variantToPromote(await splitOutcomes({ ...link, split: link.split }, now), rule);
        judged++;
        if (!winner) continue;
        await promoteVariant({ teamId: link.teamId }, link.linkId, winner, { automatic: true, now });
        promoted++;
        logger.info('A/B test promoted automatically', { linkId, teamId: link.teamId, variantId: winner, confidence: rule.confidence });
      } catch (error) {
        failed++;
        logger.error('Automatic promotion failed', { linkId, error: error as Error });
      }
    }
  }
  return { judged, promoted, failed };
}
