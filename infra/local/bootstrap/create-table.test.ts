/// <reference path="../test/runtime-context.d.ts" />
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, type TableDescription } from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TABLE_KEY_ATTRIBUTES, TABLE_TTL_ATTRIBUTE } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable, TABLE_NAME } from './create-table.js';

// The table the local runtime bootstraps has the shape shared/src/table-schema.ts defines (the
// same definition CDK's table is built from: infra/lib/runtime-facts.test.ts checks that side).

let ddb: DynamoDBClient;
beforeAll(() => {
  ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: inject('runtime').env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(() => ddb.destroy());

const describeTable = async (name: string) => (await ddb.send(new DescribeTableCommand({ TableName: name }))).Table!;

/** The table's shape in the terms of the shared definition. */
function shapeOf(table: TableDescription) {
  return {
    key: table.KeySchema?.map((k) => [k.AttributeName, k.KeyType]),
    indexes: (table.GlobalSecondaryIndexes ?? [])
      .map((g) => ({ name: g.IndexName, partitionKey: g.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName, sortKey: g.KeySchema?.find((k) => k.KeyType === 'RANGE')?.AttributeName, projection: g.Projection?.ProjectionType }))
      .sort((a, b) => a.name!.localeCompare(b.name!)),
    attributes: table.AttributeDefinitions?.map((a) => `${a.AttributeName}:${a.AttributeType}`).sort(),
  };
}

const expected = {
  key: [[TABLE_KEY.partitionKey, 'HASH'], [TABLE_KEY.sortKey, 'RANGE']],
  indexes: [...TABLE_INDEXES],
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
});
