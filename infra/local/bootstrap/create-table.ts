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

export const TABLE_NAME = 'kisa';
export const TTL_ATTRIBUTE = 'ttl';

/** The single table's shape; mirrors the CDK table so local and AWS behave alike. */
const gsis: GlobalSecondaryIndex[] = ['GSI1', 'GSI2'].map((name) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: `${name}PK`, KeyType: 'HASH' },
    { AttributeName: `${name}SK`, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
}));

const attributeDefinitions = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'].map((name) => ({
  AttributeName: name,
  AttributeType: 'S' as const,
}));

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
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: gsis,
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1 }, { TableName: tableName });
  } else {
    // A data dir from an older schema: add the indexes it lacks.
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of gsis.filter((g) => !have.has(g.IndexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions.filter((a) => a.AttributeName.startsWith(gsi.IndexName!)),
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      );
    }
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  }
}

async function describe(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if ((err as Error).name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
}
