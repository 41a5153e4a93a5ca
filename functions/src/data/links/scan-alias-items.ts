import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table.js';

/**
 * Pages of the table's alias items that also match `filter` (over `names`/`values`), with the
 * attributes `projection` names: a one-off Scan, for the backfills an upgrade runs once
 * (`npm run backfill:…`), never for a request.
 */
export async function* scanAliasItems(query: {
  filter: string;
  projection: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: `#type = :alias AND (${query.filter})`,
        ExpressionAttributeNames: { '#type': 'type', ...query.names },
        ExpressionAttributeValues: { ':alias': 'alias', ...query.values },
        ProjectionExpression: query.projection,
        ExclusiveStartKey,
      }),
    );
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
