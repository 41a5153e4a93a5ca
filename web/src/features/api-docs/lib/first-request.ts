import { API_KEY_PREFIX } from '@kisa/shared';

/** The guide's first call: create a link with an API key, as a copyable curl command for this app's address. */
export function firstRequestCommand(appUrl: string): string {
  return [
    `APP=${appUrl.replace(/\/+$/, '')}`,
    `curl -X POST "$APP/api/links" \\`,
    `  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"longUrl":"https://example.com"}'`,
  ].join('\n');
}
