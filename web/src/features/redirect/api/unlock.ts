import type { LinkGate, UnlockInput, Unlocked } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** Before asking for a password: is the code a link, and does a visit meet the gate? (404 'Link not found' otherwise.) */
export const getLinkGate = (code: string, signal?: AbortSignal) => api.get<LinkGate>(`/api/public/links/${encodeURIComponent(code)}/gate`, signal);

/** `viaQr`: the gate was reached through a QR code (the redirect kept the marker), so the click counts as one. */
export const unlock = (shortUrl: string, password: string, viaQr = false) =>
  api.post<Unlocked>('/api/public/unlock', (viaQr ? { shortUrl, password, source: 'qr' } : { shortUrl, password }) satisfies UnlockInput);

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
