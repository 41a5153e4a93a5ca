import { batchGetItems } from '../batch-get.js';
import { claimedHostOf, domainClaimKey } from './domain-claim-item.js';

/**
 * Which of `hosts` (ASCII, lower case) some team holds — verified once, so Kisa serves short links
 * there: their claims, read by key in batches (one BatchGetItem for up to 100 distinct hosts).
 */
export async function claimedHosts(hosts: Iterable<string>): Promise<Set<string>> {
  const keys = [...new Set(hosts)].map(domainClaimKey);
  if (keys.length === 0) return new Set();
  const items = await batchGetItems(keys, { ProjectionExpression: 'PK' });
  return new Set(items.map((item) => claimedHostOf(String(item.PK))));
}
