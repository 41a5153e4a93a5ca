/**
 * Where an address is, from geoip-lite's data: what CloudFront's viewer headers say in AWS,
 * for a runtime without CloudFront (GEOIP_FALLBACK; the local gateway and click worker).
 * geoip-lite holds ~200 MB in memory, so it is loaded on first use and only where asked for;
 * if it cannot load, nothing has a location (logged once).
 */
import { logger } from '../logger.js';

export interface IpGeo {
  lookup(ip: string): { country: string; city: string } | null;
}

let geoip: Promise<IpGeo | null> | undefined;

export function loadIpGeo(): Promise<IpGeo | null> {
  return (geoip ??= import('geoip-lite').then(
    (mod) => (mod as { default?: IpGeo }).default ?? (mod as unknown as IpGeo),
    (error: unknown) => {
      logger.warn('geoip-lite unavailable; requests without CloudFront geo headers get no location', { error: error as Error });
      return null;
    },
  ));
}
