import { getAlias } from '../../data/aliases-repo.js';

/**
 * The destination of a short code, or null. Deliberately minimal for now (one GetItem);
 * the full redirect path (cache, password gate, expiry, click enqueue) replaces it.
 */
export async function resolveShortLink(code: string): Promise<string | null> {
  if (!code || code.length > 200) return null;
  return (await getAlias(code))?.longUrl ?? null;
}
