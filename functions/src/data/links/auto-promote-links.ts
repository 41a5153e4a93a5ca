import { AUTO_PROMOTE_INDEX, AUTO_PROMOTE_PARTITION } from '../keys.js';
import { queryPages } from '../paging.js';
import { tableName } from '../table.js';

/**
 * The ids of the links whose A/B split promotes its leader automatically (issue 27), a page at a
 * time: the sparse GSI3 partition links-repo keeps while a split has `autoPromote`.
 */
export async function* linksWithAutoPromote(): AsyncGenerator<string[]> {
  const pages = queryPages({
    TableName: tableName(),
    IndexName: AUTO_PROMOTE_INDEX,
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': AUTO_PROMOTE_PARTITION },
    ProjectionExpression: 'GSI3SK',
  });
  for await (const items of pages) yield items.map((i) => i.GSI3SK as string);
}
