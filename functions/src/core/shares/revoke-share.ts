import { isId, SHARE_MSG, type MessageResponse } from '@kisa/shared';
import { getTeamShare, revokeShare as markRevoked } from '#data/shares/shares-repo.js';
import { noteChange } from '#lib/audit/audit-context.js';
import { notFound } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';

/** DELETE /api/shares/{id}: the share's URL answers 410 from the next request on (both its items are marked at once). */
export async function revokeShare(caller: TeamCaller, shareId: string | undefined, now = Date.now()): Promise<MessageResponse> {
  const share = isId('record', shareId) ? await getTeamShare(caller.teamId, shareId) : null;
  if (!share || share.revokedAt) throw notFound(SHARE_MSG.notFound);
  const revokedAt = new Date(now).toISOString();
  if ((await markRevoked(share, revokedAt)) === 'gone') throw notFound(SHARE_MSG.notFound);
  noteChange({ target: share.target }, { target: share.target, revokedAt });
  return { message: SHARE_MSG.revoked };
}
