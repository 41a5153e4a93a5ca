import type { DomainStatus, TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';
import type { PAGE_FIELDS, DomainPages } from './domain-claim-item.js';

/**
 * A team's entry for a domain it added (docs/DATA-MODEL.md "Domains"): `TEAM#{teamId}` /
 * `DOMAIN#{host}` — token, status, the last check, the domain's pages, whether it is the default,
 * and its `links` counter (kept by data/links/ in the links' own transactions). GSI1 `DOMAINS`
 * lists every team's entries by when their next periodic check is due (`DUE#{dueAt}#{host}#{teamId}`,
 * set by each check), so a pass reads only the due ones (due-domains.ts). Entries written before
 * that carry `{host}#{teamId}`: every pass also reads those two ranges (`< DUE#`, `>= DUE$`) until
 * a check has moved them.
 */

export const teamDomainKey = (teamId: string, host: string): Key => ({ PK: `TEAM#${teamId}`, SK: `DOMAIN#${host}` });

export const teamDomainsQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: 'DOMAIN#' });

export const DOMAINS_INDEX = 'GSI1' satisfies TableIndexName;

export const DOMAINS_PARTITION = 'DOMAINS';

export const DUE_PREFIX = 'DUE#';

/** The entry's place in GSI1 `DOMAINS`: due for its next periodic check at `dueAt` (ISO). */
export const domainsIndexKey = (host: string, teamId: string, dueAt: string) => ({ GSI1PK: DOMAINS_PARTITION, GSI1SK: dueKey(dueAt, host, teamId) });

export const dueKey = (dueAt: string, host: string, teamId: string) => `${DUE_PREFIX}${dueAt}#${host}#${teamId}`;

export interface TeamDomainRecord extends DomainPages {
  teamId: string;
  host: string;
  token: string;
  createdAt: string;
  status: DomainStatus;
  reason?: string;
  txtFound: boolean;
  routingFound: boolean;
  lastCheckedAt?: string;
  verifiedAt?: string;
  isDefault: boolean;
  links: number;
  /** The edge serves it (lib/edge attach succeeded); a verified domain without it is attached at its next check. */
  edgeAttached: boolean;
  /**
   * Added by an import: verified by its TXT record alone, so its links answer on Kisa (and the
   * edge serves it) before its CNAME moves away from the service it leaves.
   */
  ownershipFirst?: boolean;
}

const DOMAIN_STATUSES = ['pending', 'verified', 'misconfigured'] as const satisfies readonly DomainStatus[];

const page = z.string().nullish();

const pages = {
  rootUrl: page,
  notFoundUrl: page,
  robotsTxt: page,
  appleAppSiteAssociation: page,
  assetLinks: page,
} satisfies Record<(typeof PAGE_FIELDS)[number], typeof page>;

const teamDomainItemSchema = z.object({
  teamId: z.string(),
  host: z.string(),
  token: z.string(),
  createdAt: z.string(),
  status: z.enum(DOMAIN_STATUSES).optional(),
  reason: z.string().optional(),
  txtFound: z.boolean().optional(),
  routingFound: z.boolean().optional(),
  lastCheckedAt: z.string().optional(),
  verifiedAt: z.string().optional(),
  isDefault: z.boolean().optional(),
  links: z.number().optional(),
  edgeAttached: z.boolean().optional(),
  ownershipFirst: z.boolean().optional(),
  ...pages,
});

/** A stored entry as the record the repo answers (an empty page text read as none); a malformed one throws, naming its key. */
export function teamDomainOf(item: Record<string, unknown>): TeamDomainRecord {
  const d = parseItem('team domain', teamDomainItemSchema, item);
  const record: TeamDomainRecord = {
    teamId: d.teamId,
    host: d.host,
    token: d.token,
    createdAt: d.createdAt,
    status: d.status ?? 'pending',
    txtFound: d.txtFound ?? false,
    routingFound: d.routingFound ?? false,
    isDefault: d.isDefault ?? false,
    links: Math.max(0, d.links ?? 0),
    edgeAttached: d.edgeAttached ?? false,
    rootUrl: d.rootUrl || null,
    notFoundUrl: d.notFoundUrl || null,
    robotsTxt: d.robotsTxt || null,
    appleAppSiteAssociation: d.appleAppSiteAssociation || null,
    assetLinks: d.assetLinks || null,
  };
  if (d.reason !== undefined) record.reason = d.reason;
  if (d.lastCheckedAt !== undefined) record.lastCheckedAt = d.lastCheckedAt;
  if (d.verifiedAt !== undefined) record.verifiedAt = d.verifiedAt;
  if (d.ownershipFirst) record.ownershipFirst = true;
  return record;
}

/** The team and host of a projected read (`teamId`, `host`), as the periodic check and the report lookup walk the entries. */
export const teamDomainHostOf = (item: Record<string, unknown>) => parseItem('team domain', teamDomainItemSchema.pick({ teamId: true, host: true }), item);
