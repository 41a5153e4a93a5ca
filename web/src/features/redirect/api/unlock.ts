import type { LinkGate } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** Before asking for a password: is the code a link, and does a visit meet the gate? (404 'Link not found' otherwise.) */
export const getLinkGate = (code: string, signal?: AbortSignal) => api.get<LinkGate>(`/api/public/links/${encodeURIComponent(code)}/gate`, signal);

/** Where an unlocked link goes: `deeplink` (mobile visitors of links with one) first, then `location`. */
export interface Unlocked {
  location: string;
  deeplink?: string;
}

/** `viaQr`: the gate was reached through a QR code (the redirect kept the marker), so the click counts as one. */
export const unlock = (shortUrl: string, password: string, viaQr = false) =>
  api.post<Unlocked>('/api/public/unlock', viaQr ? { shortUrl, password, source: 'qr' } : { shortUrl, password });

/** How long a deeplink gets to open the app before the browser continues to `location` (as the redirect's page). */
export const DEEPLINK_FALLBACK_MS = 1500;

/** Opens the app where a deeplink is set, falling back to the destination while the page is still visible. */
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
