import { testOperation } from '#test-support/operations.js';
import { MSG, type User } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdempotencyClaim, IdempotencyStore, IdempotentRequest, KeptAnswer } from './idempotency-store.js';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.kisa.test/';
  process.env.APP_ORIGINS = 'http://127.0.0.1:3000';
  process.env.ORIGIN_SECRET = 'origin-secret-of-the-test';
});

const { AppError } = await import('../../errors.js');
const { logger } = await import('../../logger.js');
const { createApiHandler } = await import('../api-handler.js');
const { idempotencyKeyOf } = await import('./idempotency-key.js');
const { canonicalJson, requestFingerprint } = await import('./request-fingerprint.js');

const alice: User = { id: 'u1', name: 'Alice', email: 'a@x.io', role: 'user', teamId: 't1', teamRole: 'owner', plan: 'Enterprise', verified: true };
const bob: User = { ...alice, id: 'u2', email: 'b@x.io' };

/** The store's contract in memory: what the DynamoDB repo does with conditional writes. */
function memoryStore() {
  const records = new Map<string, { request: IdempotentRequest; attempt: string; answer?: KeptAnswer }>();
  const id = (r: IdempotentRequest) => `${r.scope}#${r.key}`;
  let attempts = 0;
  const store: IdempotencyStore<User> = {
    scopeOf: (caller) => caller.id,
    claim: vi.fn(async (request: IdempotentRequest): Promise<IdempotencyClaim> => {
      const held = records.get(id(request));
      if (!held) {
        const attempt = `a${++attempts}`;
        records.set(id(request), { request, attempt });
        return { outcome: 'claimed', attempt };
      }
      if (held.request.operationId !== request.operationId || held.request.fingerprint !== request.fingerprint) return { outcome: 'mismatch' };
      return held.answer ? { outcome: 'answered', answer: held.answer } : { outcome: 'inFlight' };
    }),
    keep: vi.fn(async (request: IdempotentRequest, attempt: string, answer: KeptAnswer) => {
      const held = records.get(id(request));
      if (held?.attempt === attempt) held.answer = answer;
    }),
    release: vi.fn(async (request: IdempotentRequest, attempt: string) => {
      if (records.get(id(request))?.attempt === attempt) records.delete(id(request));
    }),
  };
  return { store, records };
}

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const post = (body: unknown, headers: Record<string, string> = {}, over: Record<string, unknown> = {}) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t', 'x-origin-verify': 'origin-secret-of-the-test', ...headers },
    requestContext: { requestId: 'r1', http: { method: 'POST' } },
    isBase64Encoded: false,
    body: JSON.stringify(body),
    ...over,
  }) as never;
const withKey = (key: string) => ({ 'idempotency-key': key });

let caller: User;
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  caller = alice;
  logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

function chain(
  store: IdempotencyStore<User>,
  run: (body: { name: string }) => Promise<{ status?: number; body: unknown }>,
  extra: Record<string, unknown> = {},
) {
  const apiOperation = createApiHandler(
    async () => caller,
    async () => [],
    store,
  );
  const declared = testOperation('user', {
    operationId: 'createThing',
    idempotent: true,
    body: z.object({ name: z.string() }),
    responses: { 201: ['Created', {} as never] },
    ...extra,
  });
  return apiOperation(declared, async ({ body }) => run(body as { name: string }));
}

describe('answerIdempotently', () => {
  it('runs a request with a new key once and replays its answer to the same request, as it was, marked', async () => {
    const { store } = memoryStore();
    let n = 0;
    const h = chain(store, async ({ name }) => ({ body: { id: ++n, name } }));
    const first = await h(post({ name: 'a' }, withKey('k1')), context);
    const again = await h(post({ name: 'a' }, withKey('k1')), context);
    expect([first.statusCode, JSON.parse(first.body!)]).toEqual([201, { id: 1, name: 'a' }]);
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(again.headers).toMatchObject({ ...first.headers, 'idempotent-replayed': 'true' });
    expect(first.headers?.['idempotent-replayed'], 'a first answer is not a replay').toBeUndefined();
    expect(n).toBe(1);
  });

  it('takes the same JSON in another key order or spacing as the same request, and a structured-field key as the bare one', async () => {
    const { store } = memoryStore();
    const run = vi.fn(async () => ({ body: {} }));
    const h = chain(store, run, { body: z.object({ a: z.number(), b: z.number() }) });
    await h(post({ a: 1, b: 2 }, withKey('k')), context);
    const reordered = await h(post(undefined, withKey('"k"'), { body: '{ "b": 2,\n "a": 1 }' }), context);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers?.['idempotent-replayed']).toBe('true');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('answers 422 for the key with another body or another operation, 409 (Retry-After 1) while the first runs, running nothing', async () => {
    const { store } = memoryStore();
    let release!: () => void;
    const running = new Promise<void>((r) => (release = r));
    const run = vi.fn(async ({ name }: { name: string }) => (name === 'slow' ? (await running, { body: {} }) : { body: {} }));
    const h = chain(store, run);
    const other = chain(store, run, { operationId: 'createOther' });
    await h(post({ name: 'a' }, withKey('k1')), context);
    const changed = await h(post({ name: 'b' }, withKey('k1')), context);
    expect([changed.statusCode, JSON.parse(changed.body!).errorMessage]).toEqual([422, MSG.idempotencyKeyReused]);
    const elsewhere = await other(post({ name: 'a' }, withKey('k1')), context);
    expect([elsewhere.statusCode, JSON.parse(elsewhere.body!).errorMessage]).toEqual([422, MSG.idempotencyKeyReused]);

    const slow = h(post({ name: 'slow' }, withKey('k2')), context);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    const meanwhile = await h(post({ name: 'slow' }, withKey('k2')), context);
    expect([meanwhile.statusCode, meanwhile.headers?.['retry-after'], JSON.parse(meanwhile.body!).errorMessage]).toEqual([
      409,
      '1',
      MSG.idempotencyKeyInFlight,
    ]);
    release();
    expect((await slow).statusCode).toBe(201);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps a 4xx refusal and replays it; releases the key after a 5xx, a crash or a 429, so the retry runs', async () => {
    const { store } = memoryStore();
    const outcomes: (() => Promise<{ status?: number; body: unknown }>)[] = [
      async () => {
        throw new AppError(409, 'Taken');
      },
      async () => {
        throw new Error('DynamoDB went away');
      },
      async () => {
        throw new AppError(503, 'Try later');
      },
      async () => {
        throw new AppError(429, 'Slow down', { 'retry-after': '3' });
      },
      async () => ({ status: 500, body: {} }),
      async () => ({ body: { ok: true } }),
    ];
    let i = 0;
    const run = vi.fn(() => outcomes[i++]!());
    const h = chain(store, run);
    const refused = await h(post({ name: 'a' }, withKey('refused')), context);
    const refusedAgain = await h(post({ name: 'a' }, withKey('refused')), context);
    expect([refused.statusCode, refusedAgain.statusCode, refusedAgain.body, refusedAgain.headers?.['idempotent-replayed']]).toEqual([
      409,
      409,
      refused.body,
      'true',
    ]);
    expect(run).toHaveBeenCalledTimes(1);

    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await h(post({ name: 'b' }, withKey('retried')), context)).statusCode);
    expect(statuses, 'a crash, a 503, a 429 and a 500 each let the next attempt run; the 201 is kept').toEqual([500, 503, 429, 500, 201]);
    expect((await h(post({ name: 'b' }, withKey('retried')), context)).headers?.['idempotent-replayed']).toBe('true');
    expect(run).toHaveBeenCalledTimes(6);
  });

  it('answers 5xx and runs nothing when the record cannot be written; answers the operation when only keeping its answer fails', async () => {
    const { store } = memoryStore();
    const run = vi.fn(async () => ({ body: { made: true } }));
    const refusing = { ...store, claim: vi.fn(async () => Promise.reject(new Error('ValidationException'))) };
    const down = await chain(refusing, run)(post({ name: 'a' }, withKey('k')), context);
    expect(down.statusCode).toBe(500);
    expect(run).not.toHaveBeenCalled();

    const forgetful = { ...store, keep: vi.fn(async () => Promise.reject(new Error('ProvisionedThroughputExceeded'))) };
    const made = await chain(forgetful, run)(post({ name: 'a' }, withKey('k')), context);
    expect([made.statusCode, JSON.parse(made.body!)]).toEqual([201, { made: true }]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Could not settle'), expect.anything());
  });

  it('never keeps a field shown once: the replay answers without it and names it', async () => {
    const { store, records } = memoryStore();
    const h = chain(store, async () => ({ body: { id: 'key-1', key: 'kisa_secret' } }), { shownOnce: ['key'] });
    const first = await h(post({ name: 'a' }, withKey('k')), context);
    const again = await h(post({ name: 'a' }, withKey('k')), context);
    expect(JSON.parse(first.body!)).toEqual({ id: 'key-1', key: 'kisa_secret' });
    expect(JSON.stringify([...records.values()])).not.toContain('kisa_secret');
    expect([again.statusCode, JSON.parse(again.body!), again.headers?.['idempotent-omitted']]).toEqual([201, { id: 'key-1' }, 'key']);
  });

  it('keeps keys per caller, and changes nothing without the header or on an operation not declared idempotent', async () => {
    const { store } = memoryStore();
    const run = vi.fn(async () => ({ body: {} }));
    const h = chain(store, run);
    await h(post({ name: 'a' }, withKey('shared')), context);
    caller = bob;
    expect(
      (await h(post({ name: 'a' }, withKey('shared')), context)).headers?.['idempotent-replayed'],
      "another caller's key is not this one's",
    ).toBeUndefined();
    await h(post({ name: 'a' }), context);
    await h(post({ name: 'a' }), context);
    const plain = chain(store, run, { idempotent: undefined });
    await plain(post({ name: 'a' }, withKey('ignored')), context);
    await plain(post({ name: 'a' }, withKey('ignored')), context);
    expect(run).toHaveBeenCalledTimes(6);
    expect(store.claim).toHaveBeenCalledTimes(2);
  });

  it('refuses a key that is empty, longer than 255 characters or not printable ASCII with 400, before anything runs', async () => {
    const { store } = memoryStore();
    const run = vi.fn(async () => ({ body: {} }));
    const h = chain(store, run);
    for (const key of ['', '   ', 'x'.repeat(256), 'clé', 'tab\there', '""']) {
      const res = await h(post({ name: 'a' }, withKey(key)), context);
      expect([key, res.statusCode, JSON.parse(res.body!).errorMessage]).toEqual([key, 400, MSG.idempotencyKeyInvalid]);
    }
    expect(run).not.toHaveBeenCalled();
    expect(store.claim).not.toHaveBeenCalled();
  });
});

describe('idempotencyKeyOf', () => {
  it('takes a bare key or a structured-field string, unescaped', () => {
    expect(idempotencyKeyOf({})).toBeUndefined();
    expect(idempotencyKeyOf({ 'idempotency-key': ' 8e03978e-40d5-43e8-bc93-6894a57f9324 ' })).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(idempotencyKeyOf({ 'idempotency-key': '"a \\"b\\" \\\\c"' })).toBe('a "b" \\c');
    expect(idempotencyKeyOf({ 'idempotency-key': 'x'.repeat(255) })).toHaveLength(255);
  });
});

describe('requestFingerprint', () => {
  const request = (body: unknown, params = {}, query = {}) => ({ body, params, query });
  it('is the same for the same JSON in any key order, and differs by value, parameter, query or key', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: 'x', skip: undefined })).toBe('{"a":"x","b":[1,{"c":null,"d":1}]}');
    const base = requestFingerprint('k', request({ a: 1, b: { c: 2, d: 3 } }));
    expect(requestFingerprint('k', request({ b: { d: 3, c: 2 }, a: 1 }))).toBe(base);
    for (const other of [
      requestFingerprint('k', request({ a: 1, b: { c: 2, d: 4 } })),
      requestFingerprint('k', request({ a: 1, b: { c: 2, d: 3 } }, { id: '7' })),
      requestFingerprint('k', request({ a: 1, b: { c: 2, d: 3 } }, {}, { page: '2' })),
      requestFingerprint('other key', request({ a: 1, b: { c: 2, d: 3 } })),
    ])
      expect(other).not.toBe(base);
  });
});
