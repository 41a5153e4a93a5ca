import type { Domain } from '@kisa/shared';
import { config } from '#lib/config.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamDomain } from './team-domain.js';
import { toDomain } from './domain-view.js';
import { verifyDomain } from './verify-domain.js';

/** "Check now": an owner has the team's domain's DNS records read again. */
export async function checkDomain(caller: Caller, host: string): Promise<Domain> {
  requireScope(caller, 'domains:write');
  return toDomain(await verifyDomain(await teamDomain(caller, host)), config.domains().cnameTarget);
}
