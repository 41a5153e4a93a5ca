import type { Link } from '@kisa/shared';
import type { Caller } from '../accounts/caller.js';
import { getTeamLink } from './team-link.js';
import { withCurrentCreators } from './resolve-creators.js';
import { toLink } from './to-link.js';

/** One of the caller's team's links (404 for any other), with its creator's current name. */
export async function getLink(caller: Caller, linkId: string | undefined): Promise<Link> {
  const [link] = await withCurrentCreators([toLink(await getTeamLink(caller, linkId))]);
  return link!;
}
