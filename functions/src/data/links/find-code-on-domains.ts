import * as z from 'zod';
import { batchGetItems } from '../batch-get.js';
import { parseItem } from '../parse-item.js';
import { aliasKey } from './alias-item.js';

/** A short code found on a branded domain: the domain, the link and the code as its owner wrote it. */
export interface CodeOnDomain {
  domain: string;
  linkId: string;
  code: string;
}

/** The projection read of an alias item here (an item without `code` is named by the code asked for). */
const aliasIds = z.object({ PK: z.string(), linkId: z.string(), code: z.string().optional() });

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
    .map((item) => parseItem('alias', aliasIds, item))
    .flatMap((alias) => {
      const domain = byPk.get(alias.PK);
      return domain ? [{ domain, linkId: alias.linkId, code: alias.code || code }] : [];
    });
}
