import { MSG } from '@kisa/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { RATE_LIMITS } from '#core/rate-limits/limits.js';
import { call, runtime, uniqueEmail, type ApiAnswer } from '#test-support/api.js';
import { verifiedSession, TEST_PASSWORD } from '#test-support/accounts.js';
import { awayFromWindowTurn, callFrom, freshAddress } from '#test-support/from-address.js';

// Each test counts hits inside one fixed window: none may straddle a window's turn.
beforeEach(() => awayFromWindowTurn());

// Integration: the credential and mail endpoints' rate limits (core/rate-limits/limits.ts),
// with the real limits and a burst of requests. Each test sends from its own loopback
// addresses (the rest of the suite's 127.0.0.1 is exempt from the per-IP limits only).

/** A 429 that says when to try again, in the message and in Retry-After (at most the rule's window). */
function expectLimited(res: ApiAnswer, windowSeconds: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body).toMatchObject({ errorMessage: MSG.tooManyAttemptsIn(Math.ceil(retryAfter / 60)) });
  expect(res.body.errorMessage).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
}

async function mailCount(email: string): Promise<number> {
  const store = (await (await fetch(`${runtime().sesUrl}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
  return store.emails.filter((e) => e.destination.to.includes(email)).length;
}

const signin = (from: string, email: string, password: string) => callFrom(from, 'POST', '/api/auth/signin', { json: { email, password } });

describe('sign-in limits', () => {
  it(`counts only wrong passwords per e-mail (${RATE_LIMITS.signInFailuresPerEmail.limit} per window), then refuses even the right one, from any address`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signInFailuresPerEmail;
    const { email } = await verifiedSession('signin-limit');
    const from = freshAddress();
    for (let i = 0; i < limit - 1; i++) expect((await signin(from, email, `wrong ${i}`)).status).toBe(401);
    // A right password in between is not a failure: it does not use up the budget.
    expect((await signin(from, email, TEST_PASSWORD)).status).toBe(200);
    expect((await signin(from, email, 'wrong again')).status).toBe(401);

    expectLimited(await signin(from, email, TEST_PASSWORD), windowSeconds);
    expectLimited(await signin(freshAddress(), email, TEST_PASSWORD), windowSeconds);
    // Other accounts are not affected.
    const other = await verifiedSession('signin-other');
    expect((await signin(from, other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it(`limits wrong passwords per address across e-mails (${RATE_LIMITS.signInFailuresPerIp.limit} per window)`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signInFailuresPerIp;
    const { email } = await verifiedSession('signin-ip');
    const from = freshAddress();
    const answers = await inBatches(limit, 10, (i) => signin(from, uniqueEmail(`stuffing-${i}`), 'some password'));
    expect(answers.map((a) => a.status)).toEqual(Array(limit).fill(401));
    expectLimited(await signin(from, email, TEST_PASSWORD), windowSeconds);
    expect((await signin(freshAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('mail limits', () => {
  it(`sends at most ${RATE_LIMITS.recoversPerEmail.limit} reset mails per e-mail per window, whoever asks`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.recoversPerEmail;
    const { email } = await verifiedSession('recover-limit');
    const before = await mailCount(email);
    for (let i = 0; i < limit; i++) {
      const res = await callFrom(freshAddress(), 'POST', '/api/auth/recover', { json: { email } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MSG.recoverSent } });
    }
    expectLimited(await callFrom(freshAddress(), 'POST', '/api/auth/recover', { json: { email } }), windowSeconds);
    await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Reset your Kisa password' });
    expect(await mailCount(email)).toBe(before + limit);
    // An unknown e-mail is limited the same way (the 429 says nothing about the account).
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < limit; i++) expect((await callFrom(freshAddress(), 'POST', '/api/auth/recover', { json: { email: nobody } })).status).toBe(200);
    expectLimited(await callFrom(freshAddress(), 'POST', '/api/auth/recover', { json: { email: nobody } }), windowSeconds);
  });

  it(`limits reset requests per address (${RATE_LIMITS.recoversPerIp.limit} per window)`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.recoversPerIp;
    const from = freshAddress();
    const answers = await inBatches(limit, 10, (i) => callFrom(from, 'POST', '/api/auth/recover', { json: { email: uniqueEmail(`bomb-${i}`) } }));
    expect(answers.map((a) => a.status)).toEqual(Array(limit).fill(200));
    expectLimited(await callFrom(from, 'POST', '/api/auth/recover', { json: { email: uniqueEmail('bomb-last') } }), windowSeconds);
  });

  it(`sends at most ${RATE_LIMITS.resendsPerEmail.limit} verification mails per e-mail, and limits resends per address (${RATE_LIMITS.resendsPerIp.limit})`, async () => {
    const perEmail = RATE_LIMITS.resendsPerEmail;
    const email = uniqueEmail('resend-limit');
    const signup = await call('POST', '/api/auth/signup', { json: { name: 'Resend Limit', email, password: TEST_PASSWORD } });
    expect(signup.status).toBe(201);
    await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account' });
    for (let i = 0; i < perEmail.limit; i++) {
      const res = await callFrom(freshAddress(), 'POST', '/api/auth/resend-verification', { json: { email } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MSG.verificationSent } });
    }
    expectLimited(await callFrom(freshAddress(), 'POST', '/api/auth/resend-verification', { json: { email } }), perEmail.windowSeconds);
    expect(await mailCount(email)).toBe(1 + perEmail.limit);

    const perIp = RATE_LIMITS.resendsPerIp;
    const from = freshAddress();
    const answers = await inBatches(perIp.limit, 10, (i) =>
      callFrom(from, 'POST', '/api/auth/resend-verification', { json: { email: uniqueEmail(`resend-${i}`) } }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(perIp.limit).fill(200));
    expectLimited(await callFrom(from, 'POST', '/api/auth/resend-verification', { json: { email: uniqueEmail('resend-last') } }), perIp.windowSeconds);
  });
});

describe('sign-up limits', () => {
  it(`accepts ${RATE_LIMITS.signUpsPerIp.limit} sign-ups per address per window, then answers 429`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signUpsPerIp;
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        callFrom(from, 'POST', '/api/auth/signup', { json: { name: `Burst ${i}`, email: uniqueEmail(`burst-${i}`), password: TEST_PASSWORD } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(limit).fill(201));
    const refused = await callFrom(from, 'POST', '/api/auth/signup', { json: { name: 'One more', email: uniqueEmail('burst-last'), password: TEST_PASSWORD } });
    expectLimited(refused, windowSeconds);
  });

  it(`accepts at most ${RATE_LIMITS.signUpsPerEmail.limit} sign-ups naming one e-mail per window, from any address`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signUpsPerEmail;
    const email = uniqueEmail('signup-email');
    for (let i = 0; i < limit; i++) {
      const res = await callFrom(freshAddress(), 'POST', '/api/auth/signup', { json: { name: 'Same Address', email, password: TEST_PASSWORD } });
      expect(res.status, JSON.stringify(res.body)).not.toBe(429);
    }
    expectLimited(
      await callFrom(freshAddress(), 'POST', '/api/auth/signup', { json: { name: 'Same Address', email, password: TEST_PASSWORD } }),
      windowSeconds,
    );
  });

  it('never carries link-like text from the name into the mail', async () => {
    const email = uniqueEmail('spam-name');
    const res = await callFrom(freshAddress(), 'POST', '/api/auth/signup', {
      json: { name: 'Win a prize at http://evil.example now', email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account' });
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain('Win a prize');
    }
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.links.every((l) => l.startsWith(runtime().appUrl))).toBe(true);
  });
});

/** Runs `count` calls, `size` at a time (a burst, without flooding the local runtime). */
async function inBatches<T>(count: number, size: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => run(i + j)))));
  return out;
}
