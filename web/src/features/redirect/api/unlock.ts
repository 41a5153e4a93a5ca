import type { UnlockInput, Unlocked } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';

/**
 * Before asking for a password: is the code a link, and does a visit meet the gate? (404 'Link
 * not found' otherwise.) `domain`: the branded domain the link is on, as the
 * redirect's `?domain=` names it; none: the platform's short domain.
 */
export const getLinkGate = (code: string, domain?: string | null, signal?: AbortSignal) =>
  apiCall('GET', '/api/public/links/{code}/gate', { path: { code }, query: { domain: domain || undefined }, signal });

/** The unlock's body. `viaQr`: the gate was reached through a QR code (the redirect kept the marker), so the click counts as one; `domain` as for the gate. */
export function unlockBody(shortUrl: string, password: string, { viaQr = false, domain }: { viaQr?: boolean; domain?: string | null } = {}): UnlockInput {
  return { shortUrl, password, ...(viaQr ? { source: 'qr' as const } : {}), ...(domain ? { domain } : {}) };
}

export const unlock = (shortUrl: string, password: string, options: { viaQr?: boolean; domain?: string | null } = {}) =>
  apiCall('POST', '/api/public/unlock', { body: unlockBody(shortUrl, password, options) });

/** The branded domain the gate's query names (`?domain=go.acme.com`), or null: the platform's. */
export function gateDomain(search: string): string | null {
  const domain = new URLSearchParams(search).get('domain')?.trim();
  return domain || null;
}

/** How long a deeplink gets to open the app before the browser continues to `location` (as the redirect's page). */
export const DEEPLINK_FALLBACK_MS = 1500;

/** Opens the app where an unlocked link's deeplink is set (mobile visitors of links with one), falling back to the destination while the page is still visible. */
export function follow({ location, deeplink }: Unlocked, win: Pick<Window, 'location' | 'setTimeout' | 'document'> = window): void {
  if (!deeplink) {
    win.location.assign(location);
    return;
  }
  win.location.href = deeplink;
  win.setTimeout(() => {
    if (!win.document.hidden) win.location.replace(location);
  }, DEEPLINK_FALLBACK_MS);
}
