import { CLICK_LOG_RETENTION_DAYS } from '@kisa/shared';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { countLinkClicks, countTeamClicks } from '../links/index.js';
import { addToPlatformStats, platformStatsShard } from '../admin/platform-stats-repo.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { clickGroupItem, clickGroupKey, parseClickGroupMarker } from './click-group-item.js';
import { firstVisitItem, firstVisitKey, parseFirstVisitHolder } from './first-visit-item.js';

/**
 * Click counters and the markers that keep them exact (docs/DATA-MODEL.md, "Clicks").
 */

/** Group markers outlive any redelivery: SQS keeps messages 4 days (14 in the DLQ, which can be redriven). */
export const CLICK_GROUP_MARKER_TTL_SECONDS = 15 * 24 * 60 * 60;

/** One counted unit: a slice (≤ 40 links) of a queued click group and what it adds per link. */
export interface ClickSlice {
  groupId: string;
  slice: number;
  links: Map<string, { teamId: string; total: number; unique: number }>;
}

/** A slice's id, `{groupId}#{slice}`: what countedSlices answers. */
export const sliceId = (groupId: string, slice: number) => `${groupId}#${slice}`;

/**
 * Which of these slices were counted already (consistent reads of their markers, 100 keys per
 * call). A marker is matched by its key, not its attributes: markers written before the slice
 * was named so carry `part` where newer ones carry `slice` (both live up to 15 days).
 */
export async function countedSlices(slices: readonly { groupId: string; slice: number }[]): Promise<Set<string>> {
  const done = new Set<string>();
  const TableName = tableName();
  for (let i = 0; i < slices.length; i += 100) {
    const idOfKey = new Map(slices.slice(i, i + 100).map((s) => [clickGroupKey(s.groupId, s.slice).PK, sliceId(s.groupId, s.slice)]));
    let keys: Record<string, unknown>[] | undefined = slices.slice(i, i + 100).map((s) => ({ ...clickGroupKey(s.groupId, s.slice) }));
    for (let attempt = 0; keys?.length; attempt++) {
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true, ProjectionExpression: 'PK' } } }),
      );
      for (const item of out.Responses?.[TableName] ?? []) {
        const id = idOfKey.get(parseClickGroupMarker(item));
        if (id) done.add(id);
      }
      keys = out.UnprocessedKeys?.[TableName]?.Keys;
      if (keys?.length) await sleep(backoff(attempt));
    }
  }
  return done;
}

/**
 * Claims the first-visit marker of (link, visitor) for `eventId` and answers the id of the
 * event that holds it: `eventId` when this is the visitor's first click on the link (also
 * when this event claimed it on an earlier delivery), else the earlier holder's id.
 */
export async function claimFirstVisit(linkId: string, visitorId: string, eventId: string, time: string, now = new Date()): Promise<string | null> {
  const Key = firstVisitKey(linkId, visitorId);
  // The marker lives as long as the click log keeps the click it marks (CLICK_LOG_RETENTION_DAYS
  // after it); TTL deletes it days later at most, so an expired one counts as gone meanwhile.
  const ttl = Math.floor(Date.parse(time) / 1000) + CLICK_LOG_RETENTION_DAYS * 86_400;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: firstVisitItem({ linkId, visitorId, eventId, time, ttl }),
        ConditionExpression: 'attribute_not_exists(PK) OR eventId = :eventId OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':eventId': eventId, ':now': Math.floor(now.getTime() / 1000) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return eventId;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The failed condition carries the item in wire format; older emulators omit it.
    const wire = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    if (wire) return parseFirstVisitHolder(unmarshall(wire), Key);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true, ProjectionExpression: 'eventId' }));
    return Item ? parseFirstVisitHolder(Item, Key) : null;
  }
}

/**
 * Adds the slices' clicks to link, team and platform counters in ONE transaction together
 * with each slice's marker (conditional on not existing), so a slice is counted exactly
 * once however often its message is delivered. The platform counter is one shard of
 * PLATFORM_STATS_SHARDS, picked by the first slice, so no item takes every transaction. A slice whose marker exists was counted
 * before and is dropped; a link or team that no longer exists is left out (its
 * ConditionCheck failed); then the rest is retried. Answers the slices counted now.
 * At most 100 items: callers pass slices that fit (see `itemsFor`).
 */
export async function countClicks(slices: readonly ClickSlice[], now = Date.now()): Promise<ClickSlice[]> {
  let pending = [...slices];
  const missingLinks = new Set<string>();
  const missingTeams = new Set<string>();
  const ttl = Math.floor(now / 1000) + CLICK_GROUP_MARKER_TTL_SECONDS;
  const TableName = tableName();
  for (let attempt = 0; pending.length > 0; attempt++) {
    const links = new Map<string, { total: number; unique: number }>();
    const teams = new Map<string, { total: number; unique: number }>();
    let total = 0;
    let unique = 0;
    for (const s of pending) {
      for (const [linkId, c] of s.links) {
        total += c.total;
        unique += c.unique;
        if (!missingLinks.has(linkId)) add(links, linkId, c);
        if (!missingTeams.has(c.teamId)) add(teams, c.teamId, c);
      }
    }
    const items = [
      ...pending.map((p) => ({
        Put: {
          TableName,
          Item: clickGroupItem(p.groupId, p.slice, ttl),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      })),
      ...[...links].map(([linkId, c]) => ({ Update: countLinkClicks(TableName, linkId, c) })),
      ...[...teams].map(([teamId, c]) => ({ Update: countTeamClicks(TableName, teamId, c) })),
      { Update: addToPlatformStats(TableName, platformStatsShard(pending[0]!.groupId, pending[0]!.slice, attempt), { total, unique }) },
    ];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return pending;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.includes('ConditionalCheckFailed')) {
        const counted = new Set<ClickSlice>();
        const linkIds = [...links.keys()];
        const teamIds = [...teams.keys()];
        reasons.forEach((code, i) => {
          if (code !== 'ConditionalCheckFailed') return;
          if (i < pending.length) counted.add(pending[i]!);
          else if (i < pending.length + linkIds.length) missingLinks.add(linkIds[i - pending.length]!);
          else if (i < pending.length + linkIds.length + teamIds.length) missingTeams.add(teamIds[i - pending.length - linkIds.length]!);
        });
        pending = pending.filter((p) => !counted.has(p));
        continue;
      }
      if (reasons.some((r) => r === 'TransactionConflict' || r === 'ThrottlingError' || r === 'ProvisionedThroughputExceeded') && attempt < 10) {
        await sleep(backoff(attempt));
        continue;
      }
      throw error;
    }
  }
  return pending;
}

/** The transaction items `countClicks` needs for these slices (markers, links, teams, one platform shard). */
export function itemsFor(slices: readonly ClickSlice[]): number {
  const links = new Set<string>();
  const teams = new Set<string>();
  for (const s of slices) {
    for (const [linkId, c] of s.links) {
      links.add(linkId);
      teams.add(c.teamId);
    }
  }
  return slices.length + links.size + teams.size + 1;
}

/** ADD to an existing counter item (a deleted link or team is not resurrected by a late click). */
function add(map: Map<string, { total: number; unique: number }>, key: string, c: { total: number; unique: number }) {
  const current = map.get(key);
  if (current) {
    current.total += c.total;
    current.unique += c.unique;
  } else map.set(key, { total: c.total, unique: c.unique });
}

function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

const backoff = (attempt: number) => Math.min(20 * 2 ** attempt, 1000) * (0.5 + Math.random());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
