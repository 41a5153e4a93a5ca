import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from '../table.js';
import { cancellationReasons, sleep } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { parseSession, parseSessionRow, type SessionDevice, type SessionRecord, sessionItem, sessionKey, userSessionsQuery } from './session-item.js';
import { parseLegacySessions, parseUser, userKey, type UserProfile } from './user-item.js';

/**
 * Session tokens (Cognito access tokens) are honoured only while their session exists
 * (docs/DATA-MODEL.md, "Sessions"). Each session is an item of its own beside the profile,
 * `USER#{userId}` / `SESSION#{sessionId}`, so signing in or out never writes the profile (nor,
 * through it, an index). The per-request check reads the profile and the session item in one
 * consistent BatchGetItem: one round trip, as when the list rode on the profile.
 *
 * - `sessionsEndedAt` (on the profile): epoch ms of the last "end all sessions". A session whose
 *   authentication began before it is never added, so a sign-in with the old password that
 *   races a reset cannot slip in after the sessions were deleted.
 * - Legacy: profiles from before still carry `sessions` (map session id → expiry, epoch s).
 *   Those sessions are honoured until they expire (a day at most); sign-out and "end all"
 *   clear them too. Nothing adds to the map any more.
 */

export type AddSessionOutcome = 'added' | 'ended' | 'noUser';

/**
 * Adds a session: puts its item (`ttl` = its expiry, so DynamoDB removes it afterwards) in one
 * transaction with a check of the profile — it exists and its sessions were not ended after
 * `authenticatedAt` (epoch ms: when the authentication that produced the session began). The
 * profile is only checked, never written.
 */
export async function addSession(
  userId: string,
  session: { id: string; expiresAt: number } & SessionDevice,
  authenticatedAt: number,
): Promise<AddSessionOutcome> {
  const { id, ...rest } = session;
  const TableName = tableName();
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName,
                Key: userKey(userId),
                ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#e) OR #e <= :at)',
                ExpressionAttributeNames: { '#e': 'sessionsEndedAt' },
                ExpressionAttributeValues: { ':at': authenticatedAt },
              },
            },
            {
              Put: {
                TableName,
                Item: sessionItem(userId, { sessionId: id, ...rest }),
              },
            },
          ],
        }),
      );
      return 'added';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0] === 'ConditionalCheckFailed') {
        // Which part failed? Read what is there now (rare: a deleted account or a password change).
        const { Item } = await db().send(new GetCommand({ TableName, Key: userKey(userId), ConsistentRead: true, ProjectionExpression: 'PK' }));
        return Item ? 'ended' : 'noUser';
      }
      // Another transaction on the profile at once (two sign-ins of one user, a reset): try again.
      if (reasons?.includes('TransactionConflict') && attempt < 5) {
        await sleep(20 * 2 ** attempt + Math.random() * 20);
        continue;
      }
      throw error;
    }
  }
}

/**
 * The per-request read of a session token: the profile and the session's item, in one
 * BatchGetItem, strongly consistent (a sign-in or sign-out counts from the very next request).
 * `live` is true when the session's item exists and has not expired, or — legacy — the
 * profile's own `sessions` map lists it unexpired.
 */
export async function getProfileWithSession(
  userId: string,
  sessionId: string,
): Promise<{ profile: UserProfile | null; live: boolean; teamId?: string; lastSeenAt?: string }> {
  const TableName = tableName();
  const profileKey = userKey(userId);
  let keys: Record<string, unknown>[] | undefined = [{ ...profileKey }, { ...sessionKey(userId, sessionId) }];
  let profileItem: Record<string, unknown> | undefined;
  let session: Record<string, unknown> | undefined;
  for (let attempt = 0; keys?.length; attempt++) {
    const out: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }));
    for (const item of out.Responses?.[TableName] ?? []) {
      if (item.SK === profileKey.SK) profileItem = item;
      else session = item;
    }
    keys = out.UnprocessedKeys?.[TableName]?.Keys;
    if (keys?.length) await sleep(Math.min(10 * 2 ** attempt, 500));
  }
  const profile = profileItem ? parseUser(profileItem) : null;
  const now = Math.floor(Date.now() / 1000);
  const record = session ? parseSession(session) : null;
  const itemLive = !!record && record.expiresAt > now;
  const legacy = profile?.sessions;
  const legacyLive = !!legacy && Object.hasOwn(legacy, sessionId) && Number(legacy[sessionId]) > now;
  return {
    profile,
    live: itemLive || legacyLive,
    ...(itemLive && record?.teamId ? { teamId: record.teamId } : {}),
    ...(itemLive && record?.lastSeenAt ? { lastSeenAt: record.lastSeenAt } : {}),
  };
}

/**
 * Records a session's use, at most once per interval: written only when the stored lastSeenAt is
 * older than `staleBefore` (ISO instants compare as strings), and never brings back a session
 * ended meanwhile. Answers whether it wrote.
 */
export async function touchSession(userId: string, sessionId: string, now: string, staleBefore: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(userId, sessionId),
        ...buildUpdate({
          fields: { lastSeenAt: now },
          condition: { expression: 'attribute_exists(PK) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt < :stale)', values: { ':stale': staleBefore } },
        }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Sets the team a session works in (team switching); a session that has ended meanwhile is not brought back. */
export async function setSessionTeam(userId: string, sessionId: string, teamId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(userId, sessionId),
        ...buildUpdate({ fields: { teamId }, condition: { expression: 'attribute_exists(PK)' } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Ends one session (sign-out): deletes its item and, for a legacy session, removes it from the
 * profile's map — conditional on being listed there, so for any
 * other session the profile is not written. Both at once. Unknown users and sessions are fine.
 */
export async function removeSession(userId: string, sessionId: string): Promise<void> {
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(userId, sessionId) })),
    ignoreConditionFailed(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKey(userId),
          ...buildUpdate({
            mapKeys: { sessions: { [sessionId]: undefined } },
            condition: { expression: 'attribute_exists(#s.#id)', names: { '#s': 'sessions', '#id': sessionId } },
          }),
        }),
      ),
    ),
  ]);
}

/**
 * Ends every session of the user except `keep` (the session that changed its own password),
 * and refuses sessions authenticated before `endedAt` from being added later: first the
 * profile (`SET sessionsEndedAt`, and the legacy map removed — put back with just `keep` when
 * it was listed there), then every session item but `keep`'s (a consistent Query after that
 * write sees every session added before it; any later one was refused by its condition). False
 * when there is no such user.
 */
export async function removeAllSessions(userId: string, endedAt: number, keep?: { id: string; expiresAt: number }): Promise<boolean> {
  const TableName = tableName();
  let old: Record<string, unknown> | undefined;
  try {
    ({ Attributes: old } = await db().send(
      new UpdateCommand({
        TableName,
        Key: userKey(userId),
        ...buildUpdate({ fields: { sessionsEndedAt: endedAt, sessions: undefined }, condition: { expression: 'attribute_exists(PK)' } }),
        ReturnValues: 'UPDATED_OLD',
      }),
    ));
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  const legacy = parseLegacySessions(old, userId);
  if (keep && Object.hasOwn(legacy, keep.id)) {
    // The kept session was a legacy one: list it again (unless another "end all" came since).
    await ignoreConditionFailed(
      db().send(
        new UpdateCommand({
          TableName,
          Key: userKey(userId),
          ...buildUpdate({
            fields: { sessions: { [keep.id]: keep.expiresAt } },
            condition: { expression: '#e = :now', names: { '#e': 'sessionsEndedAt' }, values: { ':now': endedAt } },
          }),
        }),
      ),
    );
  }
  const query = userSessionsQuery(userId);
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': query.PK, ':prefix': query.skPrefix },
        ProjectionExpression: 'PK, SK, sessionId',
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    ExclusiveStartKey = page.LastEvaluatedKey;
    const doomed = (page.Items ?? [])
      .map(parseSessionRow)
      .filter((row) => row.sessionId !== keep?.id)
      .map((row) => ({ PK: row.PK, SK: row.SK }));
    for (let i = 0; i < doomed.length; i += 25) await deleteAll(doomed.slice(i, i + 25));
  } while (ExclusiveStartKey);
  return true;
}

/** The user's live sessions' ids (tests and diagnostics): items unexpired, plus the legacy map's. */
export async function listSessionIds(userId: string): Promise<string[]> {
  return [...new Set((await listSessions(userId)).map((session) => session.sessionId))].sort();
}

/**
 * The user's live sessions (strongly consistent: one just ended is gone): items unexpired, plus
 * the legacy map's (an id and expiry only).
 */
export async function listSessions(userId: string): Promise<SessionRecord[]> {
  const now = Math.floor(Date.now() / 1000);
  const query = userSessionsQuery(userId);
  const [page, profile] = await Promise.all([
    db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': query.PK, ':prefix': query.skPrefix },
        ConsistentRead: true,
      }),
    ),
    db().send(
      new GetCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ConsistentRead: true,
        ProjectionExpression: 'PK, SK, #s',
        ExpressionAttributeNames: { '#s': 'sessions' },
      }),
    ),
  ]);
  const sessions = (page.Items ?? []).map(parseSession).filter((session) => session.expiresAt > now);
  const legacy = parseLegacySessions(profile.Item, userId);
  for (const [sessionId, expiresAt] of Object.entries(legacy)) {
    if (expiresAt > now && !sessions.some((s) => s.sessionId === sessionId)) sessions.push({ sessionId, expiresAt });
  }
  return sessions;
}

async function deleteAll(keys: Record<string, unknown>[]): Promise<void> {
  const TableName = tableName();
  let requests: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests?.length; attempt++) {
    const out: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
    requests = out.UnprocessedItems?.[TableName];
    if (requests?.length) await sleep(Math.min(20 * 2 ** attempt, 1000));
  }
}

async function ignoreConditionFailed(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
