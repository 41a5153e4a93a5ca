import { MSG, type MessageResponse } from '@kisa/shared';
import { removeTeamDomain } from '#data/domains/domains-repo.js';
import { conflict, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { edgeDomains } from './domain-services.js';
import { teamDomain } from './team-domain.js';

/**
 * An owner removes a domain — refused while links are on it: their printed QR codes and
 * shared addresses would break silently, so the team deletes or moves them first, knowingly.
 * A verified domain stops being served and its host is free for anyone to verify again.
 */
export async function removeDomain(caller: Caller, host: string): Promise<MessageResponse> {
  requireScope(caller, 'domains:write');
  const domain = await teamDomain(caller, host);
  if (domain.links > 0) throw conflict(MSG.domainHasLinks(domain.links));
  const outcome = await removeTeamDomain(caller.teamId, host);
  if (outcome === 'gone') throw notFound(MSG.domainNotFound);
  if (outcome === 'hasLinks') throw conflict(MSG.domainHasLinks((await teamDomain(caller, host)).links));
  // The domain is gone for Kisa whatever the edge answers (its claim is, so the redirect answers
  // not found); a tenant left behind is logged and alarmed (EdgeDomainFailures) for an operator.
  if (domain.edgeAttached || domain.verifiedAt) {
    await edgeDomains()
      .detach(host)
      .catch((error: unknown) => logger.error('Could not detach a removed domain from the edge', { host, teamId: caller.teamId, error: error as Error }));
  }
  return { message: MSG.domainRemoved };
}
