/**
 * TRUSTED_PROXIES: the reverse proxies (nginx, a load balancer) in front of a self-hosted
 * gateway, whose `X-Forwarded-For` says who the visitor is. Without it every visitor would
 * be the proxy's address: one unique visitor for every cookieless click, one rate-limit
 * count for everyone. Empty by default: then, and for any peer not listed, X-Forwarded-For
 * is never believed (a visitor writes it at will). In AWS, CloudFront names the viewer
 * (functions/src/lib/http/client-ip.ts); this is the local gateway's part of that job.
 */
import { BlockList, isIP } from 'node:net';

/** The parsed setting; `undefined` when empty (no proxy is trusted). */
export type TrustedProxies = BlockList;

/**
 * `127.0.0.1, 10.0.0.0/8, fd00::/8` → the set of trusted addresses (IPv4 and IPv6, single
 * addresses or CIDR ranges). Throws one line naming the first bad entry.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies | undefined {
  const entries = (setting ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const trusted = new BlockList();
  for (const entry of entries) {
    const slash = entry.indexOf('/');
    const address = slash === -1 ? plainAddress(entry) : entry.slice(0, slash);
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefix = slash === -1 ? String(bits) : entry.slice(slash + 1);
    if (family === 0 || !/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (expected e.g. 127.0.0.1, 10.0.0.0/8 or fd00::/8, comma-separated)`);
    }
    trusted.addSubnet(address, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
  }
  return trusted;
}

/**
 * The visitor's address for a request from `peer` (the socket's, in plain form). Only when the
 * peer is a trusted proxy is X-Forwarded-For read: from the right, each trusted hop is skipped
 * and the first untrusted address is the visitor ("rightmost untrusted"; entries further left
 * were written by the client and prove nothing). An entry that is not a plain IP address stops
 * the walk at the last trusted hop, as does the end of the list (every hop trusted): never
 * past what a trusted proxy vouched for.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies | undefined): string {
  if (trusted === undefined || !forwardedFor || !isTrusted(trusted, peer)) return peer;
  let client = peer;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]!.trim());
    if (isIP(hop) === 0) return client;
    if (!isTrusted(trusted, hop)) return hop;
    client = hop;
  }
  return client;
}

/** An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports IPv4) as the IPv4 address. */
export function plainAddress(address: string): string {
  return address.length > 7 && address.slice(0, 7).toLowerCase() === '::ffff:' && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(trusted: TrustedProxies, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
