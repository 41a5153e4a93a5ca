import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration (the runtime's DynamoDB as the shared store): Athena's failures as the engine
// raises them (throttled, failed query, timed out) answer the last answer of the question when
// there is one, and fail the load when there is none; the store's copy serves another process.
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { cachedAnswer, cachedRows, cacheCounts, STALE_FIRST_MS } = await import('./cached-query.js');
const { putCachedRows, readCachedRows } = await import('../analytics-cache/analytics-cache-repo.js');
const { questionHash } = await import('./cached-query.js');
const { analyticsCacheKey } = await import('../analytics-cache/analytics-cache-item.js');
const { db, tableName } = await import('../table.js');

const throttled = Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
const ENGINE_FAILURES: [string, Error][] = [
  ['throttled', throttled],
  ['query failed', new Error('Athena query q-1 FAILED: HIVE_CURSOR_ERROR')],
  ['timed out', new Error('Athena query q-2 still RUNNING after 25000 ms')],
];

describe('cachedRows', () => {
  for (const [name, failure] of ENGINE_FAILURES) {
    it(`answers the older answer when the engine fails (${name}), and fails without one`, async () => {
      const teamId = `team-${randomUUID()}`;
      const question = { kind: 'panels', scope: { teamId, city: 'İzmir 🌊' } };
      const rows = [{ panel: 'current', total: 7 }];
      expect(
        await cachedRows(
          teamId,
          question,
          async () => 'v1',
          async () => rows,
        ),
      ).toEqual(rows);
      const before = cacheCounts();
      const failing = vi.fn(async () => Promise.reject(failure));
      expect(await cachedRows(teamId, question, async () => 'v2', failing)).toEqual(rows);
      expect([failing.mock.calls.length, cacheCounts().stale - before.stale]).toEqual([1, 1]);
      // Another team's same question has no older answer: its load fails as the engine did.
      const otherTeam = `team-${randomUUID()}`;
      await expect(cachedRows(otherTeam, { ...question, scope: { ...question.scope, teamId: otherTeam } }, async () => 'v2', failing)).rejects.toThrow(
        failure.message,
      );
    });
  }

  it("keeps a process-only question (an alert evaluation's) out of the shared store: neither read nor written", async () => {
    const teamId = `team-${randomUUID()}`;
    const question = { kind: 'panels', alert: 'İzmir 🚨' };
    const stored = [{ panel: 'current', total: 99 }];
    await putCachedRows(teamId, questionHash(question), { version: 'v1', storedAt: Date.now(), rows: stored });
    const rows = [{ panel: 'current', total: 6 }];
    const engine = vi.fn(async () => rows);
    expect((await cachedAnswer(teamId, question, async () => 'v1', engine, { processOnly: true })).rows).toEqual(rows);
    expect((await readCachedRows(teamId, questionHash(question)))?.rows).toEqual(stored);
    // The process's own copy answers the same version again, without the engine.
    expect((await cachedAnswer(teamId, question, async () => 'v1', engine, { processOnly: true })).rows).toEqual(rows);
    expect(engine).toHaveBeenCalledTimes(1);
  });

  it("reads another process's answer from the store at the current version, and keeps each team's apart", async () => {
    const teamId = `team-${randomUUID()}`;
    const question = { kind: 'panels', from: '2026-01-01' };
    const rows = [{ panel: 'rank', value: 'Ağrı', total: 3 }];
    await putCachedRows(teamId, questionHash(question), { version: 'v9', storedAt: Date.now(), rows });
    const engine = vi.fn(async () => [{ panel: 'rank', value: 'engine', total: 1 }]);
    expect(await cachedRows(teamId, question, async () => 'v9', engine)).toEqual(rows);
    expect(engine).not.toHaveBeenCalled();
    expect(await readCachedRows(`team-${randomUUID()}`, questionHash(question))).toBeUndefined();
    // A garbled entry is the store failing: a miss, answered by the engine, the entry replaced.
    const garbled = { ...question, from: '2026-01-02' };
    const Key = analyticsCacheKey(teamId, questionHash(garbled));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...Key, teamId, version: 'v9', storedAt: 1, rowsGzip: 'not gzip', ttl: 1 } }));
    const failedBefore = cacheCounts().storeFailed;
    expect(await cachedRows(teamId, garbled, async () => 'v9', engine)).toEqual([{ panel: 'rank', value: 'engine', total: 1 }]);
    expect(cacheCounts().storeFailed - failedBefore).toBe(1);
    expect((await readCachedRows(teamId, questionHash(garbled)))?.rows).toEqual([{ panel: 'rank', value: 'engine', total: 1 }]);
  });

  it('refuses a garbled panels answer (so it is neither cached nor shown), and the last answer stands in', async () => {
    const { checkedPanelRows } = await import('./click-analytics-repo.js');
    const good: Record<string, string | number>[] = [
      { panel: 'current', total: 3, uniq: 2 },
      { panel: 'series', bucket: 1, total: '4' },
    ];
    expect(checkedPanelRows(good)).toEqual(good);
    for (const garbage of [[{ total: 1 }], [{ panel: 'current', total: 'İki' }], [null], [{ panel: 7, total: 1 }]])
      expect(() => checkedPanelRows(garbage as never), JSON.stringify(garbage)).toThrow('Malformed analytics answer');
    const teamId = `team-${randomUUID()}`;
    await cachedRows(
      teamId,
      'q',
      async () => 'v1',
      async () => good,
    );
    const before = cacheCounts();
    expect(
      await cachedRows(
        teamId,
        'q',
        async () => 'v2',
        async () => checkedPanelRows([{ panel: 'current', total: 'NaN' }]),
      ),
    ).toEqual(good);
    expect(cacheCounts().stale - before.stale).toBe(1);
  });
});

describe('cachedAnswer: an older answer at once (stale-while-revalidate)', () => {
  const staleFirst = { staleWithinMs: STALE_FIRST_MS };

  it('answers the last answer at once, marked stale, without the engine; the fresh ask runs it once for everyone', async () => {
    const teamId = `team-${randomUUID()}`;
    const question = { kind: 'panels', scope: { teamId, referrer: 'şikayetvar.com' } };
    const old = [{ panel: 'current', total: 1 }];
    const first = await cachedAnswer(
      teamId,
      question,
      async () => 'v1',
      async () => old,
      staleFirst,
    );
    expect([first.rows, first.stale]).toEqual([old, false]);
    const engine = vi.fn(async () => [{ panel: 'current', total: 2 }]);
    const before = cacheCounts();
    const quick = await cachedAnswer(teamId, question, async () => 'v2', engine, staleFirst);
    expect(quick).toEqual({ rows: old, asOf: first.asOf, stale: true });
    expect([engine.mock.calls.length, cacheCounts().swr - before.swr]).toEqual([0, 1]);
    // The page's fresh asks (and the first paints arriving meanwhile) share one engine run.
    const answers = await Promise.all([
      cachedAnswer(teamId, question, async () => 'v2', engine),
      cachedAnswer(teamId, question, async () => 'v2', engine),
      cachedAnswer(teamId, question, async () => 'v2', engine, staleFirst),
    ]);
    expect(answers.map((a) => [a.rows[0]?.total, a.stale])).toEqual([
      [2, false],
      [2, false],
      [1, true],
    ]);
    expect(engine).toHaveBeenCalledTimes(1);
    // Current now: a first paint is a plain hit.
    expect(await cachedAnswer(teamId, question, async () => 'v2', engine, staleFirst)).toMatchObject({ rows: [{ total: 2 }], stale: false });
  });

  it("serves another process's older answer from the store, but none older than the bound", async () => {
    const teamId = `team-${randomUUID()}`;
    const young = { kind: 'panels', city: 'Iğdır' };
    const aged = { kind: 'panels', city: 'Muş' };
    const rows = [{ panel: 'current', total: 5 }];
    const storedAt = Date.now() - 10 * 60_000;
    await putCachedRows(teamId, questionHash(young), { version: 'v1', storedAt, rows });
    await putCachedRows(teamId, questionHash(aged), { version: 'v1', storedAt: Date.now() - STALE_FIRST_MS - 60_000, rows });
    const engine = vi.fn(async () => [{ panel: 'current', total: 6 }]);
    expect(await cachedAnswer(teamId, young, async () => 'v2', engine, staleFirst)).toEqual({ rows, asOf: storedAt, stale: true });
    expect(engine).not.toHaveBeenCalled();
    const answer = await cachedAnswer(teamId, aged, async () => 'v2', engine, staleFirst);
    expect([answer.rows, answer.stale, engine.mock.calls.length]).toEqual([[{ panel: 'current', total: 6 }], false, 1]);
  });

  it('takes a garbled store entry as a miss: the engine answers', async () => {
    const teamId = `team-${randomUUID()}`;
    const question = { kind: 'panels', browser: 'Yandex 🦊' };
    const Key = analyticsCacheKey(teamId, questionHash(question));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...Key, teamId, version: 'v1', storedAt: Date.now(), rowsGzip: 'garbage', ttl: 1 } }));
    const before = cacheCounts();
    const answer = await cachedAnswer(
      teamId,
      question,
      async () => 'v2',
      async () => [{ panel: 'current', total: 3 }],
      staleFirst,
    );
    expect([answer.rows, answer.stale]).toEqual([[{ panel: 'current', total: 3 }], false]);
    expect([cacheCounts().storeFailed - before.storeFailed, cacheCounts().swr - before.swr, cacheCounts().miss - before.miss]).toEqual([1, 0, 1]);
  });
});
