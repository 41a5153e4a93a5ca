import type { ShareList } from '@kisa/shared';
import { listTeamCampaigns } from '#data/campaigns/campaigns-repo.js';
import { getLinksByIds } from '#data/links/index.js';
import { listTeamShares } from '#data/shares/shares-repo.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import type { TeamCaller } from '../accounts/caller.js';
import { toShare } from './share-view.js';

/**
 * GET /api/shares: the team's shares, newest first, each named by what it shows as it is named
 * now (a deleted link, campaign or tag: "Deleted"). The names are read once per kind.
 */
export async function listShares(caller: TeamCaller, now = Date.now()): Promise<ShareList> {
  const shares = (await listTeamShares(caller.teamId)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.shareId.localeCompare(b.shareId));
  const ids = (kind: string) => [...new Set(shares.filter((s) => s.target.kind === kind).map((s) => s.target.id))];
  const [links, campaigns, tags] = await Promise.all([
    ids('link').length ? getLinksByIds(ids('link')) : [],
    ids('campaign').length ? listTeamCampaigns(caller.teamId) : [],
    ids('tag').length ? listTeamTags(caller.teamId) : [],
  ]);
  const names = new Map<string, string>([
    ...links.map((l) => [`link:${l.linkId}`, l.title || l.shortUrl] as const),
    ...campaigns.filter((c) => c.teamId === caller.teamId && !c.deletedAt).map((c) => [`campaign:${c.campaignId}`, c.name] as const),
    ...tags.map((t) => [`tag:${t.tagId}`, t.name] as const),
  ]);
  const items = shares.map((s) => toShare(s, names.get(`${s.target.kind}:${s.target.id}`) ?? 'Deleted', now));
  return { items, total: items.length };
}
