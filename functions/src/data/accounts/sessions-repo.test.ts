import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccountItems } from '#test-support/account-items.js';
import { runtime } from '#test-support/api.js';

// Integration: sessions as items of their own beside the profile, and the legacy
// map on profiles from before, against DynamoDB Local. config.ts reads the environment at
// import, so the runtime's handler environment goes in first.
Object.assign(process.env, runtime().env);
const users = await import('./users-repo.js');
const sessions = await import('./sessions-repo.js');
const { db, tableName } = await import('../table.js');
const { userKey } = await import('./user-item.js');

const nowSeconds = () => Math.floor(Date.now() / 1000);
const day = () => nowSeconds() + 86_400;

async function newUser(): Promise<string> {
  const { profile, team } = newAccountItems('Session Test');
  expect(await users.createAccount(profile, team)).toBe('created');
  return profile.userId;
}

const profileItem = async (userId: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }))).Item;
const live = async (userId: string, id: string) => (await sessions.getProfileWithSession(userId, id)).live;

/** A profile as an earlier version left it: sessions listed in a map on the profile. */
async function giveLegacySessions(userId: string, map: Record<string, number>) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET #s = :m',
      ExpressionAttributeNames: { '#s': 'sessions' },
      ExpressionAttributeValues: { ':m': map },
    }),
  );
}

describe('sessions repo', () => {
  it('adds sessions as items without writing the profile, reads them with the profile in one call, and removes exactly one', async () => {
    const userId = await newUser();
    const before = await profileItem(userId);
    const [a, b] = await Promise.all([
      sessions.addSession(userId, { id: 'a', expiresAt: day() }, Date.now()),
      sessions.addSession(userId, { id: 'b', expiresAt: day() }, Date.now()),
    ]);
    expect([a, b]).toEqual(['added', 'added']);
    expect(await sessions.listSessionIds(userId)).toEqual(['a', 'b']);
    // The profile is untouched: no map, no index key rewritten.
    expect(await profileItem(userId)).toEqual(before);
    expect(before).not.toHaveProperty('sessions');

    const read = await sessions.getProfileWithSession(userId, 'a');
    expect(read.live).toBe(true);
    expect(read.profile?.userId).toBe(userId);
    expect(await live(userId, 'nope')).toBe(false);

    await sessions.removeSession(userId, 'a');
    expect(await sessions.listSessionIds(userId)).toEqual(['b']);
    expect(await live(userId, 'a')).toBe(false);
    expect(await profileItem(userId)).toEqual(before);
    // Removing again, or from a user without a profile, is not an error.
    await sessions.removeSession(userId, 'a');
    await sessions.removeSession(randomUUID(), 'a');
    expect(await sessions.listSessionIds(userId)).toEqual(['b']);
    expect(await sessions.addSession(randomUUID(), { id: 'x', expiresAt: day() }, Date.now())).toBe('noUser');
    expect(await sessions.getProfileWithSession(randomUUID(), 'x')).toEqual({ profile: null, live: false });
  });

  it('does not honour an expired session item (TTL deletes it later)', async () => {
    const userId = await newUser();
    expect(await sessions.addSession(userId, { id: 'old', expiresAt: nowSeconds() - 1 }, Date.now())).toBe('added');
    expect(await live(userId, 'old')).toBe(false);
  });

  it('ends all sessions (but the kept one) and refuses sessions authenticated before that, in the same second too', async () => {
    const userId = await newUser();
    for (const id of ['a', 'b']) await sessions.addSession(userId, { id, expiresAt: day() }, Date.now());
    const before = Date.now();
    const endedAt = before + 1; // a millisecond later: same second or not, the order is what counts
    expect(await sessions.removeAllSessions(userId, endedAt, { id: 'b', expiresAt: day() })).toBe(true);
    expect(await sessions.listSessionIds(userId)).toEqual(['b']);

    expect(await sessions.addSession(userId, { id: 'late', expiresAt: day() }, before)).toBe('ended');
    expect(await live(userId, 'late')).toBe(false);
    expect(await sessions.addSession(userId, { id: 'fresh', expiresAt: day() }, endedAt)).toBe('added');
    expect(await sessions.listSessionIds(userId)).toEqual(['b', 'fresh']);

    expect(await sessions.removeAllSessions(userId, Date.now())).toBe(true);
    expect(await sessions.listSessionIds(userId)).toEqual([]);
    expect(await sessions.removeAllSessions(randomUUID(), Date.now())).toBe(false);
  });

  it('honours sessions on the legacy map until they expire; sign-out and "end all" clear them too', async () => {
    const userId = await newUser();
    await giveLegacySessions(userId, { old: day(), gone: nowSeconds() - 5, other: day(), kept: day() });
    expect(await live(userId, 'old')).toBe(true);
    expect(await live(userId, 'gone')).toBe(false);
    // A new sign-in writes an item; the map is left as it is.
    expect(await sessions.addSession(userId, { id: 'new', expiresAt: day() }, Date.now())).toBe('added');
    expect(await sessions.listSessionIds(userId)).toEqual(['kept', 'new', 'old', 'other']);

    await sessions.removeSession(userId, 'old');
    expect(await live(userId, 'old')).toBe(false);
    expect(Object.keys((await profileItem(userId))?.sessions ?? {}).sort()).toEqual(['gone', 'kept', 'other']);

    // An owner setting their own password from a legacy session keeps that one only.
    expect(await sessions.removeAllSessions(userId, Date.now(), { id: 'kept', expiresAt: day() })).toBe(true);
    expect(await sessions.listSessionIds(userId)).toEqual(['kept']);
    expect(await live(userId, 'other')).toBe(false);
    expect(await live(userId, 'new')).toBe(false);

    expect(await sessions.removeAllSessions(userId, Date.now())).toBe(true);
    expect(await sessions.listSessionIds(userId)).toEqual([]);
    expect(await profileItem(userId)).not.toHaveProperty('sessions');
  });
});
