import { describe, expect, it, vi, beforeEach } from 'vitest';

// Structural, not timed: every path of the calls that must not reveal whether an address has
// an account runs its existence-dependent work inside `evenAnswer`, which answers at a fixed
// floor; and `atLeast` (the floor) holds on success and failure alike. The measured times are
// in infra/bench/bench-enumeration.ts.

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.MAIL_FROM ??= 'no-reply@kisa.test';
  process.env.APP_URL ??= 'http://app.test';
});

/** Every data/identity/mail call, with the padded call it ran in (null: outside any). */
const calls: { fn: string; inside: string | null }[] = [];
let inside: string | null = null;
const padded: string[] = [];
const track =
  <T>(fn: string, answer: (...args: any[]) => T) =>
  (...args: any[]) => {
    calls.push({ fn, inside });
    return answer(...args);
  };

const known = { userId: 'u1', email: 'known@x.io', name: 'Known', verified: false };
let accounts: Record<string, typeof known> = {};

vi.mock('./even-answer.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./even-answer.js')>()),
  evenAnswer: async (call: string, work: () => Promise<unknown>) => {
    padded.push(call);
    inside = call;
    try {
      return await work();
    } finally {
      inside = null;
    }
  },
}));
vi.mock('../rate-limits/check-rate-limit.js', () => ({ checkRateLimits: async () => ({ refund: async () => undefined }) }));
vi.mock('#data/accounts/users-repo.js', () => ({
  getUserIdByEmail: track('getUserIdByEmail', async (email: string) => accounts[email]?.userId ?? null),
  getUser: track('getUser', async (id: string) => Object.values(accounts).find((a) => a.userId === id) ?? null),
  createAccount: track('createAccount', async () => 'created'),
}));
vi.mock('#identity/user-pool.js', () => ({
  createIdentity: track('createIdentity', async () => undefined),
  deleteIdentity: track('deleteIdentity', async () => undefined),
  signInWithPassword: track('signInWithPassword', async () => null),
}));
vi.mock('./one-time-tokens.js', () => ({ TOKEN_TTL_SECONDS: { verify: 86400, reset: 3600 }, issueToken: track('issueToken', async () => 'token') }));
vi.mock('#mail/send-mail.js', () => ({ sendMail: track('sendMail', async () => undefined) }));

const { atLeast } = await import('#lib/timing/at-least.js');
const { ANSWER_FLOOR_MS } = await import('./even-answer.js');
const { signUp } = await import('./sign-up.js');
const { requestPasswordReset } = await import('./request-password-reset.js');
const { resendVerification } = await import('./resend-verification.js');
const { signIn } = await import('./sign-in.js');

const from = { ip: '203.0.113.1', browser: 'test-browser' };
const input = (email: string) => ({ name: 'N', email, password: 'long enough' });

beforeEach(() => {
  calls.length = 0;
  padded.length = 0;
  accounts = { [known.email]: known };
});

describe('account calls that must not reveal an account', () => {
  const cases: [string, string, (email: string) => Promise<unknown>][] = [
    ['sign-up', 'signUp', (email) => signUp(input(email), from)],
    ['recover', 'recover', (email) => requestPasswordReset(email, from)],
    ['resend-verification', 'resendVerification', (email) => resendVerification(email, from)],
    ['sign-in (refused)', 'signInRefusal', (email) => signIn({ email, password: 'wrong' }, from).catch(() => undefined)],
  ];

  for (const [name, call, run] of cases) {
    it(`${name}: a known and an unknown address take the same padded path (${call})`, async () => {
      for (const email of [known.email, 'unknown@x.io']) {
        calls.length = 0;
        padded.length = 0;
        await run(email);
        expect(padded, email).toEqual([call]);
        expect(calls.length, `${email}: some lookup happened`).toBeGreaterThan(0);
        expect(
          calls.filter((c) => c.inside !== call),
          `${email}: work outside the floor`,
        ).toEqual([]);
      }
    });
  }

  it('mail the owner of a taken address instead of answering differently', async () => {
    await signUp(input(known.email), from);
    expect(calls.map((c) => c.fn)).toEqual(['getUserIdByEmail', 'getUser', 'sendMail']);
    await signUp(input('new@x.io'), from);
    expect(calls.map((c) => c.fn)).toContain('createIdentity');
  });

  it('have floors above what the slow paths take', () => {
    expect(ANSWER_FLOOR_MS.signUp).toBeGreaterThanOrEqual(1000);
    for (const floor of Object.values(ANSWER_FLOOR_MS)) expect(floor).toBeGreaterThanOrEqual(300);
  });
});

describe('atLeast', () => {
  /** A clock that only moves when work or sleep moves it. */
  function clock() {
    let t = 0;
    const slept: number[] = [];
    return {
      now: () => t,
      sleep: async (ms: number) => {
        slept.push(ms);
        t += ms;
      },
      advance: (ms: number) => (t += ms),
      slept,
    };
  }

  it('answers at the floor after fast work, on success and on failure', async () => {
    const c = clock();
    await expect(atLeast(500, async () => (c.advance(20), 'ok'), c)).resolves.toBe('ok');
    expect(c.now()).toBe(500);
    expect(c.slept).toEqual([480]);
    const d = clock();
    await expect(
      atLeast(
        500,
        async () => {
          d.advance(5);
          throw new Error('nope');
        },
        d,
      ),
    ).rejects.toThrow('nope');
    expect(d.now()).toBe(500);
  });

  it('adds nothing after slow work, and says so', async () => {
    const c = clock();
    const overrun = vi.fn();
    await atLeast(500, async () => c.advance(700), { ...c, onOverrun: overrun });
    expect(c.slept).toEqual([]);
    expect(overrun).toHaveBeenCalledWith(700);
  });

  it('pads only failures when asked (a right password is no secret)', async () => {
    const c = clock();
    await atLeast(500, async () => c.advance(10), { ...c, failuresOnly: true });
    expect(c.slept).toEqual([]);
    await expect(
      atLeast(
        500,
        async () => {
          c.advance(10);
          throw new Error('401');
        },
        { ...c, failuresOnly: true },
      ),
    ).rejects.toThrow('401');
    expect(c.slept).toEqual([490]);
  });
});
