import { MSG, RECOVERY_CODE_COUNT, SECOND_FACTOR_MSG, SIGN_IN_CHALLENGE_MAX_WRONG } from '@kisa/shared';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { type Session, TEST_PASSWORD, verifiedSession } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';

/**
 * The authenticator app (TOTP) and recovery codes through the runtime, with otpauth making the
 * codes an app would show: setting it up, the sign-in's second step, and every refusal — a code
 * two steps off, a replayed or older code, a used recovery code, a challenge that is expired,
 * forged, reused or ended by wrong codes, and a change without a recent sign-in.
 */

// The account key and the table, to sign what a test forges and to list an old session.
Object.assign(process.env, runtime().env);
const { authSubkey } = await import('#lib/crypto/auth-key.js');
const { encodeChallenge } = await import('#core/accounts/second-factor/challenge-token.js');
const { encodeKisaSessionToken } = await import('#lib/auth/kisa-session-token.js');
const { addSession } = await import('#data/accounts/sessions-repo.js');

const STEP_MS = 30_000;

/**
 * The current time step, at least 15 s before its end (waiting out the end of one), so codes of
 * steps counted from it are judged against this step by the server for the next 15 s at least.
 */
async function stepNow(): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  return Math.floor(Date.now() / STEP_MS);
}

/** The code an authenticator app shows in time step `step`. */
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * STEP_MS });

/** Sets the app up, confirming with the code of the step before `base` (so base's code stays free for a sign-in). */
async function enrol(me: Session): Promise<{ secret: string; recoveryCodes: string[]; base: number }> {
  const started = await call('POST', '/api/me/second-factor/totp', { headers: me.auth });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const base = await stepNow();
  const confirmed = await call('POST', '/api/me/second-factor/totp/confirm', { headers: me.auth, json: { code: codeAt(started.body.secret, base - 1) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes, base };
}

async function passwordStep(me: Session) {
  const answer = await call('POST', '/api/auth/signin', { json: { email: me.email, password: TEST_PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.token, 'no session before the second step').toBeUndefined();
  expect(
    answer.cookies.find((c) => c.startsWith('token=')),
    'no session cookie before the second step',
  ).toBeUndefined();
  return answer.body.secondFactor as { challenge: string; methods: string[] };
}

const secondStep = (json: Record<string, unknown>) => call('POST', '/api/auth/signin/second-factor', { json });

/** A session token whose sign-in was `minutesAgo` minutes ago, listed as a live session (what an old session looks like). */
async function oldSession(me: Session, minutesAgo: number): Promise<Record<string, string>> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - minutesAgo * 60_000);
  const expiresAt = Math.floor(Date.now() / 1000) + 24 * 3600;
  const { token, sessionId } = encodeKisaSessionToken({ userId: me.user.id, expiresAt, amr: ['pwd', 'otp'] }, await authSubkey('session-token'));
  vi.useRealTimers();
  expect(await addSession(me.user.id, { id: sessionId, expiresAt }, Date.now() - minutesAgo * 60_000)).toBe('added');
  return { authorization: `Bearer ${token}` };
}

describe('authenticator app (TOTP)', () => {
  it('sets up with a code from the app, answers 10 recovery codes once, then sign-in takes a second step', async () => {
    const me = await verifiedSession('totp-setup', 'İlkay Işık 🚀 مرحبا');
    const before = await call('GET', '/api/me/second-factor', { headers: me.auth });
    expect(before.body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });

    const started = await call('POST', '/api/me/second-factor/totp', { headers: me.auth });
    expect(started.status).toBe(200);
    const uri = URI.parse(started.body.otpauthUrl) as TOTP;
    expect([uri.issuer, uri.label, uri.secret.base32, uri.digits, uri.period]).toEqual(['Kisa', me.email, started.body.secret, 6, 30]);
    expect((await call('GET', '/api/me/second-factor', { headers: me.auth })).body.totp, 'pending is not on').toBe(false);
    // Pending: sign-in is still one step.
    expect((await call('POST', '/api/auth/signin', { json: { email: me.email, password: TEST_PASSWORD } })).body.token).toEqual(expect.any(String));

    // A wrong code does not turn it on.
    const base = await stepNow();
    const wrong = await call('POST', '/api/me/second-factor/totp/confirm', { headers: me.auth, json: { code: codeAt(started.body.secret, base + 3) } });
    expect([wrong.status, wrong.body.detail]).toEqual([400, SECOND_FACTOR_MSG.wrongCode]);
    const confirmed = await call('POST', '/api/me/second-factor/totp/confirm', { headers: me.auth, json: { code: codeAt(started.body.secret, base) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await call('GET', '/api/me/second-factor', { headers: me.auth })).body).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: 0 });
    const again = await call('POST', '/api/me/second-factor/totp', { headers: me.auth });
    expect([again.status, again.body.detail], 'a second app only after turning the first off').toEqual([409, SECOND_FACTOR_MSG.totpAlreadyOn]);

    const step = await passwordStep(me);
    expect(step.methods).toEqual(['totp', 'recovery']);
    // The confirming code is used: the next step's code signs in.
    const replayOfConfirm = await secondStep({ challenge: step.challenge, code: codeAt(started.body.secret, base) });
    expect([replayOfConfirm.status, replayOfConfirm.body.detail]).toEqual([401, SECOND_FACTOR_MSG.wrongCode]);
    const signedIn = await secondStep({ challenge: step.challenge, code: codeAt(started.body.secret, base + 1) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: me.user.id, name: 'İlkay Işık 🚀 مرحبا' });
    expect(signedIn.cookies.find((c) => c.startsWith('token='))).toBeDefined();
    const myself = await call('GET', '/api/me', { headers: { authorization: `Bearer ${signedIn.body.token}` } });
    expect(myself.status).toBe(200);

    // The same challenge again, with a fresh code: used up.
    const reused = await secondStep({ challenge: step.challenge, code: codeAt(started.body.secret, base + 2) });
    expect([reused.status, reused.body.detail]).toEqual([401, SECOND_FACTOR_MSG.stepEnded]);
  });

  it('accepts a code one step off either way, refuses two off, a replayed code and an older one', async () => {
    const me = await verifiedSession('totp-skew');
    const { secret } = await enrol(me);
    // The challenges first, so the codes two steps off are sent while the server is in `now`'s step.
    const [ahead, behind, first, replay, older] = [
      await passwordStep(me),
      await passwordStep(me),
      await passwordStep(me),
      await passwordStep(me),
      await passwordStep(me),
    ];
    const now = await stepNow();
    for (const [step, challenge] of [
      [now + 2, ahead],
      [now - 2, behind],
    ] as const) {
      const off = await secondStep({ challenge: challenge.challenge, code: codeAt(secret, step) });
      expect([step - now, off.status, off.body.detail], 'two steps off').toEqual([step - now, 401, SECOND_FACTOR_MSG.wrongCode]);
    }
    // now - 1 then now sign in; now again (a replay) and now - 1 after now (older) are refused; now + 1 signs in.
    expect((await secondStep({ challenge: first.challenge, code: codeAt(secret, now) })).status, 'this step').toBe(200);
    const replayed = await secondStep({ challenge: replay.challenge, code: codeAt(secret, now) });
    expect([replayed.status, replayed.body.detail], 'the same code twice').toEqual([401, SECOND_FACTOR_MSG.wrongCode]);
    expect((await secondStep({ challenge: replay.challenge, code: codeAt(secret, now + 1) })).status, 'one step ahead').toBe(200);
    const olderAnswer = await secondStep({ challenge: older.challenge, code: codeAt(secret, now) });
    expect([olderAnswer.status, olderAnswer.body.detail], 'a code older than the last accepted').toEqual([401, SECOND_FACTOR_MSG.wrongCode]);
    // Each refused code is a refused sign-in in the team's audit log, saying how it was tried.
    const refused = await call('GET', '/api/audit?action=signInFailed', { headers: me.auth });
    expect(refused.body.entries.map((e: { changes: { method: { after: string } } }) => e.changes.method.after)).toEqual(['totp', 'totp', 'totp', 'totp']);
  });

  it('takes a recovery code once (typed in any case, with spaces), never twice', async () => {
    const me = await verifiedSession('totp-recovery');
    const { recoveryCodes } = await enrol(me);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(me);
    const typed = ` ${code.toUpperCase().replace('-', ' - ')} `;
    const used = await secondStep({ challenge: first.challenge, recoveryCode: typed });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await call('GET', '/api/me/second-factor', { headers: me.auth })).body.recoveryCodesLeft).toBe(9);
    const second = await passwordStep(me);
    const twice = await secondStep({ challenge: second.challenge, recoveryCode: code });
    expect([twice.status, twice.body.detail]).toEqual([401, SECOND_FACTOR_MSG.wrongRecoveryCode]);
    const otherScript = await secondStep({ challenge: second.challenge, recoveryCode: 'İıİıİ-مرحبا🚀' });
    expect([otherScript.status, otherScript.body.detail]).toEqual([401, SECOND_FACTOR_MSG.wrongRecoveryCode]);
    expect((await secondStep({ challenge: second.challenge, recoveryCode: recoveryCodes[4]! })).status, 'another code still works').toBe(200);
  });

  it(`ends a challenge at its ${SIGN_IN_CHALLENGE_MAX_WRONG}th wrong code: the right code then finds it ended`, async () => {
    const me = await verifiedSession('totp-wrong');
    const { secret, recoveryCodes, base } = await enrol(me);
    const step = await passwordStep(me);
    const right = codeAt(secret, base);
    const wrongCode = right === '000000' ? '000001' : '000000';
    for (let i = 1; i <= SIGN_IN_CHALLENGE_MAX_WRONG; i++) {
      const answer = await secondStep({ challenge: step.challenge, code: wrongCode });
      expect([i, answer.status, answer.body.detail]).toEqual([i, 401, SECOND_FACTOR_MSG.wrongCode]);
    }
    const late = await secondStep({ challenge: step.challenge, code: right });
    expect([late.status, late.body.detail]).toEqual([401, SECOND_FACTOR_MSG.stepEnded]);
    const lateRecovery = await secondStep({ challenge: step.challenge, recoveryCode: recoveryCodes[0]! });
    expect([lateRecovery.status, lateRecovery.body.detail]).toEqual([401, SECOND_FACTOR_MSG.stepEnded]);
    // A new password step works (the wrong codes counted against sign-in's per-e-mail limit, not past it).
    expect((await secondStep({ challenge: (await passwordStep(me)).challenge, code: right })).status).toBe(200);
  });

  it('refuses an expired, forged or garbage challenge, and input naming no or two methods', async () => {
    const me = await verifiedSession('totp-forged');
    const { secret, base } = await enrol(me);
    const step = await passwordStep(me);
    const [payload, sig] = step.challenge.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { c: string; u: string; p: number; e: number };
    const key = await authSubkey('sign-in-challenge');
    const expired = encodeChallenge({ challengeId: claims.c, userId: claims.u, passwordAt: claims.p, expiresAt: Math.floor(Date.now() / 1000) - 1 }, key);
    const forged = `${Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString('base64url')}.${sig}`;
    const otherKey = encodeChallenge({ challengeId: claims.c, userId: claims.u, passwordAt: claims.p, expiresAt: claims.e }, Buffer.alloc(32, 1));
    for (const challenge of [expired, forged, otherKey, 'İstanbul.🚀', 'x']) {
      const answer = await secondStep({ challenge, code: codeAt(secret, base) });
      expect([challenge, answer.status, answer.body.detail]).toEqual([challenge, 401, SECOND_FACTOR_MSG.stepEnded]);
    }
    for (const json of [{ challenge: step.challenge }, { challenge: step.challenge, code: codeAt(secret, base), recoveryCode: 'abcde-fghij' }]) {
      const answer = await secondStep(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    expect((await secondStep({ challenge: step.challenge, code: '12345' })).status).toBe(400);
    // None of it used the real challenge or the code.
    expect((await secondStep({ challenge: step.challenge, code: codeAt(secret, base) })).status).toBe(200);
  });

  it('turns off and makes new recovery codes only after a recent sign-in', async () => {
    const me = await verifiedSession('totp-recent');
    const { secret, recoveryCodes, base } = await enrol(me);
    const stale = await oldSession(me, 11);
    expect((await call('GET', '/api/me', { headers: stale })).status, 'the old session is a session').toBe(200);
    for (const [method, path] of [
      ['DELETE', '/api/me/second-factor/totp'],
      ['POST', '/api/me/second-factor/recovery-codes'],
    ] as const) {
      const refused = await call(method, path, { headers: stale });
      expect([path, refused.status, refused.body.detail]).toEqual([path, 403, SECOND_FACTOR_MSG.recentSignInRequired]);
    }
    expect((await call('GET', '/api/me/second-factor', { headers: me.auth })).body.totp, 'still on').toBe(true);

    const recent = await oldSession(me, 9);
    const renewed = await call('POST', '/api/me/second-factor/recovery-codes', { headers: recent });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const step = await passwordStep(me);
    const oldCode = await secondStep({ challenge: step.challenge, recoveryCode: recoveryCodes[0]! });
    expect([oldCode.status, oldCode.body.detail], 'the old set stopped working').toEqual([401, SECOND_FACTOR_MSG.wrongRecoveryCode]);
    const signedIn = await secondStep({ challenge: step.challenge, code: codeAt(secret, base) });
    expect(signedIn.status).toBe(200);

    const off = await call('DELETE', '/api/me/second-factor/totp', { headers: { authorization: `Bearer ${signedIn.body.token}` } });
    expect([off.status, off.body.message]).toEqual([200, SECOND_FACTOR_MSG.totpTurnedOff]);
    expect((await call('GET', '/api/me/second-factor', { headers: me.auth })).body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });
    const offAgain = await call('DELETE', '/api/me/second-factor/totp', { headers: { authorization: `Bearer ${signedIn.body.token}` } });
    expect([offAgain.status, offAgain.body.detail]).toEqual([409, SECOND_FACTOR_MSG.totpNotOn]);
    // Sign-in is one step again.
    const plain = await call('POST', '/api/auth/signin', { json: { email: me.email, password: TEST_PASSWORD } });
    expect(plain.body.token).toEqual(expect.any(String));
  });

  it('keeps the password step as it was: a wrong password is refused before any challenge', async () => {
    const me = await verifiedSession('totp-password');
    await enrol(me);
    const wrong = await call('POST', '/api/auth/signin', { json: { email: me.email, password: 'not the password' } });
    expect([wrong.status, wrong.body.detail]).toEqual([401, MSG.wrongCredentials]);
  });
});
