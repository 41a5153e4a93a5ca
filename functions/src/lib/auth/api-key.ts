/**
 * Seam for personal API keys (`Authorization: Bearer kisa_…`). The API-keys feature
 * replaces this body with a lookup of the key's hash; until then no key is valid.
 * Returns the owning user id.
 */
export async function userIdForApiKey(_key: string): Promise<string | null> {
  return null;
}
