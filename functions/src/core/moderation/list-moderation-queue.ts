import type { ModerationQueue, ModerationQueueQuery } from '@kisa/shared';
import { moderationQueuePartition } from '#data/moderation/moderation-case-item.js';
import { getDisabledSubjects, listCases } from '#data/moderation/moderation-repo.js';
import { decodeKeyCursor, encodeKeyCursor, keyOf } from '#lib/list-cursor.js';
import { toModerationCases } from './moderation-case.js';

const PAGE = 25;

/** GET /api/admin/moderation?status=open|resolved&cursor=: one page of the queue, latest activity first. */
export async function listModerationQueue(query: ModerationQueueQuery): Promise<ModerationQueue> {
  const start = decodeKeyCursor(query.cursor, keyOf(['PK', 'SK', 'GSI1PK', 'GSI1SK'], { GSI1PK: moderationQueuePartition(query.status) }));
  const [page, disabled] = await Promise.all([listCases(query.status, PAGE, start), getDisabledSubjects()]);
  const cursor = encodeKeyCursor(page.next);
  return { items: await toModerationCases(page.items, disabled), ...(cursor ? { cursor } : {}) };
}
