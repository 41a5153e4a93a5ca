import { MSG, type SessionInfo } from '@kisa/shared';
import { getMembership } from '#data/accounts/memberships-repo.js';
import { listSessions, removeSession } from '#data/accounts/sessions-repo.js';
import { AppError, notFound } from '#lib/errors.js';
import type { Caller } from './caller.js';
import { toSessionInfo } from './session-device.js';
import { endAllSessions, type SessionRef } from './sessions.js';

/**
 * The sessions a person sees and ends (Settings → Security), and an owner or admin ending a
 * member's. Every end deletes the session's item, so its token is refused at the very next
 * request (authenticate-caller.ts reads the item strongly consistent).
 */

/** The caller's live sessions, newest first (sessions from before sign-in times were kept last), the current one marked. */
export async function listMySessions(caller: Caller, current: SessionRef | undefined): Promise<SessionInfo[]> {
  const sessions = (await listSessions(caller.id)).map((s) => toSessionInfo(s, current?.id));
  return sessions.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id));
}

/** Ends one of the caller's sessions; answers whether it was the current one (its cookie goes too). */
export async function endMySession(caller: Caller, id: string, current: SessionRef | undefined): Promise<{ wasCurrent: boolean }> {
  const sessions = await listSessions(caller.id);
  if (!sessions.some((s) => s.sessionId === id)) throw notFound(MSG.sessionNotFound);
  await removeSession(caller.id, id);
  return { wasCurrent: id === current?.id };
}

/** Ends every session of the caller's but the current one (and Cognito's refresh tokens); answers how many. */
export async function endMyOtherSessions(caller: Caller, current: SessionRef | undefined): Promise<number> {
  const others = (await listSessions(caller.id)).filter((s) => s.sessionId !== current?.id);
  await endAllSessions(caller.id, current);
  return others.length;
}

/**
 * An owner or admin (team:write, checked by the chain) ends every session of a member of the
 * current team — everywhere, as a password reset would; their API keys stay (revoked apart). Only
 * owners (team:owners) end an owner's. Answers how many ended.
 */
export async function endMemberSessions(caller: Caller, memberId: string): Promise<number> {
  const membership = await getMembership(caller.teamId, memberId);
  if (!membership) throw notFound(MSG.memberNotFound);
  if (membership.role === 'owner' && !caller.scopes?.includes('team:owners')) throw new AppError(403, MSG.sessionsOfOwner);
  const sessions = await listSessions(memberId);
  await endAllSessions(memberId);
  return sessions.length;
}
