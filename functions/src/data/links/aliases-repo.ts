/** Writes to alias items beyond the link's own (links-repo.ts); the redirect's read is get-alias.ts. */
import { updateIf } from '../conditional-update.js';
import type { Key } from '../keys.js';
import { aliasKey, hasLegacyAliasKey, legacyAliasKey } from './alias-item.js';

/**
 * Sets `clickLimitReached` on a link's alias (click worker, once the link's totalClicks
 * reached expiry.maxClicks). Conditional on the alias still belonging to that link, so a
 * renamed or deleted link's old code is never resurrected. False when it no longer does.
 */
export async function markClickLimitReached(code: string, linkId: string, domain?: string): Promise<boolean> {
  if (domain) return markOn(aliasKey(code, domain), linkId);
  // The link's alias is at the folded key, or (a link from before folding) at the exact one.
  if (await markOn(aliasKey(code), linkId)) return true;
  return hasLegacyAliasKey(code) ? markOn(legacyAliasKey(code), linkId) : false;
}

async function markOn(Key: Key, linkId: string): Promise<boolean> {
  return updateIf(Key, {
    fields: { clickLimitReached: true },
    condition: { expression: '#linkId = :linkId', names: { '#linkId': 'linkId' }, values: { ':linkId': linkId } },
  });
}
