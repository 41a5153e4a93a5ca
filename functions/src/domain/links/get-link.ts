import type { Link } from '@kisa/shared';
import type { Caller } from '../accounts/caller.js';
import { getTeamLink } from './team-link.js';
import { withCurrentCreators } from './resolve-creators.js';
import { toLink } from './to-link.js';

export async function getLinkForCaller(caller: Caller, linkId: string | undefined): Promise<Link> {
  const [link] = await withCurrentCreators([toLink(await getTeamLink(caller, linkId))]);
  return link!;
}
