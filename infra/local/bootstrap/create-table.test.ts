/// <reference path="../test/runtime-context.d.ts" />
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TABLE_KEY_ATTRIBUTES, TABLE_TTL_ATTRIBUTE } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable, TABLE_NAME } from './create-table.js';

// The table the local runtime bootstraps has the shape shared/src/table-schema.ts defines (the
// same definition CDK's table is built from: infra/lib/runtime-facts.test.ts checks that side).

let ddb: DynamoDBClient;
beforeAll(() => {
  ddb = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: inject('runtime').env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(() => ddb.destroy());

const describeTable = async (name: string) => (await ddb.send(new DescribeTableCommand({ TableName: name }))).Table!;

/** The table's shape in the terms of the shared definition. */
function shapeOf(table: TableDescription) {
  return {
    key: table.KeySchema?.map((k) => [k.AttributeName, k.KeyType]),
    indexes: (table.GlobalSecondaryIndexes ?? [])
      .map((g) => ({
        name: g.IndexName,
        partitionKey: g.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName,
        sortKey: g.KeySchema?.find((k) => k.KeyType === 'RANGE')?.AttributeName,
        projection: g.Projection?.ProjectionType,
        ...(g.Projection?.NonKeyAttributes ? { nonKeyAttributes: [...g.Projection.NonKeyAttributes].sort() } : {}),
      }))
      .sort((a, b) => a.name!.localeCompare(b.name!)),
    attributes: table.AttributeDefinitions?.map((a) => `${a.AttributeName}:${a.AttributeType}`).sort(),
  };
}

const expected = {
  key: [
    [TABLE_KEY.partitionKey, 'HASH'],
    [TABLE_KEY.sortKey, 'RANGE'],
  ],
  indexes: TABLE_INDEXES.map((i) => ('nonKeyAttributes' in i ? { ...i, nonKeyAttributes: [...i.nonKeyAttributes].sort() } : i)),
  attributes: TABLE_KEY_ATTRIBUTES.map((a) => `${a}:S`).sort(),
};

describe('ensureTable', () => {
  it("creates the runtime's table with the shared keys, indexes and TTL attribute", async () => {
    expect(shapeOf(await describeTable(TABLE_NAME))).toEqual(expected);
    const ttl = (await ddb.send(new DescribeTimeToLiveCommand({ TableName: TABLE_NAME }))).TimeToLiveDescription;
    expect(ttl?.AttributeName).toBe(TABLE_TTL_ATTRIBUTE);
  });

  it('adds the indexes a table from an older data dir lacks', async () => {
    const name = `bootstrap-${randomUUID()}`;
    await ddb.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [TABLE_KEY.partitionKey, TABLE_KEY.sortKey].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
      }),
    );
    try {
      await ensureTable(ddb, name);
      expect(shapeOf(await describeTable(name))).toEqual(expected);
    } finally {
      await ddb.send(new DeleteTableCommand({ TableName: name }));
    }
  });

  it('adds GSI3 to a data dir made before it existed (GSI1 and GSI2 only), and indexes the profiles already there that carry its keys', async () => {
    const name = `bootstrap-${randomUUID()}`;
    const old = TABLE_INDEXES.filter((i) => i.name !== 'GSI3');
    await ddb.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [TABLE_KEY.partitionKey, TABLE_KEY.sortKey, ...old.flatMap((i) => [i.partitionKey, i.sortKey])].map((a) => ({
          AttributeName: a,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: old.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    try {
      await ddb.send(
        new PutItemCommand({
          TableName: name,
          Item: {
            PK: { S: 'USER#u1' },
            SK: { S: 'PROFILE' },
            GSI3PK: { S: 'USERS' },
            GSI3SK: { S: '2026-01-01T00:00:00.000Z#u1' },
            name: { S: 'Ann' },
            sessionsEndedAt: { N: '1' },
          },
        }),
      );
      await ensureTable(ddb, name);
      expect(shapeOf(await describeTable(name))).toEqual(expected);
      // Only the projected fields come back from the new index.
      const listed = await ddb.send(
        new QueryCommand({ TableName: name, IndexName: 'GSI3', KeyConditionExpression: 'GSI3PK = :u', ExpressionAttributeValues: { ':u': { S: 'USERS' } } }),
      );
      expect(listed.Items?.map((i) => Object.keys(i).sort())).toEqual([['GSI3PK', 'GSI3SK', 'PK', 'SK', 'name']]);
      // A second run on the now complete table changes nothing.
      await ensureTable(ddb, name);
      expect(shapeOf(await describeTable(name))).toEqual(expected);
    } finally {
      await ddb.send(new DeleteTableCommand({ TableName: name }));
    }
  });
});
