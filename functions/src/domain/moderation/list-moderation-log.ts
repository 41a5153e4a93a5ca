import type { ModerationLog, ModerationLogQuery } from '@kisa/shared';
import { MODERATION_LOG_PARTITION } from '#data/keys.js';
import { listModerationLog } from '#data/moderation/moderation-repo.js';
import { decodeCursor, encodeCursor, keyOf } from './cursor.js';

const PAGE = 50;

/** GET /api/admin/moderation/log?cursor=: who did what, newest first. */
export async function listModerationActions(query: ModerationLogQuery): Promise<ModerationLog> {
  const page = await listModerationLog(PAGE, decodeCursor(query.cursor, keyOf(['PK', 'SK'], { PK: MODERATION_LOG_PARTITION })));
  const cursor = encodeCursor(page.next);
  return { items: page.items, ...(cursor ? { cursor } : {}) };
}
