import type { ModerationLog, ModerationLogQuery } from '@kisa/shared';
import { MODERATION_LOG_PARTITION } from '#data/moderation/moderation-log-item.js';
import { listModerationLog } from '#data/moderation/moderation-repo.js';
import { decodeKeyCursor, encodeKeyCursor, keyOf } from '#lib/list-cursor.js';

const PAGE = 50;

/** GET /api/admin/moderation/log?cursor=: who did what, newest first. */
export async function listModerationActions(query: ModerationLogQuery): Promise<ModerationLog> {
  const page = await listModerationLog(PAGE, decodeKeyCursor(query.cursor, keyOf(['PK', 'SK'], { PK: MODERATION_LOG_PARTITION })));
  const cursor = encodeKeyCursor(page.next);
  return { items: page.items, ...(cursor ? { cursor } : {}) };
}
