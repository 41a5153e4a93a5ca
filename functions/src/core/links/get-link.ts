import type { Link } from '@kisa/shared';
import type { Caller } from '../accounts/caller.js';
import { presentLinks } from './present-links.js';
import { getTeamLink } from './team-link.js';

/** One of the caller's team's links (404 for any other), with its tags and its creator's current name. */
export async function getLink(caller: Caller, linkId: string | undefined): Promise<Link> {
  const [link] = await presentLinks(caller.teamId, [await getTeamLink(caller, linkId)]);
  return link!;
}
