import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, MSG, todayIn, type Analytics, type Link } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, S3_FAULTS, startFaultyEndpoint, type Fault } from '#test-support/faulty-aws-endpoint.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';

/**
 * The analytics result cache through GET /api/analytics: its real handler run in this process
 * with its own DuckDB copy of the test runtime's click log, S3 and DynamoDB reached through
 * stand-in endpoints that fail on demand. Clicks are made through the runtime's real redirect.
 */
const env = runtime().env;
const s3 = await startFaultyEndpoint(env.S3_ENDPOINT!);
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, env, { S3_ENDPOINT: s3.url, DYNAMODB_ENDPOINT: dynamo.url, ANALYTICS_DUCKDB_PATH: ':memory:', POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('./get-analytics.js');
const { cacheCounts, forgetLocalAnswers, STALE_FIRST_MS, STORE_WAIT_MS } = await import('#data/analytics/cached-query.js');
const { ANALYTICS_CACHE_PARTITION_PREFIX } = await import('#data/analytics-cache/analytics-cache-item.js');
const { db, tableName } = await import('#data/table.js');
const { clickLogEngine } = await import('#data/analytics/choose-engine.js');
const { logger } = await import('#lib/logger.js');
afterAll(() => Promise.all([s3.close(), dynamo.close()]));

const TZ = 'Europe/Istanbul';
const today = todayIn(TZ);
const range = `from=${addDays(today, -6)}&to=${today}&tz=${encodeURIComponent(TZ)}`;
const context = { awsRequestId: 'analytics-cache', functionName: 'analytics', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
let owner: Session;
let other: Session;
let link: Link;

/** GET /api/analytics?<query> through the handler in this process: the status and the answer. */
async function ask(session: Session, query: string): Promise<{ status: number; body: Analytics }> {
  const res = await handler(
    {
      version: '2.0',
      routeKey: 'GET /api/analytics',
      rawPath: '/api/analytics',
      rawQueryString: query,
      queryStringParameters: Object.fromEntries(new URLSearchParams(query)),
      headers: { authorization: session.auth.authorization, 'x-origin-verify': env.ORIGIN_SECRET! },
      isBase64Encoded: false,
      requestContext: {
        requestId: `analytics-cache-${randomBytes(4).toString('hex')}`,
        http: { method: 'GET', path: '/api/analytics', sourceIp: '198.51.100.30' },
      },
    } as never,
    context,
  );
  return { status: res.statusCode ?? 0, body: JSON.parse(String(res.body)) as Analytics };
}

async function visit(code: string): Promise<void> {
  const res = await fetch(`${runtime().appUrl}/${code}`, {
    headers: { 'user-agent': UA.iphone, 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Istanbul' },
    redirect: 'manual',
  });
  await res.text();
  expect(res.status).toBe(302);
}

/**
 * Runs `asks` until the engine's data version is the same before and after it (clicks of other
 * tests in the runtime may land in between, which rightly makes a miss), at most 5 times.
 */
async function atOneVersion<T>(asks: (attempt: number) => Promise<T>): Promise<T> {
  const engine = await clickLogEngine();
  for (let attempt = 1; ; attempt++) {
    const before = await engine.version();
    const result = await asks(attempt);
    if ((await engine.version()) === before || attempt === 5) return result;
  }
}

/** The owner's answer once it counts `clicks` clicks (each new click reaches the copy after a worker batch and a sync). */
const ownerAnswerWith = (clicks: number) =>
  until(
    `the owner's analytics to count ${clicks} clicks`,
    () => ask(owner, range),
    (r) => r.status === 200 && r.body.totals.totalClicks >= clicks,
  );

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedSession('analytics-cache', 'Işıl Öztürk'), verifiedSession('analytics-cache-other', 'سارا 🌙')]);
  const res = await call<Link>('POST', '/api/links', {
    json: { longUrl: 'https://例え.jp/ç', shortUrl: `ac${randomBytes(5).toString('hex')}` },
    headers: owner.auth,
  });
  expect(res.status).toBe(201);
  link = res.body;
  await visit(link.shortUrl);
  await ownerAnswerWith(1);
});

describe('GET /api/analytics: the result cache', () => {
  it('answers a repeated question from the cache, and concurrent identical loads share one engine run', async () => {
    const { first, again, before, after } = await atOneVersion(async () => {
      const first = await ask(owner, range);
      const before = cacheCounts();
      const again = await ask(owner, range);
      return { first, again, before, after: cacheCounts() };
    });
    expect(again).toEqual(first);
    expect([after.hit - before.hit, after.miss - before.miss], 'a hit, no engine run').toEqual([1, 0]);
    // Another question of the same team (a filter; a range a day longer on each attempt) is its own entry: answered by the engine once.
    const { burst, start, shared } = await atOneVersion(async (attempt) => {
      const filtered = `from=${addDays(today, -6 - attempt)}&to=${today}&tz=${encodeURIComponent(TZ)}&city=Istanbul`;
      const start = cacheCounts();
      const burst = await Promise.all(Array.from({ length: 4 }, () => ask(owner, filtered)));
      return { burst, start, shared: cacheCounts() };
    });
    expect(burst.map((r) => [r.status, r.body.totals.totalClicks])).toEqual(Array.from({ length: 4 }, () => [200, 1]));
    expect(shared.miss - start.miss, 'one engine run for the four').toBe(1);
    expect(shared.shared - start.shared + (shared.hit - start.hit), 'the other three shared it (or, arriving after it, read its answer)').toBe(3);
  });

  it('answers a new click: new data is a new version, never the cached answer', async () => {
    const seen = (await ask(owner, range)).body.totals.totalClicks;
    const before = cacheCounts();
    await visit(link.shortUrl);
    const got = await ownerAnswerWith(seen + 1);
    expect(got.body.totals.totalClicks).toBe(seen + 1);
    expect(cacheCounts().miss - before.miss, 'the engine answered the new version').toBeGreaterThanOrEqual(1);
  });

  it("keeps teams apart: the same question of another team is never the first team's answer", async () => {
    const mine = await ask(owner, range);
    expect(mine.body.totals.totalClicks).toBeGreaterThan(0);
    const theirs = await ask(other, range);
    expect(theirs.status).toBe(200);
    expect(theirs.body.totals).toEqual({ links: 0, uniqueClicks: 0, totalClicks: 0 });
    expect((await ask(other, range)).body.totals.totalClicks, 'their cached answer is theirs').toBe(0);
    expect((await ask(owner, range)).body.totals, 'and mine mine').toEqual(mine.body.totals);
  });

  for (const [name, fault] of Object.entries(S3_FAULTS)) {
    it(`answers the last answer when the engine fails (S3 ${name}), and the engine's again once it heals`, async () => {
      const good = await ask(owner, range);
      const before = cacheCounts();
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      s3.fail({ fault });
      try {
        // Each ask is a 200 with the last good answer; one comes once the engine's sync has failed.
        const stale = await until(
          'a stale answer',
          async () => ({ res: await ask(owner, range), stale: cacheCounts().stale - before.stale }),
          ({ res, stale }) => {
            expect([res.status, res.body.totals]).toEqual([200, good.body.totals]);
            return stale > 0;
          },
          20_000,
        );
        // The last answer, marked: computed when the good one was, older than the data.
        expect(stale.res.body).toEqual({ ...good.body, stale: true });
        expect(good.body.stale).toBe(false);
        expect(s3.failed.length, 'the engine met the failing endpoint').toBeGreaterThan(0);
        expect(warnings.mock.calls.map(([message]) => message)).toContain('Analytics answered from an older cached answer: the engine failed');
      } finally {
        s3.heal();
        warnings.mockRestore();
      }
      expect((await ask(owner, range)).status).toBe(200);
    }, 60_000);
  }

  const storeFaults: [string, Fault][] = [...Object.entries(DYNAMODB_FAULTS), ['hung', { kind: 'hang' }]];
  for (const [name, fault] of storeFaults) {
    it(
      `answers from the engine when the cache store fails (DynamoDB ${name})`,
      async () => {
        // A question asked for the first time (its own filter): the store is read, then written.
        const query = `${range}&browser=${encodeURIComponent(`Mobile Safari ${name} ı 🌙`)}`;
        const before = cacheCounts();
        const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
        dynamo.fail({ fault, when: (req) => req.body.includes('ANALYTICS_CACHE#') });
        try {
          const res = await ask(owner, query);
          expect([res.status, res.body.totals.totalClicks]).toEqual([200, 0]);
          expect(dynamo.failed.length, 'the store was asked through the failing endpoint').toBeGreaterThan(0);
          expect(cacheCounts().storeFailed - before.storeFailed, 'its read and its write given up').toBe(2);
          expect(cacheCounts().miss - before.miss).toBe(1);
        } finally {
          dynamo.heal();
          warnings.mockRestore();
        }
        // Healed, the question is answered and kept again: asked twice at one data version, a hit.
        const { status, hits } = await atOneVersion(async () => {
          await ask(owner, query);
          const before = cacheCounts().hit;
          return { status: (await ask(owner, query)).status, hits: cacheCounts().hit - before };
        });
        expect([status, hits]).toEqual([200, 1]);
      },
      30_000 + STORE_WAIT_MS * 4,
    );
  }

  describe('stale=1: the last answer at once, then the current one', () => {
    /** The engine's data version once it differs from `seen` (a click processed: the local engine's version counts changes). */
    const versionAfter = async (seen: string) =>
      until(
        'a new data version',
        async () => (await clickLogEngine()).version(),
        (v) => v !== seen,
        90_000,
      );

    /** The store's entry of the owner's question answered at `asOf` (its storedAt is the answer's asOf). */
    async function storedEntry(asOf: string): Promise<Record<string, unknown>> {
      const { Items = [] } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `${ANALYTICS_CACHE_PARTITION_PREFIX}${owner.user.teamId}` },
        }),
      );
      const entry = Items.find((i) => i.storedAt === Date.parse(asOf));
      if (!entry) throw new Error(`expected a cache entry stored at ${asOf}, found ${Items.map((i) => i.storedAt).join(', ')}`);
      return entry;
    }

    it('answers the old figures at once marked stale, starting no engine run; the plain ask answers the new ones', async () => {
      const filtered = `${range}&linkId=${link.id}&city=Istanbul`;
      const first = await ask(owner, `${filtered}&stale=1`);
      expect([first.status, first.body.stale]).toEqual([200, false]);
      const seen = first.body.totals.totalClicks;
      const version = await (await clickLogEngine()).version();
      await visit(link.shortUrl);
      await versionAfter(version);
      const before = cacheCounts();
      const quick = await ask(owner, `${filtered}&stale=1`);
      expect([quick.status, quick.body.stale, quick.body.totals.totalClicks, quick.body.asOf]).toEqual([200, true, seen, first.body.asOf]);
      expect({ ...quick.body, stale: false }, 'every panel as first answered').toEqual(first.body);
      expect([cacheCounts().swr - before.swr, cacheCounts().miss - before.miss], 'no engine run for it').toEqual([1, 0]);
      const fresh = await until(
        'the new click in the plain answer',
        () => ask(owner, filtered),
        (r) => r.status === 200 && r.body.totals.totalClicks === seen + 1,
      );
      expect(fresh.body.stale).toBe(false);
      expect(Date.parse(fresh.body.asOf)).toBeGreaterThan(Date.parse(first.body.asOf));
    }, 120_000);

    it('waits for the engine when the last answer is older than the bound, or garbled (a miss)', async () => {
      const query = `${range}&device=mobile&country=TR`;
      const first = await ask(owner, query);
      expect(first.status).toBe(200);
      const entry = await storedEntry(first.body.asOf);
      const version = await (await clickLogEngine()).version();
      // The answer aged past the bound, in the store and (a new container) in no process copy.
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...entry, storedAt: Date.now() - STALE_FIRST_MS - 60_000 } }));
      forgetLocalAnswers();
      await visit(link.shortUrl);
      await versionAfter(version);
      const before = cacheCounts();
      const late = await ask(owner, `${query}&stale=1`);
      expect([late.status, late.body.stale, cacheCounts().swr - before.swr, cacheCounts().miss - before.miss]).toEqual([200, false, 0, 1]);
      // Garbled: the store failing, a miss.
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      try {
        const current = await storedEntry(late.body.asOf);
        await db().send(new PutCommand({ TableName: tableName(), Item: { ...current, rowsGzip: 'ğ not gzip' } }));
        forgetLocalAnswers();
        const seen = await (await clickLogEngine()).version();
        await visit(link.shortUrl);
        await versionAfter(seen);
        const again = cacheCounts();
        const res = await ask(owner, `${query}&stale=1`);
        expect([res.status, res.body.stale]).toEqual([200, false]);
        expect(res.body.totals.totalClicks).toBeGreaterThanOrEqual(late.body.totals.totalClicks);
        expect([cacheCounts().storeFailed - again.storeFailed, cacheCounts().miss - again.miss]).toEqual([1, 1]);
      } finally {
        warnings.mockRestore();
      }
    }, 240_000);

    it('refuses a stale value other than 1, by name', async () => {
      const res = await ask(owner, `${range}&stale=yes`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(MSG.analyticsStaleInvalid);
    });
  });
});
