import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MSG, PLAN_ENTERPRISE, PLAN_NAMES, PLAN_RESTRICTED, PLANS } from '@kisa/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitKey } from '#data/rate-limits/rate-limit-item.js';
import { hashApiKey } from '#core/api-keys/api-key-secret.js';
import { requestCounter } from '#core/rate-limits/count-request.js';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, type ApiAnswer } from '#test-support/api.js';

vi.hoisted(() => {
  // count-request.ts (the counter's key, for the test that breaks one) loads the data layer, which reads its configuration.
  process.env.AWS_REGION ??= 'us-east-1';
});

// Integration: every signed-in request is counted per API key (a session: per user) and per team,
// by the caller's plan, and every answer says so (RateLimit-Policy, RateLimit). Windows are
// fixed minutes of the clock, so a window may turn over in the middle of a test: the assertions
// hold either way (an answer's `t` tells which window it was counted in).

const enterprise = PLANS[PLAN_ENTERPRISE];
const restricted = PLANS[PLAN_RESTRICTED];

interface Limit {
  name: string;
  remaining: number;
  reset: number;
}

/** The `RateLimit` field (`"key";r=597;t=41`), or fails saying what came instead. */
function rateLimitOf(res: ApiAnswer): Limit {
  const field = res.headers.get('ratelimit') ?? '';
  const match = field.match(/^"(\w+)";r=(\d+);t=(\d+)$/);
  if (!match) throw new Error(`expected a RateLimit field like "key";r=597;t=41 on the ${res.status} answer, got ${JSON.stringify(field)}`);
  return { name: match[1]!, remaining: Number(match[2]), reset: Number(match[3]) };
}

const policyOf = (credential: 'key' | 'user', plan: (typeof PLANS)[keyof typeof PLANS]) =>
  `"${credential}";q=${plan.perCredential.quota};w=${plan.perCredential.windowSeconds}, "team";q=${plan.perTeam.quota};w=${plan.perTeam.windowSeconds}`;

/** A second answer of the same limit: one fewer left in the same window, or a new window begun (its `t` went up). */
function expectNext(first: Limit, next: Limit, quota: number) {
  if (next.reset > first.reset) expect(next.remaining, 'the first request of a new window').toBe(quota - 1);
  else
    expect({ name: next.name, remaining: next.remaining }, 'one request more in the same window').toEqual({ name: first.name, remaining: first.remaining - 1 });
}

/** A 429 of the request limits: Retry-After is the refused window's end, the fields name it with nothing left. */
function expectRefused(res: ApiAnswer, name: string, credential: 'key' | 'user') {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const limit = rateLimitOf(res);
  expect(limit.name).toBe(name);
  expect(limit.remaining).toBe(0);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(restricted.perTeam.windowSeconds);
  expect(Math.abs(retryAfter - limit.reset)).toBeLessThanOrEqual(1);
  expect(res.headers.get('ratelimit-policy')).toBe(policyOf(credential, restricted));
  expect(JSON.stringify(res.body)).toContain(MSG.tooManyRequestsIn(retryAfter));
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const links = (auth: Record<string, string>) => call('GET', '/api/links?limit=1', { headers: auth });

async function newKey(owner: Session, name: string): Promise<string> {
  const res = await call('POST', '/api/keys', { headers: owner.auth, json: { name } });
  if (res.status !== 201) throw new Error(`expected the key ${name} to be created (201), got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.key as string;
}

/** Sends with `auth` until the first answer that is not 2xx (at most `max` requests); answers them all. */
async function until429(auths: Record<string, string>[], max: number): Promise<ApiAnswer[]> {
  const answers: ApiAnswer[] = [];
  for (let i = 0; i < max; i++) {
    const res = await links(auths[i % auths.length]!);
    answers.push(res);
    if (res.status !== 200) break;
  }
  return answers;
}

let admin: Session;
beforeAll(async () => {
  admin = await verifiedSession('limits-admin');
  await makeAdmin(admin.user.id);
});

/** A new team whose owner has two API keys, then is put on `plan` by the admin. */
async function teamOn(plan: string, tag: string) {
  const owner = await verifiedSession(tag);
  const keys = [await newKey(owner, 'first'), await newKey(owner, 'second')];
  const patched = await call('PATCH', `/api/admin/users/${owner.user.id}`, { headers: admin.auth, json: { plan } });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.plan).toBe(plan);
  return { owner, keys };
}

describe('request limits', () => {
  it('say on every answer of a signed-in request, success or error, what is left, one less per request, per key or per session', async () => {
    const owner = await verifiedSession('limits-headers');
    const key = await newKey(owner, 'headers');

    const first = await links(bearer(key));
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(policyOf('key', enterprise));
    const a = rateLimitOf(first);
    expect(a.name).toBe('key');
    expect(a.remaining).toBeLessThan(enterprise.perCredential.quota);
    expect(a.reset).toBeGreaterThanOrEqual(1);
    expect(a.reset).toBeLessThanOrEqual(enterprise.perCredential.windowSeconds);
    expectNext(a, rateLimitOf(await links(bearer(key))), enterprise.perCredential.quota);

    // An error answer carries them too (and was counted).
    const missing = await call('GET', '/api/links/aaaaaaaaaaaaaaaaaaaaaaaaaa', { headers: bearer(key) });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit-policy')).toBe(policyOf('key', enterprise));
    expect(rateLimitOf(missing).name).toBe('key');

    // A session counts per user, apart from the key.
    const session = await links(owner.auth);
    expect(session.headers.get('ratelimit-policy')).toBe(policyOf('user', enterprise));
    expect(rateLimitOf(session).name).toBe('user');

    // No caller, nothing counted: a 401, and public operations (per-address rules of their own).
    const anonymous = await links({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('ratelimit-policy')).toBeNull();
    const pub = await call('POST', '/api/auth/signin', { json: { email: owner.email, password: 'not it' } });
    expect(pub.status).toBe(401);
    expect(pub.headers.get('ratelimit')).toBeNull();
  });

  it("stop a key over its plan's limit (429, Retry-After, the fields) while another key of the team still passes", async () => {
    const { keys } = await teamOn(PLAN_RESTRICTED, 'limits-key');
    const quota = restricted.perCredential.quota;
    // A window may turn over once along the way: then the 429 comes up to `quota` requests later.
    const answers = await until429([bearer(keys[0]!)], 2 * quota + 2);
    const refused = answers.at(-1)!;
    expectRefused(refused, 'key', 'key');
    for (let i = 1; i < answers.length - 1; i++) expectNext(rateLimitOf(answers[i - 1]!), rateLimitOf(answers[i]!), quota);
    expect(answers.length).toBeGreaterThan(quota);

    const other = await links(bearer(keys[1]!));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.headers.get('ratelimit-policy')).toBe(policyOf('key', restricted));
  });

  it("stop every key and session of a team together over the team's limit", async () => {
    const { owner, keys } = await teamOn(PLAN_RESTRICTED, 'limits-team');
    // Two keys in turn: each stays under its own limit while the team reaches its own.
    expect(restricted.perTeam.quota).toBeLessThan(2 * restricted.perCredential.quota);
    const answers = await until429([bearer(keys[0]!), bearer(keys[1]!)], 2 * restricted.perTeam.quota + 2);
    const refused = answers.at(-1)!;
    expectRefused(refused, 'team', 'key');

    // The rest of the team is refused with it — unless the window turned over in between (`t` went up).
    const retryAfter = Number(refused.headers.get('retry-after'));
    for (const auth of [bearer(keys[answers.length % 2]!), owner.auth]) {
      const res = await links(auth);
      if (res.status === 200) expect(rateLimitOf(res).reset, 'a pass only in a new window').toBeGreaterThan(retryAfter);
      else expectRefused(res, 'team', auth === owner.auth ? 'user' : 'key');
    }
  });

  it('let a request through when its counter cannot be written, and count what can be', async () => {
    const { keys } = await teamOn(PLAN_RESTRICTED, 'limits-broken');
    const keyId = hashApiKey(keys[0]!);
    // The key's counter items of this window and the next hold a string: DynamoDB refuses to ADD to it.
    const now = Date.now();
    const windowMs = restricted.perCredential.windowSeconds * 1000;
    for (const at of [now, now + windowMs]) {
      const counter = requestCounter('key', keyId, restricted.perCredential.windowSeconds, at);
      await table().send(
        new PutCommand({
          TableName: runtime().env.TABLE_NAME,
          Item: { ...rateLimitKey(counter.rule, counter.subject, counter.windowStart), type: 'rateLimit', hits: 'not a number', ttl: counter.windowEnd + 60 },
        }),
      );
    }
    // More requests than the key may send: none refused, each still counted for the team.
    const answers = [];
    for (let i = 0; i < restricted.perCredential.quota + 2; i++) answers.push(await links(bearer(keys[0]!)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const res of answers) {
      expect(res.headers.get('ratelimit-policy')).toBe(policyOf('key', restricted));
      expect(rateLimitOf(res).name).toBe('team');
    }
  });
});

describe('plans', () => {
  it('are set by an admin from the table of plans; another name is refused', async () => {
    const user = await verifiedSession('limits-plan');
    const wrong = await call('PATCH', `/api/admin/users/${user.user.id}`, { headers: admin.auth, json: { plan: 'Gold' } });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain(MSG.invalidPlan(PLAN_NAMES));
    expect((await call('GET', '/api/me', { headers: user.auth })).body.plan).toBe(PLAN_ENTERPRISE);
    const set = await call('PATCH', `/api/admin/users/${user.user.id}`, { headers: admin.auth, json: { plan: PLAN_RESTRICTED } });
    expect(set.body.plan).toBe(PLAN_RESTRICTED);
    const me = await call('GET', '/api/me', { headers: user.auth });
    expect(me.body.plan).toBe(PLAN_RESTRICTED);
    expect(me.headers.get('ratelimit-policy')).toBe(policyOf('user', restricted));
  });
});

let documentClient: DynamoDBDocumentClient | undefined;
function table(): DynamoDBDocumentClient {
  const env = runtime().env;
  return (documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  ));
}
