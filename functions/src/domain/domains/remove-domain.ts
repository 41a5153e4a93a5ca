import { MSG, type MessageResponse } from '@kisa/shared';
import { removeTeamDomain } from '#data/domains/domains-repo.js';
import { conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireOwner } from '../team/team-access.js';
import { edgeDomains } from './domain-services.js';
import { teamDomain } from './team-domain.js';

/**
 * An owner removes a domain — refused while links are on it: their printed QR codes and
 * shared addresses would break silently, so the team deletes or moves them first, knowingly.
 * A verified domain stops being served and its host is free for anyone to verify again.
 */
export async function removeDomain(caller: Caller, host: string): Promise<MessageResponse> {
  requireOwner(caller);
  const domain = await teamDomain(caller, host);
  if (domain.links > 0) throw conflict(MSG.domainHasLinks(domain.links));
  const outcome = await removeTeamDomain(caller.teamId, host);
  if (outcome === 'gone') throw notFound(MSG.domainNotFound);
  if (outcome === 'hasLinks') throw conflict(MSG.domainHasLinks((await teamDomain(caller, host)).links));
  if (domain.verifiedAt) await edgeDomains().detach(host);
  return { message: MSG.domainRemoved };
}
