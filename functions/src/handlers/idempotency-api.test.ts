import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { MSG, type Campaign, type Link } from '@kisa/shared';
import { IDEMPOTENCY } from '@kisa/shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyRecordKey } from '#data/idempotency/idempotency-item.js';
import { teamKey } from '#data/keys.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { closedPortUrl } from '#test-support/webhook-receivers.js';

// Integration: Idempotency-Key on the POSTs that create something, through the local gateway, the
// real handler chain and DynamoDB Local (the record items included).

let db: DynamoDBDocumentClient;
beforeAll(() => {
  const env = runtime().env;
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
});

const post = <T = any>(s: Session, path: string, json: unknown, key?: string) =>
  call<T>('POST', path, { json, headers: { ...s.auth, ...(key === undefined ? {} : { [IDEMPOTENCY.header]: key }) } });
const replayed = (res: { headers: Headers }) => res.headers.get(IDEMPOTENCY.replayedHeader);

async function teamLinks(s: Session): Promise<number> {
  const res = await call('GET', '/api/stats', { headers: s.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.links;
}

const recordOf = async (s: Session, key: string) =>
  (await db.send(new GetCommand({ TableName: runtime().env.TABLE_NAME, Key: idempotencyRecordKey(s.user.id, hashToken(key)), ConsistentRead: true }))).Item;

describe('Idempotency-Key', () => {
  let s: Session;
  beforeAll(async () => {
    s = await verifiedSession('idem', 'Idem Owner');
  });

  it('answers a retried POST /api/links with the first 201 (same body, marked replayed) and makes one link', async () => {
    const key = randomUUID();
    const before = await teamLinks(s);
    const first = await post<Link>(s, '/api/links', { longUrl: 'https://example.com/once' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(replayed(first)).toBeNull();
    const retry = await post<Link>(s, '/api/links', { longUrl: 'https://example.com/once' }, key);
    expect([retry.status, retry.body, replayed(retry)]).toEqual([201, first.body, 'true']);
    expect(await teamLinks(s)).toBe(before + 1);
    // The record: the operation, the answer, a TTL 24 h out, the key itself not kept.
    const record = await recordOf(s, key);
    expect(record).toMatchObject({ type: 'idempotency', operationId: 'createLink', answer: { status: 201 } });
    expect(Math.abs(record!.ttl - (Date.now() / 1000 + 24 * 3600))).toBeLessThan(120);
    expect(JSON.stringify(record)).not.toContain(key);
  });

  it('makes one link of concurrent identical requests: the others answer 409 (Retry-After: 1) or the replay', async () => {
    const key = randomUUID();
    const before = await teamLinks(s);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post<Link>(s, '/api/links', { longUrl: 'https://example.com/race' }, key)));
    const fresh = answers.filter((a) => a.status === 201 && !replayed(a));
    expect(fresh, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1);
    for (const a of answers.filter((x) => x !== fresh[0])) {
      if (a.status === 409)
        expect([a.headers.get('retry-after'), (a.body as unknown as { errorMessage: string }).errorMessage]).toEqual(['1', MSG.idempotencyKeyInFlight]);
      else expect([a.status, a.body, replayed(a)]).toEqual([201, fresh[0]!.body, 'true']);
    }
    expect(await teamLinks(s)).toBe(before + 1);
  });

  it('refuses the key with another body or on another operation with 422, doing nothing; keeps a 4xx and replays it', async () => {
    const key = randomUUID();
    expect((await post(s, '/api/links', { longUrl: 'https://example.com/a' }, key)).status).toBe(201);
    const links = await teamLinks(s);
    const changed = await post(s, '/api/links', { longUrl: 'https://example.com/b' }, key);
    expect([changed.status, changed.body.errorMessage]).toEqual([422, MSG.idempotencyKeyReused]);
    const campaigns = (await call<Campaign[]>('GET', '/api/campaigns', { headers: s.auth })).body.length;
    const elsewhere = await post(s, '/api/campaigns', { name: 'Same key' }, key);
    expect([elsewhere.status, elsewhere.body.errorMessage]).toEqual([422, MSG.idempotencyKeyReused]);
    expect(await teamLinks(s)).toBe(links);
    expect((await call<Campaign[]>('GET', '/api/campaigns', { headers: s.auth })).body).toHaveLength(campaigns);

    const refusedKey = randomUUID();
    const refused = await post(s, '/api/links', { longUrl: 'not a url' }, refusedKey);
    const again = await post(s, '/api/links', { longUrl: 'not a url' }, refusedKey);
    expect(refused.status).toBe(400);
    expect([again.status, again.body, replayed(again)]).toEqual([400, refused.body, 'true']);
  });

  it('makes one campaign of a retried create, and queues a retried bulk request once', async () => {
    const createKey = randomUUID();
    const before = (await call<Campaign[]>('GET', '/api/campaigns', { headers: s.auth })).body.length;
    const first = await post<Campaign>(s, '/api/campaigns', { name: 'Retried' }, createKey);
    const retry = await post<Campaign>(s, '/api/campaigns', { name: 'Retried' }, createKey);
    expect(first.status).toBe(201);
    expect([retry.status, retry.body.id, replayed(retry)]).toEqual([201, first.body.id, 'true']);
    expect((await call<Campaign[]>('GET', '/api/campaigns', { headers: s.auth })).body).toHaveLength(before + 1);

    const queueKey = randomUUID();
    const links = [{ longUrl: 'https://example.com/1' }, { longUrl: 'https://example.com/2' }, { longUrl: 'https://example.com/3' }];
    const queued = await post(s, `/api/campaigns/${first.body.id}/links`, { links }, queueKey);
    const requeued = await post(s, `/api/campaigns/${first.body.id}/links`, { links }, queueKey);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect([requeued.status, requeued.body, replayed(requeued)]).toEqual([202, queued.body, 'true']);
    const otherCampaign = await post(s, '/api/campaigns/not-this-one/links', { links }, queueKey);
    expect(otherCampaign.status, 'the same key for another campaign (path parameter) is another request').toBe(422);
    const done = await until(
      'the campaign written',
      async () => (await call<Campaign>('GET', `/api/campaigns/${first.body.id}`, { headers: s.auth })).body,
      (c) => c.status === 'done',
    );
    expect([done.total, done.totalLinks]).toEqual([3, 3]);
  });

  it('never keeps a new API key in the table: the replay answers the key without it, saying so', async () => {
    const key = randomUUID();
    const first = await post(s, '/api/keys', { name: 'ci' }, key);
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^kisa_/);
    const retry = await post(s, '/api/keys', { name: 'ci' }, key);
    const { key: shown, ...rest } = first.body;
    expect([retry.status, retry.body, replayed(retry), retry.headers.get(IDEMPOTENCY.omittedHeader)]).toEqual([201, rest, 'true', 'key']);
    const record = await recordOf(s, key);
    expect(record?.answer?.status).toBe(201);
    expect(JSON.stringify(record), 'the record holds no part of the key past its prefix').not.toContain((shown as string).slice('kisa_'.length + 8));
    const list = await call('GET', '/api/keys', { headers: s.auth });
    expect(list.body.items.filter((k: { id: string }) => k.id === first.body.id)).toHaveLength(1);
    // The key works; the replay did not make another.
    expect((await call('GET', '/api/me', { headers: { authorization: `Bearer ${shown}` } })).status).toBe(200);
    expect(list.body.items).toHaveLength(1);
  });

  it('never keeps a new webhook signing secret: the replay answers the endpoint without it, saying so', async () => {
    const key = randomUUID();
    const json = { url: await closedPortUrl(), events: ['link.created'] };
    const first = await post(s, '/api/webhooks', json, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const retry = await post(s, '/api/webhooks', json, key);
    expect([retry.status, retry.body, replayed(retry), retry.headers.get(IDEMPOTENCY.omittedHeader)]).toEqual([
      201,
      { endpoint: first.body.endpoint },
      'true',
      'secret',
    ]);
    expect(JSON.stringify(await recordOf(s, key))).not.toContain(first.body.secret.slice('whsec_'.length));
    const list = await call('GET', '/api/webhooks', { headers: s.auth });
    expect(list.body.items.map((e: { id: string }) => e.id)).toEqual([first.body.endpoint.id]);
  });

  it('lets a retry run after a first attempt that failed with a 5xx (the key is released, not kept)', async () => {
    const owner = await verifiedSession('idem-5xx', 'Idem Failing');
    const key = randomUUID();
    const table = runtime().env.TABLE_NAME;
    // The team's link counter as text: the create's transaction (ADD to it) is refused by DynamoDB.
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: teamKey(owner.user.teamId),
        UpdateExpression: 'SET #links = :text',
        ExpressionAttributeNames: { '#links': 'links' },
        ExpressionAttributeValues: { ':text': 'broken' },
      }),
    );
    const failed = await post(owner, '/api/links', { longUrl: 'https://example.com/retry' }, key);
    expect(failed.status, JSON.stringify(failed.body)).toBe(500);
    expect(await recordOf(owner, key), 'the failed attempt released its key').toBeUndefined();
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: teamKey(owner.user.teamId),
        UpdateExpression: 'SET #links = :zero',
        ExpressionAttributeNames: { '#links': 'links' },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    const retry = await post<Link>(owner, '/api/links', { longUrl: 'https://example.com/retry' }, key);
    expect([retry.status, replayed(retry)], JSON.stringify(retry.body)).toEqual([201, null]);
    expect(await teamLinks(owner)).toBe(1);
  });

  it('answers 500 and creates nothing when DynamoDB refuses the record write', async () => {
    const key = randomUUID();
    const before = await teamLinks(s);
    // An expired record whose attempt counter is text: the claim may take it, and DynamoDB refuses its ADD.
    await db.send(
      new PutCommand({
        TableName: runtime().env.TABLE_NAME,
        Item: { ...idempotencyRecordKey(s.user.id, hashToken(key)), type: 'idempotency', attempts: 'text', ttl: 1 },
      }),
    );
    const res = await post(s, '/api/links', { longUrl: 'https://example.com/refused' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(500);
    expect(await teamLinks(s)).toBe(before);
  });

  it('answers 500 and creates nothing when the record it finds for the key is garbled (parsed on read, never trusted)', async () => {
    const key = randomUUID();
    const before = await teamLinks(s);
    // A live record of the key whose fields are nothing the API wrote: no operation, no fingerprint, an answer of the wrong shape.
    await db.send(
      new PutCommand({
        TableName: runtime().env.TABLE_NAME,
        Item: {
          ...idempotencyRecordKey(s.user.id, hashToken(key)),
          type: 'idempotency',
          answer: 'garbage',
          attempts: 1,
          ttl: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    const res = await post(s, '/api/links', { longUrl: 'https://example.com/garbled' }, key);
    expect([res.status, res.headers.get('content-type')], JSON.stringify(res.body)).toEqual([500, 'application/problem+json']);
    expect(await teamLinks(s)).toBe(before);
  });

  it('refuses an invalid key with 400 before anything runs; without the header nothing changes', async () => {
    const before = await teamLinks(s);
    for (const key of ['x'.repeat(IDEMPOTENCY.maxLength + 1), 'naïve', '']) {
      const res = await post(s, '/api/links', { longUrl: 'https://example.com/bad-key' }, key);
      expect([res.status, res.body.errorMessage], JSON.stringify(key)).toEqual([400, MSG.idempotencyKeyInvalid]);
    }
    expect(await teamLinks(s)).toBe(before);
    const a = await post<Link>(s, '/api/links', { longUrl: 'https://example.com/twice' });
    const b = await post<Link>(s, '/api/links', { longUrl: 'https://example.com/twice' });
    expect([a.status, b.status, replayed(b)]).toEqual([201, 201, null]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await teamLinks(s)).toBe(before + 2);
  });
});
