import type { DomainList } from '@kisa/shared';
import { listTeamDomains } from '#data/domains/domains-repo.js';
import { config } from '#lib/config.js';
import type { Caller } from '../accounts/caller.js';
import { toDomain } from './domain-view.js';

/** The team's domains (every member sees them: links go on them), and the platform's short domain. */
export async function listDomains(caller: Caller): Promise<DomainList> {
  const { platformHost, cnameTarget } = config.domains();
  const domains = await listTeamDomains(caller.teamId);
  return { items: domains.map((d) => toDomain(d, cnameTarget)), platformHost };
}
