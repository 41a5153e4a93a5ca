import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccountItems } from '#test-support/account-items.js';
import { runtime } from '#test-support/api.js';

// Integration: the admin users list on GSI3 and the user count as a counter, against
// DynamoDB Local — the move of profiles from before (GSI2 `USERS`) and the reconciliation of the
// counter with the real number of profiles.
Object.assign(process.env, runtime().env);
const users = { ...(await import('./users-repo.js')), ...(await import('./users-count.js')), ...(await import('./users-index.js')) };
const members = await import('./team-members-repo.js');
const { db, tableName } = await import('../table.js');
const { emailKey } = await import('./email-claim-item.js');
const { teamMemberKey } = await import('./member-item.js');
const { userKey } = await import('./user-item.js');

/** A profile as written before GSI3: GSI2 `USERS`, no GSI3 keys, not counted; with its e-mail claim and membership row. */
async function putLegacyProfile(): Promise<string> {
  const userId = randomUUID();
  const teamId = randomUUID();
  const email = `legacy-${userId.slice(0, 8)}@example.com`;
  const createdAt = new Date().toISOString();
  const TableName = tableName();
  await db().send(
    new PutCommand({
      TableName,
      Item: {
        ...userKey(userId),
        GSI2PK: 'USERS',
        GSI2SK: `${createdAt}#${userId}`,
        type: 'user',
        userId,
        name: 'Legacy',
        email,
        role: 'user',
        teamId,
        teamRole: 'member',
        plan: 'Enterprise',
        verified: true,
        createdAt,
        sessions: { s1: Math.floor(Date.now() / 1000) + 3600 },
        sessionsEndedAt: 1,
      },
    }),
  );
  await db().send(new PutCommand({ TableName, Item: { ...emailKey(email), type: 'email', userId } }));
  await db().send(
    new PutCommand({
      TableName,
      Item: { ...teamMemberKey(teamId, userId), type: 'member', userId, name: 'Legacy', email, role: 'member', memberSince: createdAt },
    }),
  );
  return userId;
}

/** The membership row putLegacyProfile writes, as read. */
const legacyMembership = (p: { teamId: string; userId: string; createdAt: string }) => ({
  teamId: p.teamId,
  userId: p.userId,
  role: 'member' as const,
  memberSince: p.createdAt,
  indexed: false,
});

const item = async (userId: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }))).Item;

/** Every profile item in the table (Scan, SK = PROFILE), counted. */
async function countProfiles(): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'SK = :p',
        ExpressionAttributeValues: { ':p': 'PROFILE' },
        Select: 'COUNT',
        ExclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

describe('the user count and the admin users index (GSI3)', () => {
  it('moves a profile from before GSI3 once, and lists only the admin fields', async () => {
    const userId = await putLegacyProfile();
    expect(await users.indexLegacyProfiles()).toBeGreaterThanOrEqual(1);
    const moved = await item(userId);
    expect(moved).toMatchObject({ GSI3PK: 'USERS', GSI3SK: `${moved?.createdAt}#${userId}` });
    expect(moved).not.toHaveProperty('GSI2PK');
    expect(moved).not.toHaveProperty('GSI2SK');
    // Again: nothing left to move, the profile untouched.
    await users.indexLegacyProfiles();
    expect(await item(userId)).toEqual(moved);

    // GSI3 holds the listed fields only — never the sessions or sessionsEndedAt.
    const rows = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :u AND GSI3SK = :sk',
        ExpressionAttributeValues: { ':u': 'USERS', ':sk': moved?.GSI3SK },
      }),
    );
    expect(Object.keys(rows.Items?.[0] ?? {}).sort()).toEqual([
      'GSI3PK',
      'GSI3SK',
      'PK',
      'SK',
      'createdAt',
      'email',
      'name',
      'plan',
      'role',
      'teamId',
      'teamRole',
      'userId',
      'verified',
    ]);
  });

  it('pages every user newest first by key: each once, in order', async () => {
    for (let i = 0; i < 3; i++) {
      const { profile, team } = newAccountItems('Pager');
      await users.createAccount(profile, team);
    }
    const seen: { userId: string; createdAt: string }[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await users.listUsersPage(7, cursor ? { cursor } : {});
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items);
      cursor = page.next;
    } while (cursor);
    expect(new Set(seen.map((u) => u.userId)).size).toBe(seen.length);
    const keys = seen.map((u) => `${u.createdAt}#${u.userId}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // The offset form lands on the same rows.
    const third = await users.listUsersPage(7, { skip: 14 });
    expect(third.items.map((u) => u.userId)).toEqual(seen.slice(14, 21).map((u) => u.userId));
  });

  it('counts exactly: the counter equals the number of profiles (creates, invited members, removals, legacy profiles moved or removed before moving)', async () => {
    // A legacy profile removed before it was moved takes nothing off the count…
    const unmoved = await putLegacyProfile();
    const unmovedProfile = (await users.getUser(unmoved))!;
    expect(unmovedProfile.counted).toBeUndefined();
    expect(await members.removeMember(unmovedProfile, legacyMembership(unmovedProfile), { lastMember: false, now: unmovedProfile.createdAt })).toBe('removed');
    // …a moved one takes 1 off; so does a new one.
    const legacy = await putLegacyProfile();
    await users.indexLegacyProfiles();
    const movedProfile = (await users.getUser(legacy))!;
    expect(movedProfile.counted).toBe(true);
    expect(await members.removeMember(movedProfile, legacyMembership(movedProfile), { lastMember: false, now: movedProfile.createdAt })).toBe('removed');

    // Other test files sign users up meanwhile: compare only when the counter held still across the scan.
    let last = { counter: -1, profiles: -2 };
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = await users.countUsers();
      const profiles = await countProfiles();
      const after = await users.countUsers();
      last = { counter: after, profiles };
      if (before === after && profiles === after) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(last.counter).toBe(last.profiles);
  });
});
