import { SPLIT_MSG, type Link } from '@kisa/shared';
import { badRequest } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { getTeamLink } from './team-link.js';
import { updateLink } from './update-link.js';

/**
 * Ends a link's A/B split by promoting one variant (issue 27): its destination becomes the link's
 * target and the split goes, in one edit (the link's usual write, its `link.updated` event). The
 * variants' clicks keep their variant ids, so the experiment's figures stay in analytics.
 */
export async function promoteVariant(caller: Caller, linkId: string | undefined, variantId: string): Promise<Link> {
  const link = await getTeamLink(caller, linkId);
  const variant = link.split?.variants.find((v) => v.id === variantId);
  if (!link.split) throw badRequest(SPLIT_MSG.noSplit);
  if (!variant) throw badRequest(SPLIT_MSG.variantUnknown);
  return updateLink(caller, link.linkId, { longUrl: variant.destination, split: null });
}

