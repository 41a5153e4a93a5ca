import type { TableIndexName } from '@kisa/shared';
import { blockLookupHosts } from '@kisa/shared/url-screening';
import * as z from 'zod';
import { queryPages } from '../paging.js';
import { parseItem } from '../parse-item.js';
import { tableName } from '../table.js';
import { updateIf } from '../conditional-update.js';
import { scanAliasItems } from './scan-alias-items.js';

/**
 * The links by their target's host (docs/DATA-MODEL.md "Moderation"): a sparse GSI2 key
 * on each alias item (GSI2 projects every attribute, and alias items hold no other GSI2 key —
 * campaigns' GSI2 keys are on link items), so a blocklist entry finds the links to it and their
 * state in one Query. Partition: the host's blocklist scope, its registrable domain (an IP: itself),
 * the widest entry that can block it; sort key: the host's labels reversed, then `.#{linkId}`, so
 * an entry's links — the host and its subdomains — are one `begins_with`.
 */
export const TARGET_HOSTS_INDEX = 'GSI2' satisfies TableIndexName;

/** `a.b.evil.example` → `example.evil.b.a`; an IP stays as it is (its labels are not a hierarchy). */
function reversedHost(host: string): string {
  return /^[\d.]+$|^\[/.test(host) ? host : host.split('.').reverse().join('.');
}

/** The GSI2 keys of an alias item whose target is `longUrl`; none for a URL without a host. */
export function targetHostIndexKey(longUrl: string, linkId: string): { GSI2PK: string; GSI2SK: string } | Record<string, never> {
  const hosts = blockLookupHosts(longUrl);
  if (hosts.length === 0) return {};
  return { GSI2PK: `TARGETHOST#${hosts[hosts.length - 1]}`, GSI2SK: `${reversedHost(hosts[0]!)}.#${linkId}` };
}

/** The alias item's fields a target-host read projects. */
const targetHostRow = z.object({ linkId: z.string(), moderation: z.enum(['flagged', 'disabled']).optional() });
/** The alias item's fields the backfill projects (hand-written items may lack the link's). */
const unindexedRow = z.object({ PK: z.string(), SK: z.string(), linkId: z.string().optional(), longUrl: z.string().optional() });

/** A link found by its target host, with the alias item's state. */
export interface TargetHostLink {
  linkId: string;
  moderation?: 'flagged' | 'disabled';
}

/**
 * Pages of the links whose target is `entry` (an ASCII host or domain, as the blocklist stores
 * it) or one of its subdomains and that are not disabled yet: Query GSI2, one partition.
 */
export async function* linksByTargetHost(entry: string): AsyncGenerator<TargetHostLink[]> {
  const scope = blockLookupHosts(`http://${entry}/`);
  if (scope.length === 0) return;
  const pages = queryPages({
    TableName: tableName(),
    IndexName: TARGET_HOSTS_INDEX,
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
    FilterExpression: 'attribute_not_exists(moderation) OR moderation <> :disabled',
    ExpressionAttributeValues: { ':pk': `TARGETHOST#${scope[scope.length - 1]}`, ':prefix': `${reversedHost(scope[0]!)}.`, ':disabled': 'disabled' },
    ProjectionExpression: 'linkId, moderation',
    // Small pages: the caller acts on each link, and checks its time budget between pages.
    Limit: 100,
  });
  for await (const items of pages) {
    yield items.map((item) => {
      const { linkId, moderation } = parseItem('alias', targetHostRow, item);
      return { linkId, ...(moderation === 'flagged' ? { moderation } : {}) };
    });
  }
}

/**
 * Adds the target-host key to alias items written before it (a one-off Scan of the table, run by
 * `npm run backfill:target-hosts`); each update is conditional on the item still having that
 * target and no key, so a link written meanwhile keeps its own. Answers how many it indexed.
 */
export async function indexTargetHosts(): Promise<number> {
  let indexed = 0;
  for await (const items of scanAliasItems({ filter: 'attribute_not_exists(GSI2PK)', projection: 'PK, SK, linkId, longUrl' })) {
    for (const item of items) {
      const { PK, SK, linkId, longUrl } = parseItem('alias', unindexedRow, item);
      const key = targetHostIndexKey(longUrl ?? '', linkId ?? '');
      if (!('GSI2PK' in key) || !linkId) continue;
      const change = { fields: key, condition: { expression: 'longUrl = :url AND attribute_not_exists(GSI2PK)', values: { ':url': longUrl } } };
      if (await updateIf({ PK, SK }, change)) indexed++;
    }
  }
  return indexed;
}
