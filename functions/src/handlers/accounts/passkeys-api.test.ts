import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, uniqueEmail } from '#test-support/api.js';
import { SoftAuthenticator } from '#test-support/webauthn-authenticator.js';

/**
 * Passkeys through the runtime, with a software authenticator (test-support): adding one,
 * signing in with it instead of a password, and every refusal — a replayed counter, another
 * origin or relying party, a used or expired challenge, another account's credential, a removed
 * passkey, a forged signature, no user verification.
 */

// The data modules read the runtime's configuration at import (to age a challenge, read a profile).
Object.assign(process.env, runtime().env);
const { db, tableName } = await import('#data/table.js');
const { webauthnChallengeKey } = await import('#data/accounts/passkey-item.js');
const { getUser } = await import('#data/accounts/users-repo.js');

const appOrigin = () => new URL(runtime().appUrl).origin;

async function addPasskey(me: Session, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await call('POST', '/api/me/passkeys/options', { headers: me.auth });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const added = await call('POST', '/api/me/passkeys', { headers: me.auth, json: { name, response: authenticator.create(options.body.options) } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body as { id: string; name: string };
}

async function signInOptions(email?: string) {
  const answer = await call('POST', '/api/auth/passkey/options', { json: email ? { email } : {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { options: { challenge: string; allowCredentials?: { id: string }[]; rpId?: string }; challengeId: string };
}

const passkeySignIn = (challengeId: string, response: unknown) => call('POST', '/api/auth/passkey', { json: { challengeId, response } });

describe('passkeys', () => {
  it('adds a passkey (any script in its name), lists it, and signs in with it alone — discoverable or by e-mail', async () => {
    const me = await verifiedSession('passkey-add');
    const authenticator = new SoftAuthenticator(appOrigin());
    const options = await call('POST', '/api/me/passkeys/options', { headers: me.auth });
    expect(options.body.options.rp).toEqual({ name: 'Kisa', id: 'localhost' });
    expect(Buffer.from(options.body.options.user.id, 'base64url').toString()).toBe(me.user.id);
    expect(options.body.options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'preferred' });
    const added = await call('POST', '/api/me/passkeys', {
      headers: me.auth,
      json: { name: '  İş bilgisayarı — مفتاح 🔑 ', response: authenticator.create(options.body.options) },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'İş bilgisayarı — مفتاح 🔑', lastUsedAt: null, transports: ['internal'] });
    expect((await getUser(me.user.id))?.secondFactors?.passkeys, 'the profile counts it').toBe(1);

    // The next registration excludes it.
    const again = await call('POST', '/api/me/passkeys/options', { headers: me.auth });
    expect(again.body.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([added.body.id]);

    const discoverable = await signInOptions();
    expect(discoverable.options.allowCredentials ?? []).toEqual([]);
    expect(discoverable.options.rpId).toBe('localhost');
    const signedIn = await passkeySignIn(discoverable.challengeId, authenticator.get(discoverable.options));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user.id).toBe(me.user.id);
    expect(signedIn.cookies.some((c) => c.startsWith('token='))).toBe(true);
    const meWithPasskey = await call('GET', '/api/me', { headers: { authorization: `Bearer ${signedIn.body.token}` } });
    expect(meWithPasskey.status).toBe(200);
    expect(meWithPasskey.body.email).toBe(me.email);

    const byEmail = await signInOptions(me.email.toUpperCase());
    expect(byEmail.options.allowCredentials?.map((c) => c.id)).toEqual([added.body.id]);
    const withoutHandle = await passkeySignIn(byEmail.challengeId, authenticator.get(byEmail.options, { userHandle: null }));
    expect(withoutHandle.status, 'a non-discoverable answer (no user handle) finds the account by credential id').toBe(200);

    const list = await call('GET', '/api/me/passkeys', { headers: me.auth });
    expect(list.body.passkeys).toHaveLength(1);
    expect(list.body.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('answers an unknown e-mail and one without passkeys with the same shape (one stand-in credential, the same each time)', async () => {
    const unknown = uniqueEmail('passkey-nobody');
    const first = await signInOptions(unknown);
    const second = await signInOptions(unknown);
    expect(first.options.allowCredentials).toHaveLength(1);
    expect(second.options.allowCredentials).toEqual(first.options.allowCredentials);
    const without = await verifiedSession('passkey-none');
    expect((await signInOptions(without.email)).options.allowCredentials).toHaveLength(1);
    expect(Object.keys(first).sort()).toEqual(['challengeId', 'options']);
  });

  it('refuses a replayed counter, another origin or relying party, a forged signature and a sign-in without user verification', async () => {
    const me = await verifiedSession('passkey-refusals');
    const authenticator = new SoftAuthenticator(appOrigin());
    await addPasskey(me, authenticator);

    const ok = await signInOptions();
    expect((await passkeySignIn(ok.challengeId, authenticator.get(ok.options))).status).toBe(200);
    const used = authenticator.credentials[0]!.counter;

    const cases: [string, (o: Awaited<ReturnType<typeof signInOptions>>['options']) => unknown][] = [
      ['the same counter again', (o) => authenticator.get(o, { counter: used })],
      ['a smaller counter', (o) => authenticator.get(o, { counter: used - 1 })],
      ['another origin', (o) => authenticator.get(o, { origin: 'https://kisa.example.evil' })],
      ['another relying party', (o) => authenticator.get(o, { rpId: 'evil.example' })],
      ['no user verification', (o) => authenticator.get(o, { userVerified: false })],
      [
        'a forged signature',
        (o) => {
          const answer = authenticator.get(o);
          const signature = Buffer.from(answer.response.signature, 'base64url');
          signature[signature.length - 1]! ^= 0xff;
          return { ...answer, response: { ...answer.response, signature: signature.toString('base64url') } };
        },
      ],
    ];
    for (const [what, answer] of cases) {
      const { options, challengeId } = await signInOptions();
      const refused = await passkeySignIn(challengeId, answer(options));
      expect(refused.status, what).toBe(401);
      expect(refused.body.errorMessage, what).toBe(MSG.passkeySignInFailed);
    }
    const garbage = await call('POST', '/api/auth/passkey', { json: { challengeId: (await signInOptions()).challengeId, response: { id: 'x' } } });
    expect(garbage.status).toBe(400);

    // Registration checks the same: another origin or relying party is not added.
    for (const [what, overrides] of [
      ['another origin', { origin: 'http://127.0.0.2:1' }],
      ['another relying party', { rpId: 'evil.example' }],
    ] as const) {
      const options = await call('POST', '/api/me/passkeys/options', { headers: me.auth });
      const refused = await call('POST', '/api/me/passkeys', {
        headers: me.auth,
        json: { name: 'x', response: authenticator.create(options.body.options, overrides) },
      });
      expect(refused.status, what).toBe(400);
      expect(refused.body.errorMessage, what).toBe(MSG.passkeyNotVerified);
    }
    expect((await call('GET', '/api/me/passkeys', { headers: me.auth })).body.passkeys).toHaveLength(1);
  });

  it('uses a challenge once, and not after it expired', async () => {
    const me = await verifiedSession('passkey-challenge');
    const authenticator = new SoftAuthenticator(appOrigin());
    await addPasskey(me, authenticator);

    const { options, challengeId } = await signInOptions();
    expect((await passkeySignIn(challengeId, authenticator.get(options))).status).toBe(200);
    const replay = await passkeySignIn(challengeId, authenticator.get(options));
    expect(replay.status, 'a used challenge, freshly signed').toBe(401);

    const stale = await signInOptions();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webauthnChallengeKey(stale.challengeId),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await passkeySignIn(stale.challengeId, authenticator.get(stale.options))).status, 'an expired challenge').toBe(401);

    // A registration challenge is single-use too, and not a sign-in's.
    const reg = await call('POST', '/api/me/passkeys/options', { headers: me.auth });
    const response = authenticator.create(reg.body.options);
    expect((await call('POST', '/api/me/passkeys', { headers: me.auth, json: { name: 'one', response } })).status).toBe(201);
    expect((await call('POST', '/api/me/passkeys', { headers: me.auth, json: { name: 'two', response } })).status).toBe(400);
    expect((await passkeySignIn(reg.body.options.challenge, authenticator.get(reg.body.options))).status, 'a registration challenge signs nobody in').toBe(401);
  });

  it("refuses another account's credential and challenge, and a removed passkey", async () => {
    const alice = await verifiedSession('passkey-alice');
    const bob = await verifiedSession('passkey-bob');
    const alicesKey = new SoftAuthenticator(appOrigin());
    const added = await addPasskey(alice, alicesKey);

    // Bob's e-mail binds the challenge to Bob: Alice's passkey does not answer it.
    const forBob = await signInOptions(bob.email);
    expect((await passkeySignIn(forBob.challengeId, alicesKey.get(forBob.options, { credential: alicesKey.credentials[0] }))).status).toBe(401);
    // A user handle naming Bob on Alice's credential.
    const plain = await signInOptions();
    const bobHandle = Buffer.from(bob.user.id).toString('base64url');
    expect((await passkeySignIn(plain.challengeId, alicesKey.get(plain.options, { userHandle: bobHandle }))).status).toBe(401);
    // Bob answers a registration challenge issued to Alice.
    const alicesOptions = await call('POST', '/api/me/passkeys/options', { headers: alice.auth });
    const stolen = await call('POST', '/api/me/passkeys', {
      headers: bob.auth,
      json: { name: 'x', response: new SoftAuthenticator(appOrigin()).create(alicesOptions.body.options) },
    });
    expect(stolen.status).toBe(400);
    // Bob can neither rename nor remove Alice's passkey.
    expect((await call('PATCH', `/api/me/passkeys/${added.id}`, { headers: bob.auth, json: { name: 'mine' } })).status).toBe(404);
    expect((await call('DELETE', `/api/me/passkeys/${added.id}`, { headers: bob.auth })).status).toBe(404);

    const renamed = await call('PATCH', `/api/me/passkeys/${added.id}`, { headers: alice.auth, json: { name: 'Telefon ığüşöç' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Telefon ığüşöç');
    expect((await call('PATCH', `/api/me/passkeys/${added.id}`, { headers: alice.auth, json: { name: '   ' } })).status).toBe(400);

    // Removing needs a recent sign-in of a session: an API key is refused.
    const key = await call('POST', '/api/keys', { headers: alice.auth, json: { name: 'ci' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const byKey = await call('DELETE', `/api/me/passkeys/${added.id}`, { headers: { authorization: `Bearer ${key.body.key}` } });
    expect(byKey.status).toBe(403);

    const removed = await call('DELETE', `/api/me/passkeys/${added.id}`, { headers: alice.auth });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: MSG.passkeyRemoved });
    expect((await getUser(alice.user.id))?.secondFactors?.passkeys, 'the profile count drops with it').toBe(0);
    expect((await call('DELETE', `/api/me/passkeys/${added.id}`, { headers: alice.auth })).status).toBe(404);
    const after = await signInOptions();
    expect((await passkeySignIn(after.challengeId, alicesKey.get(after.options))).status, 'a removed passkey').toBe(401);
  });
});
