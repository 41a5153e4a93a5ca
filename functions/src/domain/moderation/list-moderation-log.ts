import type { ModerationLog } from '@kisa/shared';
import { listModerationLog } from '#data/moderation/moderation-repo.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const PAGE = 50;

/** GET /api/admin/moderation/log?cursor=: who did what, newest first. */
export async function listModerationActions(query: { cursor?: string }): Promise<ModerationLog> {
  const page = await listModerationLog(PAGE, decodeCursor(query.cursor));
  const cursor = encodeCursor(page.next);
  return { items: page.items, ...(cursor ? { cursor } : {}) };
}
