import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { MSG, ROLE_SCOPES, VERIFY_BROWSER_COOKIE, type User } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { RATE_LIMITS } from '#core/rate-limits/limits.js';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail } from '#test-support/api.js';
import { makeAdmin, signIn, verifiedSession } from '#test-support/accounts.js';
import { BAD_TEXTS, LONG_ID } from '#test-support/bad-input.js';

// Integration: the real handlers behind the local gateway, against the emulators.

const PASSWORD = 'correct horse';

async function signUp(email: string, name = 'Test User') {
  const res = await call('POST', '/api/auth/signup', { json: { name, email, password: PASSWORD } });
  expect(res.status, `sign-up of ${email}: ${JSON.stringify(res.body)}`).toBe(201);
  return res;
}

async function mailedToken(email: string, kind: 'verify' | 'reset', after?: number) {
  const subject = kind === 'verify' ? 'Verify your Kisa account' : 'Reset your Kisa password';
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: subject, after });
  return { mail, token: tokenFromLinks(mail.links, kind) };
}

async function signUpVerified(email: string) {
  await signUp(email);
  const { token } = await mailedToken(email, 'verify');
  const verified = await call('GET', `/api/auth/verify/${token}`);
  expect(verified.status).toBe(200);
}

/** How many mails the outbox holds for one address (the helper only finds the newest). */
async function mailCount(email: string): Promise<number> {
  const store = (await (await fetch(`${runtime().sesUrl}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
  return store.emails.filter((e) => e.destination.to.includes(email)).length;
}

const sessionCookieOf = (cookies: string[]) => cookies.find((c) => c.startsWith('token='));

/**
 * The response headers that could differ between two answers (not the date or the request id;
 * the sign-up's browser mark is a fresh random value every time, for known and new addresses alike).
 */
const headersOf = (res: { headers: Headers }) =>
  Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !['date', 'apigw-requestid'].includes(name))
      .map(([name, value]) => [
        name,
        name === 'set-cookie' ? value.replace(new RegExp(`(^|, )${VERIFY_BROWSER_COOKIE}=[\\w-]+`, 'g'), `$1${VERIFY_BROWSER_COOKIE}=…`) : value,
      ]),
  );

describe('accounts API', () => {
  it('signs up, verifies by mail (signed in), signs in, reads /api/me by cookie and bearer, signs out', async () => {
    const email = uniqueEmail('journey');
    const before = Date.now();
    const signup = await signUp(email, 'Ada Lovelace');
    expect(signup.body).toEqual({ message: MSG.signupDone });
    expect(signup.headers.get('cache-control')).toBe('no-store');

    const { mail, token } = await mailedToken(email, 'verify', before);
    expect(mail.from).toContain('no-reply@kisa.local');
    expect(mail.text).toContain(`${runtime().appUrl}/verify/${token}`);
    expect(mail.html).toContain(`${runtime().appUrl}/verify/${token}`);

    // From another browser (no sign-up mark) the link would verify and sign nobody in: verify-csrf-api.test.ts.
    const verified = await call('GET', `/api/auth/verify/${token}`, { headers: signUpBrowser(signup) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.message).toBe(MSG.verified);
    expect(typeof verified.body.token).toBe('string');
    const user: User = verified.body.user;
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      email,
      role: 'user',
      teamId: expect.any(String),
      teamRole: 'owner',
      plan: 'Enterprise',
      verified: true,
    });
    expect(sessionCookieOf(verified.cookies)).toBe(`token=${verified.body.token}; HttpOnly; Path=/; Max-Age=86400; SameSite=Lax`);

    const again = await call('GET', `/api/auth/verify/${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorMessage: MSG.invalidToken });

    // E-mails compare case-insensitively.
    const signin = await call('POST', '/api/auth/signin', { json: { email: email.toUpperCase(), password: PASSWORD } });
    expect(signin.status, JSON.stringify(signin.body)).toBe(200);
    expect(signin.body.user).toEqual(user);
    const cookie = sessionCookieOf(signin.cookies);
    expect(cookie).toMatch(/^token=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Path=\/; Max-Age=86400; SameSite=Lax$/);

    const byCookie = await call('GET', '/api/me', { headers: { cookie: cookie!.split(';')[0]! } });
    expect(byCookie.status).toBe(200);
    // /api/me also lists invitations to the caller's address: none here.
    expect(byCookie.body).toEqual({ ...user, invitations: [], scopes: [...ROLE_SCOPES.owner] });
    const byBearer = await call('GET', '/api/me', { headers: { authorization: `Bearer ${signin.body.token}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toEqual({ ...user, invitations: [], scopes: [...ROLE_SCOPES.owner] });
    const byVerifySession = await call('GET', '/api/me', { headers: { authorization: `Bearer ${verified.body.token}` } });
    expect(byVerifySession.body).toEqual({ ...user, invitations: [], scopes: [...ROLE_SCOPES.owner] });

    const signout = await call('POST', '/api/auth/signout', { headers: { cookie: cookie!.split(';')[0]! } });
    expect(signout.status).toBe(200);
    expect(signout.body).toEqual({ message: MSG.signedOut });
    expect(sessionCookieOf(signout.cookies)).toBe('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax');

    const anonymous = await call('GET', '/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errorMessage: MSG.unauthorized });
  });

  it('answers a sign-up for a taken e-mail (any case) exactly like a new one, makes no account, and mails the owner instead', async () => {
    const email = uniqueEmail('dup');
    const first = await signUp(email, 'First Owner');
    await mailedToken(email, 'verify');
    const before = Date.now();
    for (const variant of [email, email.toUpperCase()]) {
      const res = await call('POST', '/api/auth/signup', {
        json: { name: 'Win a prize at http://evil.example', email: variant, password: 'another password' },
      });
      expect({ status: res.status, body: res.body }, `second sign-up as ${variant}`).toEqual({ status: first.status, body: first.body });
      expect(res.body).toEqual({ message: MSG.signupDone });
      expect(headersOf(res)).toEqual(headersOf(first));
    }
    // The owner hears of it, with sign-in and reset links, greeted by their own name.
    const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Someone tried to sign up', after: before });
    expect(mail.links).toEqual([`${runtime().appUrl}/signin`, `${runtime().appUrl}/recoveronmuud`]);
    expect(mail.text.startsWith('Hello First Owner,\n')).toBe(true);
    expect(mail.text).not.toContain('evil');
    expect(await mailCount(email), 'one verification mail + two notices').toBe(3);
    // Nothing changed: the second password does not sign in; the first account is still unverified.
    expect((await call('POST', '/api/auth/signin', { json: { email, password: 'another password' } })).status).toBe(401);
    expect((await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } })).status).toBe(403);
  });

  it('answers sign-up, recover and resend-verification with the same status, body and headers for a known and an unknown e-mail', async () => {
    const known = uniqueEmail('known');
    await signUp(known);
    const pairs: [string, (email: string) => Record<string, unknown>][] = [
      ['/api/auth/signup', (email) => ({ name: 'Someone', email, password: PASSWORD })],
      ['/api/auth/recover', (email) => ({ email })],
      ['/api/auth/resend-verification', (email) => ({ email })],
    ];
    for (const [path, body] of pairs) {
      const a = await call('POST', path, { json: body(known) });
      const b = await call('POST', path, { json: body(uniqueEmail('unknown')) });
      expect({ path, status: a.status, body: a.body, headers: headersOf(a) }).toEqual({ path, status: b.status, body: b.body, headers: headersOf(b) });
    }
  });

  it('creates exactly one account when sign-ups race for one e-mail', async () => {
    const email = uniqueEmail('race');
    // As many racers as one e-mail may see sign-ups per window (core/rate-limits/limits.ts).
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.signUpsPerEmail.limit }, (_, i) =>
        call('POST', '/api/auth/signup', { json: { name: `Racer ${i}`, email, password: PASSWORD } }),
      ),
    );
    // Every racer hears the same; the losers' sign-ups became notices to the winner.
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual(Array(RATE_LIMITS.signUpsPerEmail.limit).fill(201));

    // The winner's account works end to end; the losers left nothing that could sign in.
    const { token } = await mailedToken(email, 'verify');
    expect((await call('GET', `/api/auth/verify/${token}`)).status).toBe(200);
    expect((await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an unverified sign-in with 403 (only with the right password) and resends a working link', async () => {
    const email = uniqueEmail('unverified');
    await signUp(email);
    const { token: firstToken } = await mailedToken(email, 'verify');

    const wrong = await call('POST', '/api/auth/signin', { json: { email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    const refused = await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorMessage: MSG.notVerified });
    expect(sessionCookieOf(refused.cookies)).toBeUndefined();

    const resend = await call('POST', '/api/auth/resend-verification', { json: { email } });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ message: MSG.verificationSent });
    const { token } = await mailedToken(email, 'verify');
    expect(token).not.toBe(firstToken);

    // Only the newest link works.
    expect((await call('GET', `/api/auth/verify/${firstToken}`)).status).toBe(400);
    const verified = await call('GET', `/api/auth/verify/${token}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    // A resent link carries no session (the password was not at hand): verified, then sign in.
    expect(verified.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null, user: { email, verified: true } });
    expect(sessionCookieOf(verified.cookies)).toBeUndefined();

    expect((await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('answers resend-verification the same for unknown and already verified accounts, without mail', async () => {
    const verifiedEmail = uniqueEmail('already');
    await signUpVerified(verifiedEmail);
    for (const email of [uniqueEmail('nobody'), verifiedEmail]) {
      const res = await call('POST', '/api/auth/resend-verification', { json: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.verificationSent });
    }
    expect(await mailCount(verifiedEmail), 'mails to the verified account: only the sign-up one').toBe(1);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const email = uniqueEmail('wrongpw');
    await signUpVerified(email);
    const wrongPassword = await call('POST', '/api/auth/signin', { json: { email, password: 'not the password' } });
    const unknownEmail = await call('POST', '/api/auth/signin', { json: { email: uniqueEmail('ghost'), password: PASSWORD } });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorMessage: MSG.wrongCredentials });
      expect(sessionCookieOf(res.cookies)).toBeUndefined();
    }
  });

  it('says a disabled account is disabled (403) only once the password was right; a wrong password stays a wrong password; its verification link signs nobody in', async () => {
    const admin = await verifiedSession('disabler');
    await makeAdmin(admin.user.id);
    const email = uniqueEmail('disabled');
    const signup = await signUp(email);
    const { token } = await mailedToken(email, 'verify');
    const users = await call('GET', '/api/admin/users?page=1&limit=100', { headers: admin.auth });
    const user = (users.body.items as { id: string; email: string }[]).find((u) => u.email === email);
    expect(user, `${email} among the newest 100 users`).toBeDefined();
    const disabled = await call('PATCH', `/api/admin/users/${user!.id}`, { headers: admin.auth, json: { disabled: true } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);

    // The switch is the profile: Cognito keeps the identity enabled, because a disabled
    // Cognito user is refused before its password is checked (in AWS; cognito-local does not).
    const env = runtime().env;
    const cognito = new CognitoIdentityProviderClient({
      region: env.AWS_REGION,
      endpoint: env.COGNITO_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    });
    const identity = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: user!.id }));
    cognito.destroy();
    expect(identity.Enabled, 'the Cognito identity of a disabled account').toBe(true);

    const verified = await call('GET', `/api/auth/verify/${token}`, { headers: signUpBrowser(signup) });
    expect({ status: verified.status, token: verified.body.token ?? null }, 'the verification link of a disabled account').toEqual({
      status: 200,
      token: null,
    });
    expect(sessionCookieOf(verified.cookies)).toBeUndefined();
    const wrong = await call('POST', '/api/auth/signin', { json: { email, password: 'not the password' } });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: expect.objectContaining({ errorMessage: MSG.wrongCredentials }) });
    const res = await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: expect.objectContaining({ errorMessage: MSG.accountDisabled }) });
    expect(sessionCookieOf(res.cookies)).toBeUndefined();
  });

  it('validates input with the shared messages', async () => {
    const empty = await call('POST', '/api/auth/signup', { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorMessage: MSG.allFieldsRequired });
    const badEmail = await call('POST', '/api/auth/signin', { json: { email: 'not-an-email', password: 'x' } });
    expect(badEmail.body).toMatchObject({ errorMessage: MSG.invalidEmail });
    const short = await call('POST', '/api/auth/signup', { json: { name: 'A', email: uniqueEmail('short'), password: 'short' } });
    expect(short.body).toMatchObject({ errorMessage: MSG.passwordTooShort });
  });

  it('refuses sign-up names with control, line-break or bidi-override characters (400) and stores nothing', async () => {
    const email = uniqueEmail('bad-name');
    for (const [what, name] of BAD_TEXTS) {
      const res = await call('POST', '/api/auth/signup', { json: { name, email, password: PASSWORD } });
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.nameInvalidCharacters }),
      });
    }
    expect(await mailCount(email), 'no verification mail').toBe(0);
    // The e-mail was never claimed: the same sign-up with a plain name gets the verification mail.
    await signUp(email, 'Evil Knievel');
    await mailedToken(email, 'verify');
  });

  it('recovers a password: same answer for unknown e-mails, single-use reset link, new password works', async () => {
    const email = uniqueEmail('recover');
    await signUpVerified(email);

    const unknown = await call('POST', '/api/auth/recover', { json: { email: uniqueEmail('nobody') } });
    const known = await call('POST', '/api/auth/recover', { json: { email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ message: MSG.recoverSent });
    expect(known.body).toEqual(unknown.body);

    // A key made before the reset (by the owner, or by whoever knew the old password).
    const signedIn = await call<{ token: string }>('POST', '/api/auth/signin', { json: { email, password: PASSWORD } });
    const made = await call<{ key: string }>('POST', '/api/keys', {
      json: { name: 'made before the reset' },
      headers: { authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const byKey = { authorization: `Bearer ${made.body.key}` };
    expect((await call('GET', '/api/me', { headers: byKey })).status, 'the key works before the reset').toBe(200);

    const { token } = await mailedToken(email, 'reset');
    expect((await call('GET', `/api/auth/reset/${token}`)).body).toEqual({ formAllowed: true, message: MSG.resetAllowed });
    // Checking does not use the token up; a rejected password does not either.
    expect((await call('GET', `/api/auth/reset/${token}`)).body.formAllowed).toBe(true);
    const tooShort = await call('POST', `/api/auth/reset/${token}`, { json: { password: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toMatchObject({ errorMessage: MSG.passwordTooShort });

    const reset = await call('POST', `/api/auth/reset/${token}`, { json: { password: 'a brand new one' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toEqual({ message: MSG.resetDone });

    const reused = await call('POST', `/api/auth/reset/${token}`, { json: { password: 'yet another one' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ errorMessage: MSG.invalidToken });
    expect((await call('GET', `/api/auth/reset/${token}`)).body).toEqual({ formAllowed: false, message: MSG.invalidToken });

    expect((await call('POST', '/api/auth/signin', { json: { email, password: PASSWORD } })).status).toBe(401);
    const after = await call<{ token: string }>('POST', '/api/auth/signin', { json: { email, password: 'a brand new one' } });
    expect(after.status).toBe(200);
    // A reset ends the API keys too: an intruder's key must not outlive it.
    expect((await call('GET', '/api/me', { headers: byKey })).status, 'the key made before the reset').toBe(401);
    expect((await call('GET', '/api/keys', { headers: { authorization: `Bearer ${after.body.token}` } })).body.items, 'keys listed after the reset').toEqual(
      [],
    );
  });

  it('rejects made-up and cross-purpose tokens', async () => {
    const bogus = 'A'.repeat(43);
    expect((await call('GET', `/api/auth/verify/${bogus}`)).status).toBe(400);
    expect((await call('GET', `/api/auth/reset/${bogus}`)).body).toEqual({ formAllowed: false, message: MSG.invalidToken });
    expect((await call('POST', `/api/auth/reset/${bogus}`, { json: { password: 'long enough' } })).status).toBe(400);
    // A token that cannot exist (3,000 characters) answers the same, never a 500.
    for (const res of [
      await call('GET', `/api/auth/verify/${LONG_ID}`),
      await call('POST', `/api/auth/reset/${LONG_ID}`, { json: { password: 'long enough' } }),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.invalidToken }) });
    }
    expect((await call('GET', `/api/auth/reset/${LONG_ID}`)).body).toEqual({ formAllowed: false, message: MSG.invalidToken });

    // A verification token is not a reset token (and is not used up by trying).
    const email = uniqueEmail('purpose');
    await signUp(email);
    const { token } = await mailedToken(email, 'verify');
    expect((await call('POST', `/api/auth/reset/${token}`, { json: { password: 'long enough' } })).status).toBe(400);
    expect((await call('GET', `/api/auth/verify/${token}`)).status).toBe(200);
  });

  it('refuses invalid bearer tokens and unknown API keys', async () => {
    for (const authorization of ['Bearer not.a.jwt', 'Bearer kisa_0123456789abcdef', 'Basic dXNlcjpwYXNz']) {
      const res = await call('GET', '/api/me', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.body).toMatchObject({ errorMessage: MSG.unauthorized });
    }
  });
});

describe('sessions end on sign-out and password reset', () => {
  // Every check runs right after the change, usually within the same second: sessions are
  // listed by id, so nothing depends on the second-granular `iat`/`auth_time`.
  const me = (token: string) => call('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } });
  const meByCookie = (token: string) => call('GET', '/api/me', { headers: { cookie: `token=${token}` } });
  const createLink = (token: string) =>
    call('POST', '/api/links', {
      headers: { authorization: `Bearer ${token}` },
      json: { longUrl: 'https://example.com/session', shortUrl: `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` },
    });

  it('issues access tokens with jti, auth_time, iat and exp (origin_jti in AWS only)', async () => {
    const { token } = await verifiedSession('claims');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      token_use: 'access',
      jti: expect.any(String),
      auth_time: expect.any(Number),
      iat: expect.any(Number),
      exp: expect.any(Number),
      username: expect.any(String),
    });
  });

  it('sign-out ends exactly the session it was called with, at once; signing out again still answers 200', async () => {
    const first = await verifiedSession('signout');
    const second = await signIn(first.email, first.password);
    expect((await me(second.token)).status).toBe(200);

    const signout = await call('POST', '/api/auth/signout', { headers: { cookie: `token=${second.token}` } });
    expect(signout.status).toBe(200);
    expect(signout.body).toEqual({ message: MSG.signedOut });
    expect(sessionCookieOf(signout.cookies)).toBe('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax');

    for (const res of [await me(second.token), await meByCookie(second.token), await createLink(second.token)]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorMessage: MSG.unauthorized });
    }
    // The user's other session (another device) is still signed in.
    expect((await me(first.token)).status).toBe(200);
    expect((await createLink(first.token)).status).toBe(201);

    // Signing out with a dead, a forged or no token clears the cookie all the same.
    const dead: Record<string, string>[] = [
      { cookie: `token=${second.token}` },
      { authorization: `Bearer ${second.token}` },
      { cookie: 'token=not.a.jwt' },
      {},
    ];
    for (const headers of dead) {
      const again = await call('POST', '/api/auth/signout', { headers });
      expect(again.status).toBe(200);
      expect(sessionCookieOf(again.cookies)).toBe('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax');
    }
    expect((await me(first.token)).status).toBe(200);
  });

  it("a password reset ends every earlier session of the user, not others'; signing in right after works", async () => {
    const viaVerify = await verifiedSession('reset-sessions');
    const viaSignIn = await signIn(viaVerify.email, viaVerify.password);
    const bystander = await verifiedSession('bystander');

    const before = Date.now();
    expect((await call('POST', '/api/auth/recover', { json: { email: viaVerify.email } })).status).toBe(200);
    const { token: resetToken } = await mailedToken(viaVerify.email, 'reset', before);
    const reset = await call('POST', `/api/auth/reset/${resetToken}`, { json: { password: 'a brand new one' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    for (const token of [viaVerify.token, viaSignIn.token]) {
      expect((await me(token)).status).toBe(401);
      expect((await createLink(token)).status).toBe(401);
    }
    // Straight after the reset (usually within the same second): the new session works.
    const fresh = await signIn(viaVerify.email, 'a brand new one');
    expect((await me(fresh.token)).status).toBe(200);
    expect((await createLink(fresh.token)).status).toBe(201);
    expect((await me(bystander.token)).status).toBe(200);
  });

  it('a verification link followed after a password reset verifies but signs nobody in', async () => {
    const email = uniqueEmail('reset-first');
    const before = Date.now();
    const signup = await signUp(email);
    const { token: verifyToken } = await mailedToken(email, 'verify', before);
    expect((await call('POST', '/api/auth/recover', { json: { email } })).status).toBe(200);
    const { token: resetToken } = await mailedToken(email, 'reset', before);
    expect((await call('POST', `/api/auth/reset/${resetToken}`, { json: { password: 'a brand new one' } })).status).toBe(200);

    const verified = await call('GET', `/api/auth/verify/${verifyToken}`, { headers: signUpBrowser(signup) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null, user: { email, verified: true } });
    expect(sessionCookieOf(verified.cookies)).toBeUndefined();
  });
});
