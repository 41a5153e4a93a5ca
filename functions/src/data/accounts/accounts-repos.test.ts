import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccountItems } from '#test-support/account-items.js';
import { runtime } from '#test-support/api.js';

// Integration: the repos against DynamoDB Local. config.ts reads the environment at
// import, so the runtime's handler environment goes in first.
Object.assign(process.env, runtime().env);
const users = await import('./users-repo.js');
const teams = await import('./teams-repo.js');
const memberships = await import('./memberships-repo.js');
const tokens = await import('./tokens-repo.js');

const now = () => Math.floor(Date.now() / 1000);

const newAccount = (email: string) => newAccountItems('Repo Test', { email, verified: false });

describe('users and teams repos', () => {
  it('creates an account in one transaction and refuses a second claim of the e-mail', async () => {
    const email = `repo-${randomUUID().slice(0, 8)}@example.com`;
    const first = newAccount(email);
    expect(await users.createAccount(first.profile, first.team)).toBe('created');
    const second = newAccount(email);
    expect(await users.createAccount(second.profile, second.team)).toBe('emailTaken');
    // Nothing of the losing attempt was written.
    expect(await users.getUser(second.profile.userId)).toBeNull();
    expect(await teams.getTeam(second.team.teamId)).toBeNull();

    expect(await users.getUserIdByEmail(email.toUpperCase())).toBe(first.profile.userId);
    // Created listed in GSI3 and counted in the user count.
    expect(await users.getUser(first.profile.userId)).toEqual({ ...first.profile, counted: true });
    expect(await teams.getTeam(first.team.teamId)).toEqual({
      ...first.team,
      ownerId: first.profile.userId,
      owners: 1,
      links: 0,
      viewersExportVisitors: false,
      secondFactorRequired: false,
    });
    // The membership: the role in the team, listed among the person's teams; name and e-mail are the profile's.
    const ownerRow = { teamId: first.team.teamId, userId: first.profile.userId, role: 'owner', memberSince: first.profile.createdAt, indexed: true };
    expect(await teams.listTeamMembers(first.team.teamId)).toEqual([{ ...ownerRow, name: 'Repo Test', email }]);
    expect(await memberships.listMembershipsOfUser(first.profile.userId)).toEqual([ownerRow]);

    // Born with the search index: no search of a new team backfills (reads all its links).
    const { db, tableName } = await import('../table.js');
    const { teamKey } = await import('../keys.js');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const teamItem = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(first.team.teamId), ConsistentRead: true }));
    expect(teamItem.Item?.searchIndexed, 'a new team is marked searchIndexed').toBe(true);

    expect((await users.markVerified(first.profile.userId))?.verified).toBe(true);
    expect((await users.setPlatformRole(first.profile.userId, 'admin'))?.role).toBe('admin');
    expect(await users.markVerified(randomUUID())).toBeNull();
  });
});

describe('tokens repo', () => {
  const token = (over: Partial<import('./token-item.js').TokenRecord> = {}) => ({
    tokenHash: randomUUID().replace(/-/g, ''),
    purpose: 'verify' as const,
    userId: 'u-1',
    expiresAt: now() + 3600,
    ...over,
  });

  it('consumes a token exactly once, even when two consumers race', async () => {
    const t = token();
    await tokens.putToken(t);
    expect(await tokens.peekToken(t.tokenHash, 'verify', now())).toEqual(t);
    const results = await Promise.all([tokens.consumeToken(t.tokenHash, 'verify', now()), tokens.consumeToken(t.tokenHash, 'verify', now())]);
    expect(results.filter(Boolean)).toEqual([t]);
    expect(await tokens.peekToken(t.tokenHash, 'verify', now())).toBeNull();
  });

  it('rejects an expired token that TTL has not deleted yet', async () => {
    const t = token({ expiresAt: now() - 1 });
    await tokens.putToken(t);
    expect(await tokens.peekToken(t.tokenHash, 'verify', now())).toBeNull();
    expect(await tokens.consumeToken(t.tokenHash, 'verify', now())).toBeNull();
  });

  it('neither accepts nor burns a token presented for another purpose', async () => {
    const t = token({ purpose: 'reset' });
    await tokens.putToken(t);
    expect(await tokens.consumeToken(t.tokenHash, 'verify', now())).toBeNull();
    expect(await tokens.consumeToken(t.tokenHash, 'reset', now())).toEqual(t);
  });

  it('remembers the newest token per user and purpose, answering the one it replaces', async () => {
    const userId = randomUUID();
    expect(await tokens.swapUserToken(userId, 'reset', 'h1', now() + 60)).toBeNull();
    expect(await tokens.swapUserToken(userId, 'reset', 'h2', now() + 60)).toBe('h1');
    expect(await tokens.swapUserToken(userId, 'verify', 'h3', now() + 60)).toBeNull();
  });

  it('keeps the sealed session with the token', async () => {
    const t = token({ sealed: 'v1.a.b.c' });
    await tokens.putToken(t);
    expect(await tokens.consumeToken(t.tokenHash, 'verify', now())).toEqual(t);
  });
});
