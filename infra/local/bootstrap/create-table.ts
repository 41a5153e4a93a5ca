import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEY, TABLE_KEY_ATTRIBUTES, TABLE_TTL_ATTRIBUTE, type TableIndex } from '@kisa/shared';

export const TABLE_NAME = 'kisa';

/** The single table's shape (shared/src/table-schema.ts), as CDK's table has it. */
const gsis: GlobalSecondaryIndex[] = (TABLE_INDEXES as readonly TableIndex[]).map((index) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: index.projection, ...(index.nonKeyAttributes ? { NonKeyAttributes: [...index.nonKeyAttributes] } : {}) },
}));

const attributeDefinitions = TABLE_KEY_ATTRIBUTES.map((name) => ({
  AttributeName: name,
  AttributeType: 'S' as const,
}));

/** The key attributes an index needs defined when it is added to an existing table. */
const indexAttributes = (gsi: GlobalSecondaryIndex) => attributeDefinitions.filter((a) => gsi.KeySchema!.some((k) => k.AttributeName === a.AttributeName));

/** Creates the table, any missing GSI and TTL; a no-op when all exist. */
export async function ensureTable(client: DynamoDBClient, tableName = TABLE_NAME): Promise<void> {
  const existing = await describe(client, tableName);
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: gsis,
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1 }, { TableName: tableName });
  } else {
    // A data dir from an older schema: add the indexes it lacks (one per UpdateTable, each
    // waited for until ACTIVE: DynamoDB takes one index creation at a time per table). The
    // items already there that carry the new index's keys are indexed by DynamoDB itself.
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of gsis.filter((g) => !have.has(g.IndexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: indexAttributes(gsi),
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      );
      await waitForIndex(client, tableName, gsi.IndexName!);
    }
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  }
}

async function waitForIndex(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const index = (await describe(client, tableName))?.GlobalSecondaryIndexes?.find((g) => g.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE' || (index && index.IndexStatus === undefined)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Index ${indexName} of ${tableName} did not become ACTIVE within 60 s`);
}

async function describe(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if ((err as Error).name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
}
