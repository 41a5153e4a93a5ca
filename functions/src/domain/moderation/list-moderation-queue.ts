import type { ModerationQueue } from '@kisa/shared';
import { getDisabledSubjects, listCases } from '#data/moderation/moderation-repo.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { toModerationCases } from './moderation-case.js';

const PAGE = 25;

/** GET /api/admin/moderation?status=open|resolved&cursor=: one page of the queue, latest activity first. */
export async function listModerationQueue(query: { status?: string; cursor?: string }): Promise<ModerationQueue> {
  const status = query.status === 'resolved' ? 'resolved' : 'open';
  const [page, disabled] = await Promise.all([listCases(status, PAGE, decodeCursor(query.cursor)), getDisabledSubjects()]);
  const cursor = encodeCursor(page.next);
  return { items: await toModerationCases(page.items, disabled), ...(cursor ? { cursor } : {}) };
}
