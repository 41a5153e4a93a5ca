import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { updateIf } from '../conditional-update.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';
import { afterWindow, CLICK_FOLD_PARTITION, clickFoldCursorKey, parseClickFold, parseClickFoldCursor, type FoldDeltas } from './click-fold-item.js';

/** The fold records' access patterns (click-fold-item.ts): the cursor, and the records of the windows after it. */

/** Every window up to this one is folded (0: none yet). */
export async function readFoldCursor(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: clickFoldCursorKey, ConsistentRead: true }));
  return parseClickFoldCursor(Item);
}

/** Moves the cursor up to `through` (never down: two fold runs may race). */
export async function advanceFoldCursor(through: number): Promise<void> {
  await updateIf(clickFoldCursorKey, {
    fields: { type: 'clickFoldCursor', through },
    condition: { expression: 'attribute_not_exists(#through) OR #through < :through', names: { '#through': 'through' }, values: { ':through': through } },
  });
}

const windowsQuery = (after: number, through: number) => ({
  TableName: tableName(),
  KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': CLICK_FOLD_PARTITION, ':from': afterWindow(after), ':to': afterWindow(through) },
});

/** Whether any record waits in the windows after `after` up to `through` (an eventually consistent peek). */
export async function hasFoldRecords(after: number, through: number): Promise<boolean> {
  const page = await db().send(new QueryCommand({ ...windowsQuery(after, through), Limit: 1, ProjectionExpression: 'PK' }));
  return (page.Items?.length ?? 0) > 0;
}

/** The records of the windows after `after` up to `through`, in window order, page by page (consistent reads). */
export async function* foldRecordPages(after: number, through: number): AsyncGenerator<{ window: number; deltas: FoldDeltas }[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...windowsQuery(after, through),
        ConsistentRead: true,
        Limit: QUERY_PAGE_MAX,
        ExclusiveStartKey,
        ProjectionExpression: 'PK, #w, deltas',
        ExpressionAttributeNames: { '#w': 'window' },
      }),
    );
    yield (page.Items ?? []).map(parseClickFold);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
