import { API_KEY_PREFIX, KEY_SCOPES, MSG, ROLE_SCOPES, type ApiKeyInfo } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { call } from '#test-support/api.js';
import { verifiedSession } from '#test-support/accounts.js';
import { BAD_TEXTS, LONG_ID } from '#test-support/bad-input.js';
import { addMember } from '#test-support/team.js';

// Integration: personal API keys behind the local gateway, against the emulators.

describe('API keys', () => {
  it('creates a key shown once, authenticates as its owner, lists it by prefix, and stops at once when revoked', async () => {
    const owner = await verifiedSession('keys', 'Kim Keys');
    const created = await call('POST', '/api/keys', { headers: owner.auth, json: { name: ' CI deploy ' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const key: string = created.body.key;
    expect(key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    // No scopes asked: every key scope the creator's role has; no expiry; bound to the creator's team.
    const ownerKeyScopes = KEY_SCOPES.filter((s) => ROLE_SCOPES.owner.includes(s));
    expect(created.body).toMatchObject({
      name: 'CI deploy',
      prefix: key.slice(5, 13),
      lastUsedAt: null,
      scopes: ownerKeyScopes,
      expiresAt: null,
      expired: false,
    });
    expect(created.body).toMatchObject({ teamId: owner.user.teamId, creator: { id: owner.user.id, name: 'Kim Keys' } });

    const bearer = { authorization: `Bearer ${key}` };
    const me = await call('GET', '/api/me', { headers: bearer });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    // The key acts as its creator, with its own scopes: never the account's own security (account:write).
    expect(me.body).toMatchObject({ id: owner.user.id, email: owner.user.email, teamId: owner.user.teamId, teamRole: 'owner' });
    expect([...me.body.scopes].sort()).toEqual([...ownerKeyScopes].sort());
    expect(me.body.scopes).not.toContain('account:write');

    // Listed without the key; the use just made shows as lastUsedAt.
    const list = await call('GET', '/api/keys', { headers: owner.auth });
    expect(list.status).toBe(200);
    const listed: ApiKeyInfo[] = list.body.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toEqual({
      id: created.body.id,
      name: 'CI deploy',
      prefix: key.slice(5, 13),
      createdAt: created.body.createdAt,
      lastUsedAt: expect.any(String),
      scopes: ownerKeyScopes,
      expiresAt: null,
      expired: false,
      teamId: owner.user.teamId,
      creator: { id: owner.user.id, name: 'Kim Keys' },
    });
    expect(JSON.stringify(list.body)).not.toContain(key);
    // A second use within the minute does not write again.
    const firstUse = listed[0]!.lastUsedAt;
    await call('GET', '/api/me', { headers: bearer });
    expect((await call('GET', '/api/keys', { headers: owner.auth })).body.items[0].lastUsedAt).toBe(firstUse);

    // Another user cannot revoke it.
    const other = await verifiedSession('keys-other');
    expect((await call('DELETE', `/api/keys/${created.body.id}`, { headers: other.auth })).status).toBe(404);
    expect((await call('GET', '/api/me', { headers: bearer })).status).toBe(200);

    const revoked = await call('DELETE', `/api/keys/${created.body.id}`, { headers: owner.auth });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toEqual({ message: MSG.apiKeyRevoked });
    const after = await call('GET', '/api/me', { headers: bearer });
    expect(after.status, 'a revoked key, right after revoking').toBe(401);
    expect(after.body).toMatchObject({ errorMessage: MSG.unauthorized });
    expect((await call('GET', '/api/keys', { headers: owner.auth })).body.items).toEqual([]);
    expect((await call('DELETE', `/api/keys/${created.body.id}`, { headers: owner.auth })).status).toBe(404);
  });

  it('validates the name, and revokes all keys at once', async () => {
    const owner = await verifiedSession('keys-all');
    expect((await call('POST', '/api/keys', { headers: owner.auth, json: { name: '  ' } })).body).toMatchObject({ errorMessage: MSG.apiKeyNameRequired });
    expect((await call('POST', '/api/keys', { headers: owner.auth, json: { name: 'x'.repeat(101) } })).body).toMatchObject({
      errorMessage: MSG.apiKeyNameTooLong,
    });
    const keys = await Promise.all(
      ['one', 'two'].map(async (name) => (await call('POST', '/api/keys', { headers: owner.auth, json: { name } })).body.key as string),
    );
    for (const key of keys) expect((await call('GET', '/api/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    // A key cannot be used to mint or list keys of someone else; it acts as its owner.
    const viaKey = await call('GET', '/api/keys', { headers: { authorization: `Bearer ${keys[0]}` } });
    expect(viaKey.body.items.map((k: ApiKeyInfo) => k.name).sort()).toEqual(['one', 'two']);

    const all = await call('DELETE', '/api/keys', { headers: owner.auth });
    expect(all.body).toEqual({ message: MSG.apiKeysRevoked, revoked: 2 });
    for (const key of keys) expect((await call('GET', '/api/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  });

  it('refuses key names with control, line-break or bidi-override characters (400) and answers 404 for a key id that cannot exist', async () => {
    const owner = await verifiedSession('keys-bad');
    for (const [what, name] of BAD_TEXTS) {
      const res = await call('POST', '/api/keys', { headers: owner.auth, json: { name } });
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.apiKeyNameInvalidCharacters }),
      });
    }
    expect((await call('GET', '/api/keys', { headers: owner.auth })).body.items).toEqual([]);
    const long = await call('DELETE', `/api/keys/${LONG_ID}`, { headers: owner.auth });
    expect({ status: long.status, body: long.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.apiKeyNotFound }) });
  });

  it("stops a disabled or removed owner's keys too", async () => {
    const owner = await verifiedSession('keys-team');
    const member = { body: await addMember(owner, 'Key Member', `km-${Date.now()}@example.com`, 'member passw0rd') };
    const session = await call('POST', '/api/auth/signin', { json: { email: member.body.email, password: 'member passw0rd' } });
    const key = (await call('POST', '/api/keys', { headers: { authorization: `Bearer ${session.body.token}` }, json: { name: 'member key' } })).body
      .key as string;
    expect((await call('GET', '/api/me', { headers: { authorization: `Bearer ${key}` } })).body.teamId).toBe(owner.user.teamId);
    await call('DELETE', `/api/team/members/${member.body.id}`, { headers: owner.auth });
    expect((await call('GET', '/api/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  });
});
