import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_KEY_MAX_DAYS, MSG, type ApiKeyInfo } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyKey } from '#data/accounts/api-key-item.js';
import { call, runtime } from '#test-support/api.js';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { addMember, invite, MEMBER_PASSWORD } from '#test-support/team.js';

// Integration: API keys' scopes, expiry and team, behind the local gateway, against the emulators.

const DAY_MS = 86_400_000;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const newKey = (session: Session, json: Record<string, unknown>) => call('POST', '/api/keys', { headers: session.auth, json });
const link = (key: string) => call('POST', '/api/links', { headers: bearer(key), json: { longUrl: 'https://example.com/scoped' } });

/** A member of `owner`'s team, signed in, with `role`. */
async function memberWithRole(owner: Session, name: string, role: 'admin' | 'member' | 'viewer'): Promise<Session> {
  const member = await addMember(owner, name);
  if (role !== 'member') {
    const patched = await call('PATCH', `/api/team/members/${member.id}`, { headers: owner.auth, json: { role } });
    if (patched.status !== 200) throw new Error(`expected making ${name} ${role} to answer 200, got ${patched.status} ${JSON.stringify(patched.body)}`);
  }
  return signIn(member.email, MEMBER_PASSWORD);
}

describe('API keys: scopes', () => {
  it('a links:read key lists links but is refused a link create, naming the scope', async () => {
    const owner = await verifiedSession('key-scope', 'Ülkü İnce 🔑');
    const created = await newKey(owner, { name: 'Okuma anahtarı — قراءة', scopes: ['links:read'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Okuma anahtarı — قراءة', scopes: ['links:read'], creator: { name: 'Ülkü İnce 🔑' } });
    const key: string = created.body.key;

    const list = await call('GET', '/api/links', { headers: bearer(key) });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const refused = await link(key);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.missingScope('links:write') }),
    });
    // The same person signed in may.
    expect((await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/scoped' } })).status).toBe(201);
  });

  it("refuses scopes beyond the creator's role, and scopes no key may have, naming them", async () => {
    const owner = await verifiedSession('key-role');
    const member = await memberWithRole(owner, 'Key Member', 'member');
    const beyond = await newKey(member, { name: 'too much', scopes: ['links:read', 'team:write', 'audit:read'] });
    expect({ status: beyond.status, body: beyond.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ errorMessage: MSG.apiKeyScopesBeyondRole(['team:write', 'audit:read']) }),
    });
    const accountKey = await newKey(owner, { name: 'no', scopes: ['account:write'] });
    expect({ status: accountKey.status, body: accountKey.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ errorMessage: MSG.apiKeyScopeUnknown('account:write') }),
    });
    for (const scopes of [[], 'links:read', [42]]) expect((await newKey(owner, { name: 'bad', scopes })).status, JSON.stringify(scopes)).toBe(400);
    // A member's default: every key scope a member has, nothing more.
    const plain = await newKey(member, { name: 'default' });
    expect(plain.status).toBe(201);
    expect(plain.body.scopes).toContain('links:write');
    expect(plain.body.scopes).not.toContain('team:write');
    // A key cannot make keys: account:write is never a key's.
    expect((await newKey({ ...member, auth: bearer(plain.body.key) }, { name: 'child' })).status).toBe(403);
  });
});

describe('API keys: expiry', () => {
  let documents: DynamoDBDocumentClient;
  beforeAll(() => {
    const env = runtime().env;
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: env.AWS_REGION,
        endpoint: env.DYNAMODB_ENDPOINT,
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
      }),
    );
  });
  afterAll(() => documents.destroy());

  it(`takes an expiry up to ${API_KEY_MAX_DAYS} days away; once past it the key answers 401 saying so and is listed as expired`, async () => {
    const owner = await verifiedSession('key-expiry');
    const inAWeek = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const created = await newKey(owner, { name: 'weekly', expiresAt: inAWeek });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ expiresAt: inAWeek, expired: false });
    const key: string = created.body.key;
    expect((await call('GET', '/api/me', { headers: bearer(key) })).status).toBe(200);

    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + (API_KEY_MAX_DAYS + 2) * DAY_MS).toISOString(), 'next week']) {
      const res = await newKey(owner, { name: 'bad expiry', expiresAt });
      expect({ expiresAt, status: res.status, body: res.body }).toEqual({
        expiresAt,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.apiKeyExpiryInvalid(API_KEY_MAX_DAYS) }),
      });
    }

    // What the clock does after a week: the stored expiry is in the past.
    const past = new Date(Date.now() - 1000).toISOString();
    await documents.send(
      new UpdateCommand({
        TableName: runtime().env.TABLE_NAME,
        Key: apiKeyKey(created.body.id),
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':past': past },
      }),
    );
    const refused = await call('GET', '/api/me', { headers: bearer(key) });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: expect.objectContaining({ errorMessage: MSG.apiKeyExpired }) });
    const listed: ApiKeyInfo[] = (await call('GET', '/api/keys', { headers: owner.auth })).body.items;
    expect(listed.map((k) => [k.name, k.expired, k.expiresAt])).toEqual([['weekly', true, past]]);
  });
});

describe('API keys: the team', () => {
  it('owners and admins list every key of the team with its creator and revoke any; members list and revoke only their own', async () => {
    const owner = await verifiedSession('key-team', 'Team Owner');
    const admin = await memberWithRole(owner, 'Team Admin', 'admin');
    const member = await memberWithRole(owner, 'Team Member', 'member');
    const ownerKey = (await newKey(owner, { name: 'owner key' })).body;
    const memberKey = (await newKey(member, { name: 'member key', scopes: ['links:read'] })).body;
    expect(memberKey.teamId).toBe(owner.user.teamId);

    const names = async (s: Session) =>
      ((await call('GET', '/api/keys', { headers: s.auth })).body.items as ApiKeyInfo[]).map((k) => `${k.name} by ${k.creator.name}`).sort();
    expect(await names(owner)).toEqual(['member key by Team Member', 'owner key by Team Owner']);
    expect(await names(admin)).toEqual(['member key by Team Member', 'owner key by Team Owner']);
    expect(await names(member)).toEqual(['member key by Team Member']);

    // A member cannot revoke another's key (404 as for an unknown one); an admin can.
    expect((await call('DELETE', `/api/keys/${ownerKey.id}`, { headers: member.auth })).status).toBe(404);
    expect((await call('GET', '/api/me', { headers: bearer(ownerKey.key) })).status).toBe(200);
    expect((await call('DELETE', `/api/keys/${memberKey.id}`, { headers: admin.auth })).status).toBe(200);
    expect((await call('GET', '/api/me', { headers: bearer(memberKey.key) })).status).toBe(401);
    // Another team's owner sees none of them and revokes none.
    const stranger = await verifiedSession('key-stranger');
    expect(await names(stranger)).toEqual([]);
    expect((await call('DELETE', `/api/keys/${ownerKey.id}`, { headers: stranger.auth })).status).toBe(404);
  });

  it("a key stays in the team it was made in when its creator switches teams (a removed member's keys stop: api-keys-api.test.ts)", async () => {
    const person = await verifiedSession('key-switch', 'Switch Person');
    const key: string = (await newKey(person, { name: 'home key', scopes: ['links:read'] })).body.key;
    const other = await verifiedSession('key-switch-other', 'Other Owner');
    const { token } = await invite(other, 'Switch Person', person.email);
    const accepted = await call('POST', `/api/invitations/${token}`, { headers: person.auth, json: { action: 'accept' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const switched = await call('POST', '/api/me/team', { headers: person.auth, json: { teamId: other.user.teamId } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await call('GET', '/api/me', { headers: person.auth })).body.teamId).toBe(other.user.teamId);
    expect((await call('GET', '/api/me', { headers: bearer(key) })).body.teamId, 'the key works in its own team').toBe(person.user.teamId);
    // Listed in its team only: in the other team, the person has no keys.
    expect((await call('GET', '/api/keys', { headers: person.auth })).body.items).toEqual([]);
    expect((await call('GET', '/api/links', { headers: bearer(key) })).status).toBe(200);
  });
});
