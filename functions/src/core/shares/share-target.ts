import { SHARE_MSG, type ShareTargetKind } from '@kisa/shared';
import { AppError } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { getTeamCampaign } from '../campaigns/campaign-access.js';
import { getTeamLink } from '../links/team-link.js';
import { getTeamTag } from '../tags/team-tags.js';

export interface ShareTarget {
  kind: ShareTargetKind;
  id: string;
  /** The link's title (else its code), the campaign's or the tag's name, as now. */
  name: string;
}

/** The team's link, campaign or tag a share names, with its current name; another team's or a missing one answers 404 alike. */
export async function resolveShareTarget(team: TeamCaller, target: { kind: ShareTargetKind; id: string }): Promise<ShareTarget> {
  if (target.kind === 'link') {
    const link = await getTeamLink(team, target.id);
    return { ...target, name: link.title || link.shortUrl };
  }
  if (target.kind === 'campaign') return { ...target, name: (await getTeamCampaign(team, target.id)).name };
  return { ...target, name: (await getTeamTag(team, target.id)).name };
}

/** The same, for a share's public page: what it showed is gone (deleted since) → 410, like a revoked share. */
export async function liveShareTarget(team: TeamCaller, target: { kind: ShareTargetKind; id: string }): Promise<ShareTarget> {
  try {
    return await resolveShareTarget(team, target);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError(410, SHARE_MSG.gone);
    throw error;
  }
}
