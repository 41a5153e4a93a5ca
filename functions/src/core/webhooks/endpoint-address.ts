import { WEBHOOK_MSG } from '@kisa/shared';
import { isIP } from 'node:net';
import { isPublicAddress } from '#lib/net/address-policy.js';

/**
 * Where a webhook may go: https to public addresses only — every address the host
 * resolves to is checked when delivering (lib/net/safe-fetch.ts), as the page-title fetch does.
 * Hosts in WEBHOOK_ALLOW_HOSTS (a local runtime's receivers; never set in AWS) may resolve
 * anywhere and use plain http.
 */
export interface DeliveryPolicy {
  /** Why the URL is refused before any connection, or null. */
  refused: string | null;
  /** The address check safeFetch applies after resolving the host. */
  isAllowedAddress: (address: string) => boolean;
}

export function deliveryPolicy(url: string, allowHosts: ReadonlySet<string>): DeliveryPolicy {
  if (!URL.canParse(url)) return { refused: WEBHOOK_MSG.urlInvalid, isAllowedAddress: () => false };
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowHosts.has(host)) return { refused: null, isAllowedAddress: () => true };
  if (parsed.protocol !== 'https:') return { refused: WEBHOOK_MSG.urlInvalid, isAllowedAddress: isPublicAddress };
  if (isIP(host) && !isPublicAddress(host)) return { refused: WEBHOOK_MSG.addressRefused, isAllowedAddress: isPublicAddress };
  if (host === 'localhost' || host.endsWith('.localhost')) return { refused: WEBHOOK_MSG.addressRefused, isAllowedAddress: isPublicAddress };
  return { refused: null, isAllowedAddress: isPublicAddress };
}
