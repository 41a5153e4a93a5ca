/**
 * Parked and for-sale domains, told modestly: a destination whose redirects end on a known
 * parking or domain-marketplace host, or whose page (its first 64 KB) carries a marketplace's
 * "for sale" wording. A registrar's own lander on the original host is caught by the wording
 * only; anything subtler (a re-registered domain serving a different site) is not told apart.
 */
const PARKING_HOSTS = [
  'sedoparking.com',
  'sedo.com',
  'parkingcrew.net',
  'bodis.com',
  'above.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'undeveloped.com',
  'parklogic.com',
  'domainmarket.com',
  'buydomains.com',
];

const FOR_SALE_MARKERS = [
  /this domain (name )?(is|may be) for sale/i,
  /buy this domain/i,
  /the domain [^<]{1,100} is for sale/i,
  /domain parking/i,
  /parked free, courtesy of/i,
];

const endsWithHost = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** Why a final answer looks like a parked domain, or null. */
export function parkedDomainOf(finalUrl: string, body: Buffer): string | null {
  let host = '';
  try {
    host = new URL(finalUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  const parking = PARKING_HOSTS.find((suffix) => endsWithHost(host, suffix));
  if (parking) return `The destination ends on ${parking}, a domain parking or marketplace site`;
  const text = body.toString('latin1');
  return FOR_SALE_MARKERS.some((marker) => marker.test(text)) ? 'The destination looks like a parked domain offered for sale' : null;
}
