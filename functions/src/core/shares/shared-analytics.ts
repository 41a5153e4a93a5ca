import { SHARE_MSG, type Analytics, type AnalyticsQuery, type Paged, type Visitor, type VisitorsQuery } from '@kisa/shared';
import { AppError } from '#lib/errors.js';
import { getAnalytics } from '../analytics/get-analytics.js';
import { listVisitors } from '../analytics/list-visitors.js';
import type { ShareGrant } from './open-share.js';
import { liveShareTarget } from './share-target.js';

/**
 * A shared dashboard's figures: the app's own analytics, asked for the share's team with the
 * share's link, campaign or tag put over whatever the query said — so any other filter only
 * narrows what the share shows, and nothing outside it (another link, another team) is read.
 */
function narrowed<Q extends AnalyticsQuery>(query: Q, target: ShareGrant['share']['target']): Q {
  if (target.kind === 'tag') return { ...query, tagIds: [target.id] };
  return { ...query, filters: { ...query.filters, [target.kind === 'link' ? 'linkId' : 'campaignId']: target.id } };
}

export async function getSharedAnalytics({ share }: ShareGrant, query: AnalyticsQuery & { staleFirst?: boolean }): Promise<Analytics> {
  await liveShareTarget(share, share.target);
  return getAnalytics({ teamId: share.teamId }, narrowed(query, share.target));
}

/** The visitor log (each visit's IP, place and device): only when the share was made with `visitors`. */
export async function listSharedVisitors({ share }: ShareGrant, query: VisitorsQuery): Promise<Paged<Visitor>> {
  if (!share.visitors) throw new AppError(403, SHARE_MSG.visitorsNotShared);
  await liveShareTarget(share, share.target);
  return listVisitors({ teamId: share.teamId }, narrowed(query, share.target));
}
