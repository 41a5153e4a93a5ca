import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { userKey } from './keys.js';
import { db, isConditionFailed, tableName } from './table.js';

/**
 * Session tokens (Cognito access tokens) are only honoured while their session is listed
 * on the user's profile item, so the per-request check rides on the profile read that
 * authentication makes anyway (docs/DATA-MODEL.md, "Sessions"):
 *
 * - `sessions`: map of session id (the token's `origin_jti`, else `jti`) → expiry (epoch s);
 *   a sign-in adds its session, a sign-out removes it, a password reset empties the map.
 * - `sessionsEndedAt`: epoch ms of the last "end all sessions". A session whose
 *   authentication began before it is never added, so a sign-in with the old password that
 *   races a reset cannot slip in after the map was emptied.
 */

/** Sessions kept per user; the oldest give way beyond this (keeps the profile read ≤ 4 KB). */
export const MAX_SESSIONS = 50;

export type AddSessionOutcome = 'added' | 'ended' | 'noUser';

/**
 * Adds a session to the profile. `known` is the profile's session map as last read (to
 * prune expired entries and the oldest beyond MAX_SESSIONS in the same write, and to know
 * whether the map exists yet). `authenticatedAt` (epoch ms) is when the authentication that
 * produced the session began: if all sessions were ended since, the answer is `ended`.
 */
export async function addSession(
  userId: string,
  session: { id: string; expiresAt: number },
  authenticatedAt: number,
  known: Record<string, number> | undefined,
): Promise<AddSessionOutcome> {
  let current = known;
  for (let attempt = 0; attempt < 3; attempt++) {
    const names: Record<string, string> = { '#s': 'sessions', '#e': 'sessionsEndedAt' };
    const values: Record<string, unknown> = { ':at': authenticatedAt };
    const notEnded = '(attribute_not_exists(#e) OR #e <= :at)';
    let command: UpdateCommand;
    if (current === undefined) {
      values[':map'] = { [session.id]: session.expiresAt };
      command = update(userId, 'SET #s = :map', `attribute_exists(PK) AND attribute_not_exists(#s) AND ${notEnded}`, names, values);
    } else {
      names['#new'] = session.id;
      values[':exp'] = session.expiresAt;
      const removals = staleSessions(current, session.id).map((id, i) => {
        names[`#p${i}`] = id;
        return `#s.#p${i}`;
      });
      const expression = `SET #s.#new = :exp${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`;
      command = update(userId, expression, `attribute_exists(PK) AND attribute_type(#s, :M) AND ${notEnded}`, names, { ...values, ':M': 'M' });
    }
    try {
      await db().send(command);
      return 'added';
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // Which condition failed? Read what is there now (rare: a race or a password change).
      const { Item: item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: userKey(userId),
          ConsistentRead: true,
          ProjectionExpression: 'PK, #s, #e',
          ExpressionAttributeNames: { '#s': 'sessions', '#e': 'sessionsEndedAt' },
        }),
      );
      if (!item) return 'noUser';
      if (typeof item.sessionsEndedAt === 'number' && item.sessionsEndedAt > authenticatedAt) return 'ended';
      // The map appeared (or was replaced) meanwhile: write against what is there now.
      current = isMap(item.sessions) ? (item.sessions as Record<string, number>) : undefined;
    }
  }
  throw new Error(`Could not add a session to user ${userId}: the profile kept changing`);
}

/** Ends one session (sign-out). Unknown users and sessions are fine: nothing to end. */
export async function removeSession(userId: string, sessionId: string): Promise<void> {
  try {
    await db().send(
      update(userId, 'REMOVE #s.#id', 'attribute_exists(PK) AND attribute_type(#s, :M)', { '#s': 'sessions', '#id': sessionId }, { ':M': 'M' }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Ends every session of the user except `keep` (the session that changed its own password),
 * and refuses sessions authenticated before now from being added later. False when there
 * is no such user.
 */
export async function removeAllSessions(userId: string, endedAt: number, keep?: { id: string; expiresAt: number }): Promise<boolean> {
  try {
    await db().send(
      update(
        userId,
        'SET #s = :kept, #e = :now',
        'attribute_exists(PK)',
        { '#s': 'sessions', '#e': 'sessionsEndedAt' },
        { ':kept': keep ? { [keep.id]: keep.expiresAt } : {}, ':now': endedAt },
      ),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Expired sessions, and the oldest of the rest so that the new one makes at most MAX_SESSIONS. */
function staleSessions(sessions: Record<string, number>, newId: string): string[] {
  const now = Math.floor(Date.now() / 1000);
  const entries = Object.entries(sessions).filter(([id]) => id !== newId);
  const expired = entries.filter(([, exp]) => !(exp > now)).map(([id]) => id);
  const live = entries.filter(([, exp]) => exp > now).sort((a, b) => a[1] - b[1]);
  const overflow = live.slice(0, Math.max(0, live.length - (MAX_SESSIONS - 1))).map(([id]) => id);
  return [...expired, ...overflow];
}

function update(
  userId: string,
  UpdateExpression: string,
  ConditionExpression: string,
  ExpressionAttributeNames: Record<string, string>,
  ExpressionAttributeValues: Record<string, unknown>,
): UpdateCommand {
  return new UpdateCommand({
    TableName: tableName(),
    Key: userKey(userId),
    UpdateExpression,
    ConditionExpression,
    ExpressionAttributeNames,
    ExpressionAttributeValues,
  });
}

function isMap(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
