import type { LinkHealthList, LinkHealthState } from '@kisa/shared';
import { listHealthRows } from '#data/health/link-health-repo.js';
import type { TeamCaller } from '../accounts/caller.js';
import { toLinkHealth } from './health-view.js';

const ORDER: Record<LinkHealthState, number> = { broken: 0, warning: 1, ok: 2 };

/**
 * GET /api/link-health: the team's links that are not ok — broken first, the longest broken
 * first, then certificate warnings. The rows do not know a link's own fallback URL: a row says
 * its fallback is active when the team's default stands in (the Link answers for its own).
 */
export async function listLinkHealth(caller: TeamCaller): Promise<LinkHealthList> {
  const rows = await listHealthRows(caller.teamId);
  rows.sort((a, b) => ORDER[a.health.state] - ORDER[b.health.state] || a.health.since.localeCompare(b.health.since) || a.linkId.localeCompare(b.linkId));
  return {
    items: rows.map((row) => ({
      linkId: row.linkId,
      shortUrl: row.shortUrl,
      title: row.title,
      longUrl: row.longUrl,
      health: toLinkHealth(row.health),
    })),
  };
}
