import type { BlocklistPage } from '@kisa/shared';
import { listBlocklist } from '#data/moderation/blocklist-repo.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const PAGE = 50;

/** GET /api/admin/blocklist?q=&cursor=: entries A–Z; `q` keeps those starting with it. */
export async function listBlockedHosts(query: { q?: string; cursor?: string }): Promise<BlocklistPage> {
  const prefix = query.q?.trim().toLowerCase().slice(0, 253) || undefined;
  const page = await listBlocklist(PAGE, { ...(prefix ? { prefix } : {}), cursor: decodeCursor(query.cursor) });
  const cursor = encodeCursor(page.next);
  return { items: page.items, ...(cursor ? { cursor } : {}) };
}
