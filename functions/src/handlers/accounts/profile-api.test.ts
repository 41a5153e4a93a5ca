import { MSG, type User } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { call } from '#test-support/api.js';
import { signIn, verifiedSession } from '#test-support/accounts.js';

/**
 * Settings → Profile through the runtime: one's own name (PATCH /api/me) and password
 * (PUT /api/me/password, with the current one), for a member as much as an owner.
 */
describe('PATCH /api/me', () => {
  it('saves one’s own name, in any script, and refuses an empty or invisible one', async () => {
    const me = await verifiedSession('profile-name');
    const saved = await call('PATCH', '/api/me', { headers: me.auth, json: { name: '  Şule Yıldız 🌙 ' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ message: MSG.profileSaved });
    expect((await call<User>('GET', '/api/me', { headers: me.auth })).body.name).toBe('Şule Yıldız 🌙');
    for (const name of ['', '   ', 'a\u202eb']) {
      const refused = await call('PATCH', '/api/me', { headers: me.auth, json: { name } });
      expect(refused.status, `name ${JSON.stringify(name)}`).toBe(400);
    }
    expect((await call<User>('GET', '/api/me', { headers: me.auth })).body.name).toBe('Şule Yıldız 🌙');
  });
});

describe('PUT /api/me/password', () => {
  it('needs the current password; then signs in with the new one only, ends other sessions and API keys, keeps the calling session', async () => {
    const me = await verifiedSession('profile-password');
    const other = await signIn(me.email, me.password);
    const key = await call<{ key: string }>('POST', '/api/keys', { headers: me.auth, json: { name: 'ci' } });
    expect(key.status).toBe(201);
    const apiKey = { authorization: `Bearer ${key.body.key}` };

    const wrong = await call('PUT', '/api/me/password', { headers: me.auth, json: { currentPassword: 'not it at all', password: 'yepyeni şifre 42' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe(MSG.currentPasswordWrong);
    const tooShort = await call('PUT', '/api/me/password', { headers: me.auth, json: { currentPassword: me.password, password: 'short' } });
    expect(tooShort.body.errorMessage).toBe(MSG.passwordTooShort);
    expect((await call('GET', '/api/me', { headers: other.auth })).status, 'nothing changed by refused attempts').toBe(200);

    const changed = await call('PUT', '/api/me/password', { headers: me.auth, json: { currentPassword: me.password, password: 'yepyeni şifre 42' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ message: MSG.passwordChanged });
    expect((await call('GET', '/api/me', { headers: me.auth })).status, 'the calling session stays').toBe(200);
    expect((await call('GET', '/api/me', { headers: other.auth })).status, 'another session ends').toBe(401);
    expect((await call('GET', '/api/me', { headers: apiKey })).status, 'API keys are revoked').toBe(401);
    expect((await call('POST', '/api/auth/signin', { json: { email: me.email, password: me.password } })).status, 'the old password').toBe(401);
    expect((await call('POST', '/api/auth/signin', { json: { email: me.email, password: 'yepyeni şifre 42' } })).status, 'the new password').toBe(200);
  });
});
