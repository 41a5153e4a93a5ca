import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, startFaultyEndpoint, timeOutAfter, type Fault, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';

// updateIf / updateIfReturningItem through the real SDK client, against DynamoDB Local behind a
// stand-in endpoint that fails on demand: only a refused condition may answer false / undefined;
// every failure of the table itself must reach the caller as an error.
const endpoint = await startFaultyEndpoint(runtime().env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, runtime().env, { DYNAMODB_ENDPOINT: endpoint.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { updateIf, updateIfReturningItem } = await import('./conditional-update.js');
const { db, tableName } = await import('./table.js');

afterEach(() => {
  endpoint.heal();
  timeOutAfter(0, db());
});
afterAll(() => endpoint.close());

/** A fresh item at version 1, named in a few scripts. */
async function newItem() {
  const key = { PK: `TEST#conditional#${randomUUID()}`, SK: 'ITEM' };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, version: 1, name: 'İstanbul ılık 🌙 مرحبا' } }));
  return key;
}
const stored = async (key: Record<string, string>) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const whileVersion = (version: number, next: number) => ({
  fields: { version: next },
  condition: { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': version } },
});
const updates = (req: SeenRequest) => req.operation === 'UpdateItem';

describe('updateIf and updateIfReturningItem against the table', () => {
  it('write when the condition holds (true / the new item) and refuse when it does not (false / undefined)', async () => {
    const key = await newItem();
    expect(await updateIf(key, whileVersion(1, 2))).toBe(true);
    expect(await updateIf(key, whileVersion(1, 3))).toBe(false);
    expect(await updateIfReturningItem(key, whileVersion(2, 3))).toMatchObject({ version: 3, name: 'İstanbul ılık 🌙 مرحبا' });
    expect(await updateIfReturningItem(key, whileVersion(2, 4))).toBeUndefined();
    expect((await stored(key))?.version).toBe(3);
  });

  it.each<[string, Fault]>([
    ['ThrottlingException', DYNAMODB_FAULTS.throttled],
    ['ProvisionedThroughputExceededException', DYNAMODB_FAULTS.overProvisioned],
    ['500 InternalServerError', DYNAMODB_FAULTS.serverError],
  ])('a passing %s is retried by the SDK: the write lands once', async (_, fault) => {
    const key = await newItem();
    endpoint.fail({ fault, when: updates, times: 2 });
    expect(await updateIf(key, whileVersion(1, 2))).toBe(true);
    endpoint.fail({ fault, when: updates, times: 2 });
    expect(await updateIfReturningItem(key, whileVersion(2, 3))).toMatchObject({ version: 3 });
    expect(endpoint.failed, 'answers the stand-in failed in the second call').toHaveLength(2);
    expect((await stored(key))?.version).toBe(3);
  });

  it.each<[string, Fault, string]>([
    ['throttling', DYNAMODB_FAULTS.throttled, 'ThrottlingException'],
    ['500', DYNAMODB_FAULTS.serverError, 'InternalServerError'],
  ])('%s that lasts surfaces as the error once the SDK’s retries are spent, never as a refused condition', async (_, fault, name) => {
    const key = await newItem();
    endpoint.fail({ fault, when: updates });
    await expect(updateIf(key, whileVersion(1, 2))).rejects.toMatchObject({ name });
    expect(endpoint.failed.length, 'attempts the SDK made').toBeGreaterThan(1);
    await expect(updateIfReturningItem(key, whileVersion(1, 2))).rejects.toMatchObject({ name });
    endpoint.heal();
    expect((await stored(key))?.version).toBe(1);
  });

  it.each<[string, Fault]>([
    ['an HTML 502', DYNAMODB_FAULTS.htmlError],
    ['garbage JSON', DYNAMODB_FAULTS.garbage],
    ['no answer at all', { kind: 'hang' }],
  ])('%s surfaces as an error, and the item stays as it was', async (_, fault) => {
    const key = await newItem();
    if (fault.kind === 'hang') timeOutAfter(2_000, db());
    endpoint.fail({ fault, when: updates });
    await expect(updateIf(key, whileVersion(1, 2))).rejects.toBeInstanceOf(Error);
    await expect(updateIfReturningItem(key, whileVersion(1, 2))).rejects.toBeInstanceOf(Error);
    endpoint.heal();
    expect((await stored(key))?.version).toBe(1);
  });

  it('a refused connection surfaces as an error; once the table listens again the same update writes', async () => {
    const key = await newItem();
    await endpoint.refuse();
    try {
      await expect(updateIf(key, whileVersion(1, 2))).rejects.toBeInstanceOf(Error);
      await expect(updateIfReturningItem(key, whileVersion(1, 2))).rejects.toBeInstanceOf(Error);
    } finally {
      await endpoint.listen();
    }
    expect(await updateIf(key, whileVersion(1, 2))).toBe(true);
    expect((await stored(key))?.version).toBe(2);
  });

  it('an answer lost after the write: the SDK’s retry meets its own write, and the caller hears false (the write is there)', async () => {
    // What callers must know: false after a lost answer does not mean "not written". The import
    // run's conditional writes (the job's status and fields) are safe to find written already.
    const key = await newItem();
    timeOutAfter(2_000, db());
    endpoint.fail({ fault: { kind: 'lose' }, when: updates, times: 1 });
    expect(await updateIf(key, whileVersion(1, 2))).toBe(false);
    expect((await stored(key))?.version).toBe(2);
  });
});
