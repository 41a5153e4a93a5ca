import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGetItems } from '../batch-get.js';
import { HEALTH_DUE_INDEX, healthDuePartition, pendingNoticeSchema, storedHealthSchema, type StoredHealth } from '../health/link-health-item.js';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';
import { db, tableName } from '../table.js';
import { parseAliasSnapshot, type AliasSnapshot } from './alias-item.js';
import { linkKey, parseLinkFields } from './link-item.js';

/** Where a pass stands in a shard: the index key after which its next page starts (DynamoDB's LastEvaluatedKey). */
export const healthCursorSchema = z.object({ PK: z.string(), SK: z.string(), GSI1PK: z.string(), GSI1SK: z.string() });
export type HealthCursor = z.infer<typeof healthCursorSchema>;

/** An alias item due a check: its key, its snapshot (the destinations), its last health and any notice still owed. */
export interface DueLink {
  key: Key;
  snapshot: AliasSnapshot;
  health?: StoredHealth;
  pending?: 'broken' | 'recovered';
}

const healthFields = z.object({ health: storedHealthSchema.optional(), pending: pendingNoticeSchema });

/**
 * One page (at most `limit`) of shard `shard`'s alias items due by `passAt`, after `cursor`, with
 * the next page's cursor (none: the shard is done). GSI1 projects every attribute: no second
 * read. Due keys sort as `{dueAt}#{linkId}` (ISO instants of one length), so "due by passAt" is
 * every key below `{passAt}$` ('$' sorts after '#'). A check moves the key past the pass's start,
 * so a pass meets an entry once. An item this code cannot read is answered in `malformed`.
 */
export async function dueLinksPage(
  shard: number,
  passAt: string,
  cursor: HealthCursor | undefined,
  limit: number,
): Promise<{ links: DueLink[]; malformed: string[]; next?: HealthCursor }> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: HEALTH_DUE_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :to',
      ExpressionAttributeValues: { ':pk': healthDuePartition(shard), ':to': `${passAt}$` },
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const links: DueLink[] = [];
  const malformed: string[] = [];
  for (const item of answer.Items ?? []) {
    const key = { PK: String(item.PK), SK: String(item.SK) };
    try {
      const { health, pending } = parseItem('alias health', healthFields, item);
      links.push({ key, snapshot: parseAliasSnapshot(item, ''), ...(health ? { health } : {}), ...(pending ? { pending } : {}) });
    } catch {
      malformed.push(`${key.PK} / ${key.SK}`);
    }
  }
  return answer.LastEvaluatedKey ? { links, malformed, next: healthCursorSchema.parse(answer.LastEvaluatedKey) } : { links, malformed };
}

/** The link item's fields a check needs: its counters (the check's tier), its fallback, what a notice and the team's row name. */
const HEALTH_LINK_FIELDS = ['linkId', 'teamId', 'shortUrl', 'title', 'longUrl', 'totalClicks', 'fallbackUrl', 'domain', 'campaignId', 'tagIds'] as const;

export type HealthLinkFields = ReturnType<typeof parseHealthLink>;

const parseHealthLink = (item: Record<string, unknown>) => parseLinkFields(item, HEALTH_LINK_FIELDS);

/** The link items of a page of due links, by id (eventually consistent: a tier needs no more); a deleted link is absent. */
export async function linksForHealth(linkIds: readonly string[]): Promise<Map<string, HealthLinkFields>> {
  const items = await batchGetItems([...new Set(linkIds)].map(linkKey), {
    ProjectionExpression: HEALTH_LINK_FIELDS.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(HEALTH_LINK_FIELDS.map((f, i) => [`#f${i}`, f])),
  });
  const links = new Map<string, HealthLinkFields>();
  for (const item of items) {
    const link = parseHealthLink(item);
    links.set(link.linkId, link);
  }
  return links;
}
