import { paths } from '@kisa/shared';
import { getAlias } from '../../data/aliases-repo.js';

/**
 * Where a short code sends the visitor, or null. Deliberately minimal for now (one
 * GetItem): a password-protected link goes to its password gate instead of its target
 * (the target must not leak past the password). The full redirect path (cache, platform
 * redirects, UTM, expiry, click enqueue) replaces this.
 */
export async function resolveShortLink(code: string): Promise<string | null> {
  if (!code || code.length > 200) return null;
  const alias = await getAlias(code);
  if (!alias) return null;
  return alias.passwordHash ? paths.passwordGate(encodeURIComponent(code)) : alias.longUrl;
}
