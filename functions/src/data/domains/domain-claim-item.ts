import type { Key } from '../keys.js';

/**
 * A branded domain's claim (docs/DATA-MODEL.md "Domains"): `DOMAIN#{host}` / `CLAIM`, written when
 * a team's check verifies the host — one team per host — with a copy of the pages the redirect
 * serves there (read without knowing the team). Its guard is zod-free: the redirect's bundle
 * (get-domain-pages.ts) carries no schema library.
 */

const CLAIM_PREFIX = 'DOMAIN#';

export const domainClaimKey = (host: string): Key => ({ PK: `${CLAIM_PREFIX}${host}`, SK: 'CLAIM' });

/** The host a claim's partition key names. */
export const claimedHostOf = (PK: string): string => PK.slice(CLAIM_PREFIX.length);

/** The domain's own pages, kept on the team's entry and copied to the claim. */
export const PAGE_FIELDS = ['rootUrl', 'notFoundUrl', 'robotsTxt', 'appleAppSiteAssociation', 'assetLinks'] as const;

/** What the domain's own pages serve; null: the default (branded not-found page, no file). */
export type DomainPages = Record<(typeof PAGE_FIELDS)[number], string | null>;

export const NO_PAGES: DomainPages = { rootUrl: null, notFoundUrl: null, robotsTxt: null, appleAppSiteAssociation: null, assetLinks: null };

export interface DomainClaim extends DomainPages {
  host: string;
  teamId: string;
}

/** A stored claim item as its record (an empty page text read as none); a malformed one throws, naming its key. */
export function domainClaimOf(item: Record<string, unknown>): DomainClaim {
  const { host, teamId } = item;
  if (typeof host !== 'string') malformed(item, 'host', 'expected a string');
  if (typeof teamId !== 'string') malformed(item, 'teamId', 'expected a string');
  const claim: DomainClaim = { host, teamId, ...NO_PAGES };
  for (const field of PAGE_FIELDS) {
    const value = item[field];
    if (typeof value === 'string') claim[field] = value || null;
    else if (value !== null && value !== undefined) malformed(item, field, 'expected a string or null');
  }
  return claim;
}

function malformed(item: Record<string, unknown>, field: string, problem: string): never {
  throw new Error(`Malformed domain claim item ${String(item.PK)} / ${String(item.SK)}: ${field}: ${problem}`);
}
