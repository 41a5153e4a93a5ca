import * as z from 'zod';
import { parseItem } from '../parse-item.js';
import { queryPages } from '../paging.js';
import { tableName } from '../table.js';
import { AUTO_PROMOTE_INDEX, AUTO_PROMOTE_PARTITION } from './link-item.js';

/** A listed link's index sort key: its id. */
const autoPromoteRow = z.object({ GSI3SK: z.string() });

/**
 * The ids of the links whose A/B split promotes its leader automatically, a page at a time: the
 * sparse GSI3 partition an edit keeps while a split has `autoPromote` (edit-link.ts).
 */
export async function* linksWithAutoPromote(): AsyncGenerator<string[]> {
  const pages = queryPages({
    TableName: tableName(),
    IndexName: AUTO_PROMOTE_INDEX,
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': AUTO_PROMOTE_PARTITION },
    ProjectionExpression: 'GSI3SK',
  });
  for await (const items of pages) yield items.map((item) => parseItem('link', autoPromoteRow, item).GSI3SK);
}
