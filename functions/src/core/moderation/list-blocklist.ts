import type { BlocklistPage, BlocklistQuery } from '@kisa/shared';
import { BLOCKLIST_PARTITION } from '#data/moderation/blocklist-item.js';
import { listBlocklist } from '#data/moderation/blocklist-repo.js';
import { decodeKeyCursor, encodeKeyCursor, keyOf } from '#lib/list-cursor.js';

const PAGE = 50;

/** GET /api/admin/blocklist?q=&cursor=: entries A–Z; `q` (trimmed and lower-cased by the query schema) keeps those starting with it. */
export async function listBlockedHosts(query: BlocklistQuery): Promise<BlocklistPage> {
  const prefix = query.q;
  // A cursor of another `q` would start outside this query's key range.
  const ours = keyOf(['PK', 'SK', 'GSI1PK', 'GSI1SK'], { GSI1PK: BLOCKLIST_PARTITION });
  const start = decodeKeyCursor(query.cursor, (key) => ours(key) && (!prefix || key.GSI1SK!.startsWith(prefix)));
  const page = await listBlocklist(PAGE, { ...(prefix ? { prefix } : {}), cursor: start });
  const cursor = encodeKeyCursor(page.next);
  return { items: page.items, ...(cursor ? { cursor } : {}) };
}
