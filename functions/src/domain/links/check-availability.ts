import { checkAlias, MSG, type Availability } from '@kisa/shared';
import { aliasExists } from '../../data/links-repo.js';

/**
 * Whether an alias can be taken: invalid or reserved aliases answer the rule's message,
 * taken ones MSG.aliasTaken. Advisory only: creating is what claims an alias.
 */
export async function checkAvailability(alias: string): Promise<Availability> {
  const code = alias.trim();
  const problem = checkAlias(code);
  if (problem) return { available: false, message: problem };
  return (await aliasExists(code)) ? { available: false, message: MSG.aliasTaken } : { available: true };
}
