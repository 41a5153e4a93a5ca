import type { Domain } from '@kisa/shared';

/** A verified branded domain as the API lists it, for the unit tests; `over` changes what a test is about. */
export function domainOf(host: string, over: Partial<Domain> = {}): Domain {
  return {
    host,
    status: 'verified',
    createdAt: '2026-01-01T00:00:00.000Z',
    verifiedAt: '2026-01-01T00:05:00.000Z',
    isDefault: false,
    links: 0,
    records: [],
    rootUrl: null,
    notFoundUrl: null,
    robotsTxt: null,
    appleAppSiteAssociation: null,
    assetLinks: null,
    ...over,
  };
}
