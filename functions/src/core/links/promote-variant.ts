import { SPLIT_MSG, type Link } from '@kisa/shared';
import { badRequest } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { variantLetter } from '../analytics/choice-names.js';
import { getTeamLink } from './team-link.js';
import { updateLink } from './update-link.js';

/**
 * Ends a link's A/B split by promoting one variant: its destination becomes the link's
 * target and the split goes, in one edit (the link's usual write, its `link.updated` event), which
 * also records how the test ended (`lastPromotion`). The variants' clicks keep their variant ids,
 * so the experiment's figures stay in analytics. `automatic`: the job `promote-experiments` ends it.
 */
export async function promoteVariant(
  caller: TeamCaller,
  linkId: string | undefined,
  variantId: string,
  { automatic = false, now = new Date() } = {},
): Promise<Link> {
  const link = await getTeamLink(caller, linkId);
  const index = link.split?.variants.findIndex((v) => v.id === variantId) ?? -1;
  const variant = link.split?.variants[index];
  if (!link.split) throw badRequest(SPLIT_MSG.noSplit);
  if (!variant) throw badRequest(SPLIT_MSG.variantUnknown);
  // Named as the Experiment tab and analytics name it: its own name, else its letter.
  const promotion = {
    variantId,
    name: variant.name || `Variant ${variantLetter(index)}`,
    destination: variant.destination,
    promotedAt: now.toISOString(),
    automatic,
  };
  return updateLink(caller, link.linkId, { longUrl: variant.destination, split: null }, promotion);
}
