import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../table.js';
import { DOMAINS_INDEX, DOMAINS_PARTITION, DUE_PREFIX, teamDomainOf, type TeamDomainRecord } from './team-domain-item.js';

/**
 * The ranges of GSI1 `DOMAINS` one pass of the periodic check reads, in order: entries from
 * before due keys (their sort key is `{host}#{teamId}`: hosts are lower case, so they sort before
 * `DUE#` or from `DUE$` on), then the entries due by the pass's start. A check moves an entry's
 * key to its next due time, after the pass's start, so a pass never meets an entry twice.
 */
export const DUE_RANGES = ['olderBefore', 'due', 'olderAfter'] as const;

export type DueRange = (typeof DUE_RANGES)[number];

/** Where a pass stands in a range: the index key after which its next page starts (DynamoDB's LastEvaluatedKey). */
export const dueCursorSchema = z.object({ PK: z.string(), SK: z.string(), GSI1PK: z.string(), GSI1SK: z.string() });

export type DueCursor = z.infer<typeof dueCursorSchema>;

const DUE_AFTER_PREFIX = 'DUE$';

function rangeCondition(range: DueRange, passAt: string): { condition: string; values: Record<string, string> } {
  if (range === 'olderBefore') return { condition: 'GSI1SK < :to', values: { ':to': DUE_PREFIX } };
  if (range === 'olderAfter') return { condition: 'GSI1SK >= :from', values: { ':from': DUE_AFTER_PREFIX } };
  return { condition: 'GSI1SK BETWEEN :from AND :to', values: { ':from': DUE_PREFIX, ':to': `${DUE_PREFIX}${passAt}` } };
}

/**
 * One page (at most `limit` entries) of `range` as of `passAt`, after `cursor`, with the cursor of
 * the next page (none: the range is done). The index projects every attribute: no second read.
 * An entry this code cannot read is answered by its key in `malformed`, not thrown: one bad item
 * must not hold up every domain after it.
 */
export async function dueDomainsPage(
  range: DueRange,
  passAt: string,
  cursor: DueCursor | undefined,
  limit: number,
): Promise<{ domains: TeamDomainRecord[]; malformed: string[]; next?: DueCursor }> {
  const { condition, values } = rangeCondition(range, passAt);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: DOMAINS_INDEX,
      KeyConditionExpression: `GSI1PK = :pk AND ${condition}`,
      ExpressionAttributeValues: { ':pk': DOMAINS_PARTITION, ...values },
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const domains: TeamDomainRecord[] = [];
  const malformed: string[] = [];
  for (const item of answer.Items ?? []) {
    try {
      domains.push(teamDomainOf(item));
    } catch {
      malformed.push(`${String(item.PK)} / ${String(item.SK)}`);
    }
  }
  return answer.LastEvaluatedKey ? { domains, malformed, next: dueCursorSchema.parse(answer.LastEvaluatedKey) } : { domains, malformed };
}
