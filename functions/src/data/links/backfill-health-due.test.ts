import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Link } from '@kisa/shared';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { DYNAMODB_FAULTS } from '#test-support/faulty-aws-endpoint.js';
import { faultyDynamoForSuite } from '#test-support/faulty-dynamo-suite.js';

// Links written before destination health have no due key: the backfill gives each one, spread
// over a window, and leaves alone a link that has its own. Its window starts in 2100, so no pass
// of another suite ever finds these links due. DynamoDB sits behind a stand-in that fails on
// demand: a backfill that meets a refusal stops with the error (the script exits non-zero) and a
// second run finishes the work.
const dynamo = await faultyDynamoForSuite();
const { backfillHealthDue } = await import('./index.js');
const { backfilledDueAt } = await import('./backfill-health-due.js');
const { aliasKey } = await import('./alias-item.js');
const { db, tableName } = await import('../table.js');

const START = new Date('2100-01-01T00:00:00.000Z');
const DAY = 86_400_000;
let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('health-backfill');
});

async function link(): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', {
    headers: owner.auth,
    json: { longUrl: 'https://example.com/ürün', shortUrl: `hb${randomUUID().slice(0, 8)}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const dueKeys = async (l: Link) => {
  const item = (await db().send(new GetCommand({ TableName: tableName(), Key: aliasKey(l.shortUrl), ConsistentRead: true }))).Item!;
  return { GSI1PK: item.GSI1PK as string | undefined, GSI1SK: item.GSI1SK as string | undefined };
};

describe('backfilling due keys', () => {
  it('schedules links without a due key within the window, once, and keeps the ones that have theirs', async () => {
    const [old, current] = await Promise.all([link(), link()]);
    const kept = await dueKeys(current);
    expect(kept.GSI1PK, 'a new link is scheduled when written').toMatch(/^HEALTHDUE#\d+$/);
    // As the version before destination health wrote it.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: aliasKey(old.shortUrl), UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }));

    expect(await backfillHealthDue(START, DAY)).toBeGreaterThanOrEqual(1);
    const scheduled = await dueKeys(old);
    expect(scheduled.GSI1PK).toMatch(/^HEALTHDUE#\d+$/);
    expect(scheduled.GSI1SK).toBe(`${backfilledDueAt(old.id, START, DAY)}#${old.id}`);
    const dueAt = Date.parse(scheduled.GSI1SK!.split('#')[0]!);
    expect(dueAt).toBeGreaterThanOrEqual(START.getTime());
    expect(dueAt).toBeLessThan(START.getTime() + DAY);
    expect(await dueKeys(current)).toEqual(kept);

    // Again: nothing of these changes.
    await backfillHealthDue(new Date('2101-01-01T00:00:00.000Z'), DAY);
    expect(await dueKeys(old)).toEqual(scheduled);
  });

  it('spreads first checks evenly over the window', () => {
    const hours = new Array<number>(24).fill(0);
    for (let i = 0; i < 24_000; i++) hours[Math.floor((Date.parse(backfilledDueAt(randomUUID(), START, DAY)) - START.getTime()) / 3_600_000)]!++;
    expect(Math.min(...hours)).toBeGreaterThan(850);
    expect(Math.max(...hours)).toBeLessThan(1150);
    expect(backfilledDueAt('any', START, 0)).toBe(START.toISOString());
  });

  it.each([
    ['throttled without end', DYNAMODB_FAULTS.throttled],
    ['answering 500', DYNAMODB_FAULTS.serverError],
    ['answering garbage', DYNAMODB_FAULTS.garbage],
  ])('stops with the error when DynamoDB keeps %s on its writes, and a second run schedules what is left', async (_name, fault) => {
    const old = await link();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: aliasKey(old.shortUrl), UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }));
    dynamo.fail({ fault, when: (req) => req.operation === 'UpdateItem' });
    await expect(backfillHealthDue(START, DAY)).rejects.toThrow();
    dynamo.heal();
    expect((await dueKeys(old)).GSI1PK, 'nothing written while refused').toBeUndefined();
    expect(await backfillHealthDue(START, DAY)).toBeGreaterThanOrEqual(1);
    expect((await dueKeys(old)).GSI1SK).toBe(`${backfilledDueAt(old.id, START, DAY)}#${old.id}`);
  });

  it('stops with the error when its Scan is refused or the connection is, and a second run schedules what is left', async () => {
    const old = await link();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: aliasKey(old.shortUrl), UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }));
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'Scan' });
    await expect(backfillHealthDue(START, DAY)).rejects.toThrow();
    dynamo.heal();
    await dynamo.refuse();
    await expect(backfillHealthDue(START, DAY)).rejects.toThrow();
    await dynamo.listen();
    expect((await dueKeys(old)).GSI1PK).toBeUndefined();
    expect(await backfillHealthDue(START, DAY)).toBeGreaterThanOrEqual(1);
    expect((await dueKeys(old)).GSI1PK).toMatch(/^HEALTHDUE#\d+$/);
  });
});
