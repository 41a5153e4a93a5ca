import { variantToPromote, type LinkSplit } from '@kisa/shared';
import { findLinkRecord, linksWithAutoPromote } from '#data/links/index.js';
import { logger } from '#lib/logger.js';
import { teamSplitOutcomes } from '../analytics/split-outcomes.js';
import { promoteVariant } from './promote-variant.js';

/**
 * The automatic promotion of A/B tests (schedule `promote-experiments`): each link
 * whose split asks for it is judged as the Experiment tab judges it (experiment-stats.ts), and
 * its leader is promoted once every variant has the asked visitors and the leader beats each
 * other variant at the asked confidence. The links are judged per team, one analytics statement
 * per team (split-outcomes.ts), so the run costs as many queries as teams with running tests,
 * not links. A team or a link that fails is logged and the others go on; the next run judges it again.
 */
export async function promoteExperiments(now = new Date()): Promise<{ teams: number; judged: number; promoted: number; failed: number }> {
  const summary = { teams: 0, judged: 0, promoted: 0, failed: 0 };
  const byTeam = new Map<string, { teamId: string; linkId: string; createdAt: string; split: LinkSplit }[]>();
  for await (const linkIds of linksWithAutoPromote()) {
    for (const linkId of linkIds) {
      try {
        const link = await findLinkRecord(linkId);
        if (!link?.split?.autoPromote) continue;
        const team = byTeam.get(link.teamId) ?? [];
        team.push({ teamId: link.teamId, linkId: link.linkId, createdAt: link.createdAt, split: link.split });
        byTeam.set(link.teamId, team);
      } catch (error) {
        summary.failed++;
        logger.error('Automatic promotion failed', { linkId, error: error as Error });
      }
    }
  }
  for (const [teamId, links] of byTeam) {
    summary.teams++;
    let outcomes: Awaited<ReturnType<typeof teamSplitOutcomes>>;
    try {
      outcomes = await teamSplitOutcomes(teamId, links, now);
    } catch (error) {
      summary.failed += links.length;
      logger.error('Automatic promotion failed for a team', { teamId, links: links.length, error: error as Error });
      continue;
    }
    for (const link of links) {
      const rule = link.split.autoPromote!;
      try {
        const winner = variantToPromote(outcomes.get(link.linkId)!, rule);
        summary.judged++;
        if (!winner) continue;
        await promoteVariant({ teamId }, link.linkId, winner, { automatic: true, now });
        summary.promoted++;
        logger.info('A/B test promoted automatically', { linkId: link.linkId, teamId, variantId: winner, confidence: rule.confidence });
      } catch (error) {
        summary.failed++;
        logger.error('Automatic promotion failed', { linkId: link.linkId, error: error as Error });
      }
    }
  }
  return summary;
}
