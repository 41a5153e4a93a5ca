import { MSG } from '@kisa/shared';
import { getTeamDomain } from '#data/domains/domains-repo.js';
import type { TeamDomainRecord } from '#data/domains/team-domain-item.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/** The caller's team's domain `host`; another team's (or none) answers 404 alike. */
export async function teamDomain(caller: Caller, host: string): Promise<TeamDomainRecord> {
  const domain = await getTeamDomain(caller.teamId, host);
  if (!domain) throw notFound(MSG.domainNotFound);
  return domain;
}
