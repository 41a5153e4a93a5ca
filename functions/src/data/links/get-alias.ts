import { leanGetItem } from '../lean-table.js';
import { aliasKey, hasLegacyAliasKey, legacyAliasKey, parseAliasSnapshot, type AliasSnapshot } from './alias-item.js';

/** The redirect path's single read (SDK-free: data/lean-table.ts; zod-free: alias-item.ts). */

export type { AliasSnapshot } from './alias-item.js';

/**
 * The alias item of `code` in any case on `domain` (a team's branded host; none: the platform's
 * short domain), or null. One read; on the platform's domain a code with capitals that is not at
 * its folded key is looked up once more in exactly its case (a link from before folding), which
 * only misses pay. A malformed item throws (alias-item.ts parseAliasSnapshot).
 */
export async function getAlias(code: string, domain?: string): Promise<AliasSnapshot | null> {
  const answer = domain
    ? await leanGetItem(aliasKey(code, domain))
    : ((await leanGetItem(aliasKey(code))) ?? (hasLegacyAliasKey(code) ? await leanGetItem(legacyAliasKey(code)) : undefined));
  return answer ? parseAliasSnapshot(answer, code) : null;
}
