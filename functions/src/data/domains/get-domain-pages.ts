import { domainClaimKey } from '../keys.js';
import { leanGetItem } from '../lean-table.js';

/** What a branded domain's own pages serve (its claim; issue 25), as the redirect reads it: SDK-free. */
export interface DomainPagesSnapshot {
  teamId: string;
  rootUrl?: string;
  notFoundUrl?: string;
  robotsTxt?: string;
  appleAppSiteAssociation?: string;
  assetLinks?: string;
}

/** The pages of `host`, or null when no team holds it (an unknown host). */
export async function getDomainPages(host: string): Promise<DomainPagesSnapshot | null> {
  const item = await leanGetItem(domainClaimKey(host));
  if (!item || typeof item.teamId !== 'string') return null;
  const pages: DomainPagesSnapshot = { teamId: item.teamId };
  for (const field of ['rootUrl', 'notFoundUrl', 'robotsTxt', 'appleAppSiteAssociation', 'assetLinks'] as const) {
    const value = item[field];
    if (typeof value === 'string' && value) pages[field] = value;
  }
  return pages;
}
