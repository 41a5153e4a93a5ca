import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, QUERY_PAGE_MAX } from './table.js';

type PartitionQuery = Omit<QueryCommandInput, 'ExclusiveStartKey'>;

/** Every page of one Query, in order, each at most QUERY_PAGE_MAX items (or the caller's smaller Limit). */
export async function* queryPages(query: PartitionQuery): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ Limit: QUERY_PAGE_MAX, ...query, ExclusiveStartKey }));
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/**
 * Items `skip` … `skip + limit` of a Query, in its order: offset paging, where the items
 * before the page are read and dropped (page n reads n × limit items). The Limit of each call
 * is what is still wanted, capped (DynamoDB's Limit is 32-bit: a far page reads in capped steps).
 */
export async function queryOffsetPage<T>(
  query: PartitionQuery,
  page: { skip: number; limit: number },
  map: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const wanted = page.skip + page.limit;
  const items: T[] = [];
  let seen = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(new QueryCommand({ ...query, Limit: Math.min(wanted - seen, QUERY_PAGE_MAX), ExclusiveStartKey }));
    for (const item of answer.Items ?? []) {
      if (seen >= page.skip && seen < wanted) items.push(map(item));
      seen++;
    }
    ExclusiveStartKey = answer.LastEvaluatedKey;
  } while (ExclusiveStartKey && seen < wanted);
  return items;
}

/**
 * The first `limit` items of a Query, in its order, and whether more follow (one item more is
 * read to know, so the last page says it is the last): the page of a list paged by key, whose
 * key condition starts after the previous page's last sort key.
 */
export async function queryKeysetPage<T>(
  query: PartitionQuery,
  limit: number,
  map: (item: Record<string, unknown>) => T,
): Promise<{ items: T[]; more: boolean }> {
  const items = await queryOffsetPage(query, { skip: 0, limit: limit + 1 }, map);
  return { items: items.slice(0, limit), more: items.length > limit };
}
