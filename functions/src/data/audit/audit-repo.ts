import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, AuditFilters } from '@kisa/shared';
import { queryPages } from '../paging.js';
import { cancellationReasons } from '../transactions.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import {
  AUDIT_SEQ_MAX,
  auditEntryItem,
  auditHeadKey,
  auditPartition,
  auditSortKey,
  parseAuditEntry,
  parseAuditHead,
  rawAuditEntry,
  type AuditHead,
} from './audit-item.js';

/**
 * The audit log's access patterns (audit-item.ts): the head (read strongly, to append after it),
 * one append (the entry and the head in one transaction), a page of entries newest first with
 * filters, and every entry oldest first (verification).
 */

export async function getAuditHead(teamId: string): Promise<AuditHead | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: auditHeadKey(teamId), ConsistentRead: true }));
  return Item ? parseAuditHead(Item) : null;
}

/**
 * Appends `entry` after the head at `prevSeq` (0: the log is empty): the entry is put only where
 * none is, and the head moves only from `prevSeq`. 'contended' when another append got there
 * first (the caller reads the head again and retries); any other failure is thrown.
 */
export async function appendAuditEntry(teamId: string, entry: AuditEntry, ttl: number, prevSeq: number): Promise<'ok' | 'contended'> {
  const TableName = tableName();
  const head = buildUpdate({
    fields: { type: 'auditHead', seq: entry.seq, hash: entry.hash },
    condition:
      prevSeq === 0
        ? { expression: 'attribute_not_exists(#seq) OR #seq = :prev', names: { '#seq': 'seq' }, values: { ':prev': 0 } }
        : { expression: '#seq = :prev', names: { '#seq': 'seq' }, values: { ':prev': prevSeq } },
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: auditEntryItem(teamId, entry, ttl), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Update: { TableName, Key: auditHeadKey(teamId), ...head } },
        ],
      }),
    );
    return 'ok';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.some((r) => r === 'ConditionalCheckFailed' || r === 'TransactionConflict')) return 'contended';
    throw error;
  }
}

/** The filter of a list or export, as a FilterExpression over the entries' fields. */
function filterOf(filters: AuditFilters): { FilterExpression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filters.actor) {
    parts.push('#actor.#id = :actor');
    Object.assign(names, { '#actor': 'actor', '#id': 'id' });
    values[':actor'] = filters.actor;
  }
  if (filters.action) {
    parts.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = filters.action;
  }
  if (filters.target) {
    parts.push('(#target.#id = :target OR #target.#type = :target)');
    Object.assign(names, { '#target': 'target', '#id': 'id', '#type': 'type' });
    values[':target'] = filters.target;
  }
  if (filters.from) {
    parts.push('#at >= :from');
    names['#at'] = 'at';
    values[':from'] = filters.from;
  }
  if (filters.to) {
    parts.push('#at < :to');
    names['#at'] = 'at';
    values[':to'] = filters.to;
  }
  return { ...(parts.length ? { FilterExpression: parts.join(' AND ') } : {}), names, values };
}

/**
 * Up to `limit` entries matching `filters`, newest first, before the entry `beforeSeq` (the
 * previous page's last), and whether more follow. A filter is applied as DynamoDB reads, so a
 * rare match reads further into the partition (one page of QUERY_PAGE_MAX at a time).
 */
export async function queryAuditEntries(
  teamId: string,
  filters: AuditFilters,
  page: { beforeSeq?: number; limit: number },
): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const { FilterExpression, names, values } = filterOf(filters);
  const entries: AuditEntry[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
        ...(FilterExpression ? { FilterExpression } : {}),
        ExpressionAttributeNames: { ...names, '#pk': 'PK', '#sk': 'SK' },
        ExpressionAttributeValues: {
          ...values,
          ':pk': auditPartition(teamId),
          ':lo': auditSortKey(0),
          ':hi': auditSortKey(page.beforeSeq === undefined ? AUDIT_SEQ_MAX : page.beforeSeq - 1),
        },
        ScanIndexForward: false,
        Limit: QUERY_PAGE_MAX,
        ExclusiveStartKey,
      }),
    );
    for (const item of answer.Items ?? []) entries.push(parseAuditEntry(item));
    ExclusiveStartKey = answer.LastEvaluatedKey;
  } while (ExclusiveStartKey && entries.length <= page.limit);
  return { entries: entries.slice(0, page.limit), more: entries.length > page.limit };
}

/** Every entry of the team's log as stored, oldest first, page by page (strongly consistent). */
export async function* auditEntriesOldestFirst(teamId: string): AsyncGenerator<(Record<string, unknown> & { seq: number })[]> {
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :e)',
    ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
    ExpressionAttributeValues: { ':pk': auditPartition(teamId), ':e': 'E#' },
    ConsistentRead: true,
  })) {
    yield items.map(rawAuditEntry);
  }
}
