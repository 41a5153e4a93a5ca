import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: an account item this code cannot read fails its read loudly, naming the entity and
// its key, rather than passing a guess on. Each bad item is written with the table client (nothing
// the repos write), then read through the repo. config.ts reads the environment at import.
Object.assign(process.env, runtime().env);
const { db, tableName } = await import('../table.js');
const { teamKey } = await import('../keys.js');
const users = await import('./users-repo.js');
const sessions = await import('./sessions-repo.js');
const apiKeys = await import('./api-keys-repo.js');
const teams = await import('./teams-repo.js');
const invitations = await import('./invitations-repo.js');
const tokens = await import('./tokens-repo.js');
const { userKey, newProfileItem } = await import('./user-item.js');
const { sessionKey } = await import('./session-item.js');
const { apiKeyKey } = await import('./api-key-item.js');
const { emailKey } = await import('./email-claim-item.js');
const { teamMemberKey } = await import('./member-item.js');
const { teamInvitationKey } = await import('./invitation-item.js');
const { tokenKey } = await import('./token-item.js');

const put = (Item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item }));
const id = () => randomUUID();
const nowSeconds = () => Math.floor(Date.now() / 1000);

const profile = (userId: string) => ({
  userId,
  name: 'Bad Item',
  email: `bad-${userId.slice(0, 8)}@example.com`,
  role: 'user' as const,
  teamId: id(),
  teamRole: 'owner' as const,
  plan: 'Enterprise',
  verified: true,
  createdAt: new Date().toISOString(),
});

describe('a malformed account item read through its repo', () => {
  it('user profile: getUser throws naming the profile and the field', async () => {
    const userId = id();
    await put({ ...userKey(userId), type: 'user', ...profile(userId), teamRole: 'boss' });
    await expect(users.getUser(userId)).rejects.toThrow(`Malformed user profile item USER#${userId} / PROFILE: teamRole`);
  });

  it('session: the per-request read throws naming the session item', async () => {
    const userId = id();
    await put(newProfileItem(profile(userId)));
    await put({ ...sessionKey(userId, 's1'), type: 'session', userId, sessionId: 's1', expiresAt: 'tomorrow' });
    await expect(sessions.getProfileWithSession(userId, 's1')).rejects.toThrow(`Malformed session item USER#${userId} / SESSION#s1: expiresAt`);
  });

  it('API key: the authentication lookup throws naming the key item', async () => {
    const keyHash = id();
    await put({ ...apiKeyKey(keyHash), type: 'apiKey', keyHash, userId: id(), name: 'k', createdAt: new Date().toISOString() });
    await expect(apiKeys.getApiKey(keyHash)).rejects.toThrow(`Malformed API key item APIKEY#${keyHash} / APIKEY: prefix`);
  });

  it('e-mail claim: the lookup by address throws naming the claim', async () => {
    const email = `claim-${id().slice(0, 8)}@example.com`;
    await put({ ...emailKey(email), type: 'email', userId: 42 });
    await expect(users.getUserIdByEmail(email)).rejects.toThrow(`Malformed e-mail claim item EMAIL#${email} / EMAIL: userId`);
  });

  it('team and member: getTeam and listTeamMembers throw naming the item', async () => {
    const teamId = id();
    await put({ ...teamKey(teamId), type: 'team', teamId, name: 'T', createdAt: new Date().toISOString() });
    await expect(teams.getTeam(teamId)).rejects.toThrow(`Malformed team item TEAM#${teamId} / TEAM: ownerId`);
    const userId = id();
    await put({ ...teamMemberKey(teamId, userId), type: 'member', userId, name: 'M', email: 'm@example.com', role: 'owner', memberSince: null });
    await expect(teams.listTeamMembers(teamId)).rejects.toThrow(`Malformed team member item TEAM#${teamId} / MEMBER#${userId}: memberSince`);
  });

  it('invitation and token: their reads throw naming the item', async () => {
    const teamId = id();
    await put({ ...teamInvitationKey(teamId, 'x@example.com'), type: 'invitation', invitationId: 'i1', teamId, email: 'x@example.com' });
    await expect(invitations.getInvitation(teamId, 'x@example.com')).rejects.toThrow(`Malformed invitation item TEAM#${teamId} / INVITE#x@example.com: `);
    const tokenHash = id();
    await put({ ...tokenKey(tokenHash), type: 'token', tokenHash, purpose: 'verify', userId: id(), expiresAt: String(nowSeconds() + 60) });
    await expect(tokens.peekToken(tokenHash, 'verify', nowSeconds())).rejects.toThrow(`Malformed token item TOKEN#${tokenHash} / TOKEN: expiresAt`);
  });
});
