import { leanGetItem } from '../lean-table.js';
import { domainClaimKey, domainClaimOf, PAGE_FIELDS } from './domain-claim-item.js';

/** What a branded domain's own pages serve (its claim), as the redirect reads it: SDK-free. */
export interface DomainPagesSnapshot {
  teamId: string;
  rootUrl?: string;
  notFoundUrl?: string;
  robotsTxt?: string;
  appleAppSiteAssociation?: string;
  assetLinks?: string;
}

/** The pages of `host`, or null when no team holds it (an unknown host). A malformed claim throws. */
export async function getDomainPages(host: string): Promise<DomainPagesSnapshot | null> {
  const item = await leanGetItem(domainClaimKey(host));
  if (!item) return null;
  const claim = domainClaimOf(item);
  const pages: DomainPagesSnapshot = { teamId: claim.teamId };
  for (const field of PAGE_FIELDS) {
    const value = claim[field];
    if (value) pages[field] = value;
  }
  return pages;
}
