import { checkAlias, MSG, type Availability } from '@kisa/shared';
import { aliasExists } from '#data/links/index.js';

/**
 * Whether a short code can be taken: invalid or reserved codes answer the rule's message,
 * taken ones MSG.aliasTaken. Advisory only: creating is what claims a code (its alias item).
 */
export async function checkAvailability(requested: string): Promise<Availability> {
  const code = requested.trim();
  const problem = checkAlias(code);
  if (problem) return { available: false, message: problem };
  return (await aliasExists(code)) ? { available: false, message: MSG.aliasTaken } : { available: true };
}
