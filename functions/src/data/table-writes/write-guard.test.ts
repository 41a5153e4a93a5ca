import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { enableTableWriteGuard, guardTableWrites, runWithWriteScope, TableWriteRefused, type WriteScope } from './write-guard.js';

// The guard on a real document client: its commands go through the SDK's own middleware stack
// (marshalling included); a last middleware stands in for DynamoDB and records what was sent.
const sent: string[] = [];
let client: DynamoDBDocumentClient;

beforeAll(() => {
  // Refusing, and recording nowhere: this file's refusals are its own (the runtime's end the run).
  process.env.KISA_TABLE_WRITE_GUARD = 'enforce';
  delete process.env.KISA_TABLE_WRITE_REFUSALS;
  delete process.env.KISA_TABLE_WRITES_LOG;
  enableTableWriteGuard();
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  client.middlewareStack.add(
    (_next, context) => async () => {
      sent.push(context.commandName ?? '?');
      return { output: { $metadata: {} }, response: {} };
    },
    { step: 'finalizeRequest', name: 'standInForDynamoDB' },
  );
  guardTableWrites(client);
});

const links: WriteScope = { name: 'capability links', writes: ['ALIAS#', 'LINK#'] };
const TableName = 'kisa';
type AnyCommand = PutCommand | UpdateCommand | DeleteCommand | GetCommand | BatchWriteCommand | TransactWriteCommand;
const sendAs = async (scope: WriteScope | undefined, command: AnyCommand) => {
  sent.length = 0;
  const send = () => client.send(command as never);
  await (scope ? runWithWriteScope(scope, send) : send());
  return [...sent];
};

describe('the table-write guard (the local stand-in for dynamodb:LeadingKeys)', () => {
  it('passes a write inside the running function’s prefixes: put, update, delete', async () => {
    expect(await sendAs(links, new PutCommand({ TableName, Item: { PK: 'LINK#a1', SK: 'LINK' } }))).toEqual(['PutItemCommand']);
    expect(
      await sendAs(
        links,
        new UpdateCommand({ TableName, Key: { PK: 'ALIAS#İstanbul-🙂', SK: 'ALIAS' }, UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': 1 } }),
      ),
    ).toEqual(['UpdateItemCommand']);
    expect(await sendAs(links, new DeleteCommand({ TableName, Key: { PK: 'LINK#a1', SK: 'LINK' } }))).toEqual(['DeleteItemCommand']);
  });

  it('refuses a write outside them before it is sent, naming the function and the partition', async () => {
    const put = sendAs(links, new PutCommand({ TableName, Item: { PK: 'USER#u1', SK: 'PROFILE' } }));
    await expect(put).rejects.toThrow(TableWriteRefused);
    await expect(sendAs(links, new DeleteCommand({ TableName, Key: { PK: 'TEAM#t1', SK: 'TEAM' } }))).rejects.toThrow(
      /capability links may not write partition TEAM#t1/,
    );
    expect(sent).toEqual([]);
  });

  it('refuses a transaction or a batch with one item outside them, whatever its action (a condition check included)', async () => {
    const transaction = (bad: Record<string, unknown>) =>
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName, Item: { PK: 'LINK#a1', SK: 'LINK' } } }, bad] as never });
    for (const bad of [
      { Put: { TableName, Item: { PK: 'STATS#PLATFORM', SK: 'S' } } },
      { Update: { TableName, Key: { PK: 'TEAM#t1', SK: 'TEAM' }, UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': 1 } } },
      { Delete: { TableName, Key: { PK: 'USER#u1', SK: 'PROFILE' } } },
      { ConditionCheck: { TableName, Key: { PK: 'TEAM#t1', SK: 'TEAM' }, ConditionExpression: 'attribute_exists(PK)' } },
    ]) {
      await expect(sendAs(links, transaction(bad)), JSON.stringify(bad)).rejects.toThrow(TableWriteRefused);
    }
    const batch = new BatchWriteCommand({
      RequestItems: {
        [TableName]: [{ PutRequest: { Item: { PK: 'LINK#a2', SK: 'LINK' } } }, { DeleteRequest: { Key: { PK: 'CAMPAIGN#c1', SK: 'CAMPAIGN' } } }],
      },
    });
    await expect(sendAs(links, batch)).rejects.toThrow(/CAMPAIGN#c1/);
    expect(sent).toEqual([]);
    expect(await sendAs(links, transaction({ Delete: { TableName, Key: { PK: 'ALIAS#x', SK: 'ALIAS' } } }))).toEqual(['TransactWriteItemsCommand']);
  });

  it('lets reads through, a table-wide function write anywhere, and code outside any function (a test’s own setup) alone', async () => {
    expect(await sendAs(links, new GetCommand({ TableName, Key: { PK: 'USER#u1', SK: 'PROFILE' } }))).toEqual(['GetItemCommand']);
    expect(await sendAs({ name: 'worker imports', writes: 'table' }, new PutCommand({ TableName, Item: { PK: 'USER#u1', SK: 'PROFILE' } }))).toEqual([
      'PutItemCommand',
    ]);
    expect(await sendAs(undefined, new PutCommand({ TableName, Item: { PK: 'USER#u1', SK: 'PROFILE' } }))).toEqual(['PutItemCommand']);
  });

  it('lets a touch update its attributes only: a session’s lastSeenAt, never another attribute, a put or a delete there', async () => {
    const reader: WriteScope = { name: 'capability analytics', writes: ['AUDIT#'], touches: [{ prefix: 'USER#', attributes: ['PK', 'SK', 'lastSeenAt'] }] };
    const touch = (name: string) =>
      new UpdateCommand({
        TableName,
        Key: { PK: 'USER#u1', SK: 'SESSION#s1' },
        UpdateExpression: 'SET #a = :v',
        ExpressionAttributeNames: { '#a': name },
        ExpressionAttributeValues: { ':v': 'x' },
      });
    expect(await sendAs(reader, touch('lastSeenAt'))).toEqual(['UpdateItemCommand']);
    await expect(sendAs(reader, touch('passwordHash'))).rejects.toThrow(TableWriteRefused);
    await expect(sendAs(reader, new DeleteCommand({ TableName, Key: { PK: 'USER#u1', SK: 'SESSION#s1' } }))).rejects.toThrow(TableWriteRefused);
    await expect(sendAs(reader, new PutCommand({ TableName, Item: { PK: 'USER#u1', SK: 'SESSION#s1', lastSeenAt: 'x' } }))).rejects.toThrow(TableWriteRefused);
  });

  it('holds a prefix as IAM’s StringLike `prefix*` does: `TEAM#` is not `TEAMS#ORPHANED`', async () => {
    const team: WriteScope = { name: 'capability team-ish', writes: ['TEAM#'] };
    await expect(sendAs(team, new PutCommand({ TableName, Item: { PK: 'TEAMS#ORPHANED', SK: 't1' } }))).rejects.toThrow(TableWriteRefused);
  });
});
