import { MSG } from '@kisa/shared';
import { listTeamDomains } from '#data/domains/domains-repo.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';

/**
 * The domain a link goes on: `requested` as the schema parsed it — a host, null (the
 * platform's short domain; its own host means the same) or undefined (the team's default domain,
 * else the platform's). A host must be one of the team's domains that has been verified (a
 * misconfigured one still serves its links). Answers the host, or undefined for the platform.
 */
export async function linkDomainOf(caller: TeamCaller, requested: string | null | undefined): Promise<string | undefined> {
  if (requested === null || requested === config.domains().platformHost) return undefined;
  const domains = await listTeamDomains(caller.teamId);
  if (requested === undefined) return domains.find((d) => d.isDefault && d.verifiedAt)?.host;
  const domain = domains.find((d) => d.host === requested);
  if (!domain?.verifiedAt) throw badRequest(MSG.domainUnknown);
  return domain.host;
}
