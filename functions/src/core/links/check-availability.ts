import { checkAlias, MSG, type Availability } from '@kisa/shared';
import { aliasExists } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';
import { linkDomainOf } from './link-domain.js';

/**
 * Whether a short code can be taken: invalid or reserved codes answer the rule's message,
 * taken ones MSG.aliasTaken — on the domain asked about (left out: the team's default). Advisory only: creating is what claims a code (its alias item).
 */
export async function checkAvailability(caller: Caller, requested: string, domain: string | null | undefined): Promise<Availability> {
  const code = requested.trim();
  const problem = checkAlias(code);
  if (problem) return { available: false, message: problem };
  return (await aliasExists(code, await linkDomainOf(caller, domain))) ? { available: false, message: MSG.aliasTaken } : { available: true };
}
