import { queryPages } from '../paging.js';
import { tableName } from '../table.js';
import { DOMAINS_INDEX, DOMAINS_PARTITION, teamDomainHostOf } from './team-domain-item.js';

/**
 * Every host some team has links on (its entry's `links` counter above zero), each once: the
 * `DOMAINS` partition of GSI1, which lists every team-domain entry (a few thousand at most).
 * Where a short code is given without its domain (an abuse report), these are the domains it
 * may be on.
 */
export async function linkedDomainHosts(): Promise<string[]> {
  const hosts = new Set<string>();
  const pages = queryPages({
    TableName: tableName(),
    IndexName: DOMAINS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: '#links > :zero',
    ExpressionAttributeNames: { '#links': 'links' },
    ExpressionAttributeValues: { ':pk': DOMAINS_PARTITION, ':zero': 0 },
    ProjectionExpression: 'PK, SK, teamId, host',
  });
  for await (const items of pages) for (const item of items) hosts.add(teamDomainHostOf(item).host);
  return [...hosts];
}
