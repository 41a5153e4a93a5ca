import { randomBytes } from 'node:crypto';
import { DOMAINS_PER_TEAM_MAX, MSG, type Domain } from '@kisa/shared';
import { addTeamDomain, getDomainClaim, getTeamDomain, listTeamDomains } from '#data/domains/domains-repo.js';
import { config } from '#lib/config.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { toDomain } from './domain-view.js';
import { verifyDomain } from './verify-domain.js';

/**
 * A team owner adds a domain (already normalised to its ASCII host): pending, with a fresh
 * token for its TXT record, and checked once right away (the records may exist already).
 * Refused: the platform's own hosts, a host another team has verified, a second add, and more
 * than DOMAINS_PER_TEAM_MAX domains.
 */
export async function addDomain(caller: Caller, host: string): Promise<Domain> {
  requireScope(caller, 'domains:write');
  const { platformHost, cnameTarget } = config.domains();
  if (host === platformHost || host === new URL(config.app().appUrl).hostname || host === cnameTarget) throw badRequest(MSG.domainIsPlatform);
  const claim = await getDomainClaim(host);
  if (claim && claim.teamId !== caller.teamId) throw conflict(MSG.domainClaimed);
  if ((await listTeamDomains(caller.teamId)).length >= DOMAINS_PER_TEAM_MAX) throw conflict(MSG.domainLimit);
  const token = randomBytes(16).toString('hex');
  const added = await addTeamDomain({ teamId: caller.teamId, host, token, createdAt: new Date().toISOString() });
  if (added === 'exists') throw conflict(MSG.domainAlreadyAdded);
  const domain = (await getTeamDomain(caller.teamId, host))!;
  return toDomain(await verifyDomain(domain), cnameTarget);
}
