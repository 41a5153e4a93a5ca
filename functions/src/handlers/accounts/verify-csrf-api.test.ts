import { MSG, SESSION_COOKIE } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail } from '#test-support/api.js';

// Integration: login CSRF through the verification link. An attacker
// signs up, keeps their own link and sends someone else's browser to it; before the fix the
// answer set a session for the attacker's account over whatever the browser had.

/**
 * Signs up the attacker's account and answers its (unused) verification link token, and the
 * Cookie header of the attacker's own browser (its sign-up mark): each test below sends it, so
 * each shows its own defence holding even for the browser that signed up.
 */
async function attackersLink(): Promise<{ email: string; token: string; browser: Record<string, string> }> {
  const email = uniqueEmail('csrf-attacker');
  const before = Date.now();
  const signup = await call('POST', '/api/auth/signup', { json: { name: 'Mallory', email, password: TEST_PASSWORD } });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: before });
  return { email, token: tokenFromLinks(mail.links, 'verify'), browser: signUpBrowser(signup) };
}

const setsSession = (cookies: string[]) => cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`));
const appOrigin = () => new URL(runtime().appUrl).origin;

describe('verification link: no login CSRF', () => {
  let victim: Session;
  beforeAll(async () => {
    victim = await verifiedSession('csrf-victim', 'Victor Victim');
  });

  for (const site of ['cross-site', 'same-site']) {
    it(`a ${site} request verifies the address but starts no session`, async () => {
      const { email, token, browser } = await attackersLink();
      const res = await call('GET', `/api/auth/verify/${token}`, { headers: { ...browser, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null, user: { email, verified: true } });
      expect(setsSession(res.cookies), `no session cookie: ${res.cookies.join(' | ')}`).toBe(false);
      // Verified all the same: the owner of the address signs in with the password.
      expect((await call('POST', '/api/auth/signin', { json: { email, password: TEST_PASSWORD } })).status).toBe(200);
    });
  }

  it("a same-origin request carrying another user's session cookie keeps that session", async () => {
    const { email, token, browser } = await attackersLink();
    const victimCookie = { cookie: `${SESSION_COOKIE}=${victim.token}` };
    // What the SPA's /verify/{token} page sends from the victim's browser: a same-origin fetch with the cookie.
    const res = await call('GET', `/api/auth/verify/${token}`, {
      headers: { cookie: `${victimCookie.cookie}; ${browser.cookie}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null, user: { email, verified: true } });
    expect(setsSession(res.cookies), `the victim's cookie is left alone: ${res.cookies.join(' | ')}`).toBe(false);
    const me = await call('GET', '/api/me', { headers: victimCookie });
    expect({ status: me.status, id: me.body.id }).toEqual({ status: 200, id: victim.user.id });
  });

  it("the app's own /verify page in a browser that did not sign up (same-origin, no session) verifies and signs nobody in", async () => {
    const { email, token } = await attackersLink();
    // The victim has no session; the attacker sent them to https://app/verify/TOKEN, whose fetch is same-origin.
    const res = await call('GET', `/api/auth/verify/${token}`, { headers: { origin: appOrigin(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null, user: { email, verified: true } });
    expect(setsSession(res.cookies), `no session cookie: ${res.cookies.join(' | ')}`).toBe(false);
  });

  it('a same-origin request from the browser that signed up, without a session (or with an Origin of the app), still signs the new user in', async () => {
    const { email, token, browser } = await attackersLink();
    const res = await call('GET', `/api/auth/verify/${token}`, { headers: { ...browser, origin: appOrigin(), 'sec-fetch-site': 'same-origin' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.verified, token: expect.any(String), user: { email } });
    expect(setsSession(res.cookies)).toBe(true);
  });

  it('a foreign Origin starts no session', async () => {
    const { token, browser } = await attackersLink();
    const res = await call('GET', `/api/auth/verify/${token}`, { headers: { ...browser, origin: 'http://evil.example' } });
    expect(res.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null });
    expect(setsSession(res.cookies)).toBe(false);
  });
});
