import { batchGetItems } from '../batch-get.js';
import { aliasKey } from '../keys.js';

/** A short code found on a branded domain: the domain, the link and the code as its owner wrote it. */
export interface CodeOnDomain {
  domain: string;
  linkId: string;
  code: string;
}

/**
 * The links `code` (any case) names on each of `domains` (ASCII hosts), where it exists: one
 * BatchGetItem per 100 domains, reading only the alias items' ids.
 */
export async function findCodeOnDomains(code: string, domains: readonly string[]): Promise<CodeOnDomain[]> {
  const byPk = new Map(domains.map((domain) => [aliasKey(code, domain).PK, domain]));
  const items = await batchGetItems(
    domains.map((domain) => aliasKey(code, domain)),
    { ProjectionExpression: 'PK, linkId, code' },
  );
  return items
    .filter((item) => typeof item.linkId === 'string' && byPk.has(item.PK as string))
    .map((item) => ({
      domain: byPk.get(item.PK as string)!,
      linkId: item.linkId as string,
      code: typeof item.code === 'string' && item.code ? item.code : code,
    }));
}
