import { loadIpGeo } from '@kisa/functions/src/lib/net/ip-geo';

/**
 * The local gateway's stand-in for CloudFront-Viewer-Country (targeting by country):
 * the viewer address (the peer, or whom a trusted proxy names) looked up in geoip-lite's data —
 * the same data the click worker places clicks with. Loaded on the first request that needs
 * it (that request waits for it); then a lookup is a synchronous binary search, memoised per address.
 */
let ready: Promise<(ip: string) => string | undefined> | undefined;

export function viewerCountryLookup(): Promise<(ip: string) => string | undefined> {
  ready ??= loadIpGeo().then((geo) => {
    const known = new Map<string, string | undefined>();
    return (ip: string) => {
      if (!geo) return undefined;
      if (known.has(ip)) return known.get(ip);
      if (known.size >= 10_000) known.clear();
      const country = geo.lookup(ip)?.country || undefined;
      known.set(ip, country);
      return country;
    };
  });
  return ready;
}
