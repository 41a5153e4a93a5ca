import { CLICK_LOG_RETENTION_DAYS } from '@kisa/shared';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { countLinkClicks, countTeamClicks } from '../links/index.js';
import { addToPlatformStats, platformStatsShard } from '../admin/platform-stats-repo.js';
import { batchGetItems } from '../batch-get.js';
import { config } from '#lib/config.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { cancellationReasons } from '../transactions.js';
import { clickBatchItem } from './click-group-item.js';
import { markerTtl } from './click-markers-repo.js';
import { clickRunItem } from './click-run-item.js';
import { shardFences, unfencedCondition } from './click-runs-repo.js';
import { clickFoldItem, type FoldDeltas } from './click-fold-item.js';
import { firstVisitItem, firstVisitKey, parseFirstVisitHolder, parseFirstVisitRead } from './first-visit-item.js';

/**
 * Click counters and the markers that keep them exact (docs/DATA-MODEL.md, "Clicks").
 */

/**
 * One counted unit: a slice (≤ 40 links) of a queued click group and what it adds per link.
 * `direct`: the link has a click limit, so its counter must move with the transaction (the
 * limit check reads it), never wait in a fold record.
 */
export interface ClickSlice {
  groupId: string;
  slice: number;
  links: Map<string, { teamId: string; total: number; unique: number; direct?: boolean }>;
}

/**
 * The current holders of these (link, visitor) first-visit markers, by `linkId\nvisitorId`:
 * eventually consistent reads (a fifth of a write's price), 100 keys per call. Safe for the
 * decision: a marker is only ever replaced after its `ttl` passed, so a stale answer is either
 * "absent" (the conditional claim then decides) or the holder still holding it. Expired ones
 * count as absent.
 */
export async function firstVisitHolders(pairs: readonly { linkId: string; visitorId: string }[], now = new Date()): Promise<Map<string, string>> {
  const pairOfKey = new Map(pairs.map((p) => [firstVisitKey(p.linkId, p.visitorId).PK, `${p.linkId}\n${p.visitorId}`]));
  const items = await batchGetItems(
    pairs.map((p) => firstVisitKey(p.linkId, p.visitorId)),
    { ProjectionExpression: 'PK, eventId, #ttl', ExpressionAttributeNames: { '#ttl': 'ttl' } },
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const holders = new Map<string, string>();
  for (const item of items) {
    const read = parseFirstVisitRead(item);
    const pair = pairOfKey.get(read.PK);
    if (pair !== undefined && read.ttl >= nowSeconds) holders.set(pair, read.eventId);
  }
  return holders;
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
 * A first-receipt batch (nothing claimed): its run record's minute and slice hashes, and its
 * earliest click time, which the platform shard's fence must be below (click-runs-repo.ts).
 */
export interface ClickRun {
  minute: string;
  hashes: readonly string[];
  earliestClick: number;
}

/**
 * Adds the slices' clicks to link, team and platform counters in ONE transaction, so a slice is
 * counted exactly once however often its message is delivered:
 *
 * - slices this batch claimed (click-markers-repo.claimSlices): with the batch's record `counted`
 *   (conditional on no record: a redelivery that found the batch unfinished voided it), an ADD
 *   per link and team;
 * - with `run`, a first receipt's slices: its run record (their hashes, click-runs-repo.ts) and a
 *   fold record (click-fold-item.ts) holding the per-link and per-team additions, which the fold
 *   step applies with one update per link and team a window — except links with a click limit
 *   (`direct`), added here. Its platform ADD holds only below both fences: the click fence a
 *   redelivery raises (refused: false) and the fold fence (refused: the fold read that window
 *   already, so the record moves to the window above the fence and the transaction is sent again).
 *
 * Answers true when counted, false when the batch was voided or fenced (nothing written: its
 * messages are retried). The platform counter is one shard of PLATFORM_STATS_SHARDS, picked by
 * the batch, so no item takes every transaction. A link or team that no longer exists is left
 * out (its condition failed), then the rest is retried. At most 100 items: callers pass slices
 * that fit (`itemsFor`).
 */
export async function countClicks(batch: string, slices: readonly ClickSlice[], run?: ClickRun, now = Date.now()): Promise<boolean> {
  const missingLinks = new Set<string>();
  const missingTeams = new Set<string>();
  const TableName = tableName();
  const { windowMs } = config.clickFold();
  let window = Math.floor(now / windowMs) * windowMs;
  for (let attempt = 0; ; attempt++) {
    const links = new Map<string, { total: number; unique: number }>();
    const teams = new Map<string, { total: number; unique: number }>();
    const folded: FoldDeltas = { links: new Map(), teams: new Map() };
    let total = 0;
    let unique = 0;
    for (const s of slices) {
      for (const [linkId, c] of s.links) {
        total += c.total;
        unique += c.unique;
        if (run) {
          add(c.direct ? links : folded.links, linkId, c);
          add(folded.teams, c.teamId, c);
          continue;
        }
        if (!missingLinks.has(linkId)) add(links, linkId, c);
        if (!missingTeams.has(c.teamId)) add(teams, c.teamId, c);
      }
    }
    for (const linkId of missingLinks) links.delete(linkId);
    const shard = platformStatsShard(batch, 0, attempt);
    const records = run
      ? [
          { Put: { TableName, Item: clickRunItem(run.minute, batch, run.hashes, markerTtl(now)), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: clickFoldItem(window, batch, folded, markerTtl(now)), ConditionExpression: 'attribute_not_exists(PK)' } },
        ]
      : [{ Put: { TableName, Item: clickBatchItem(batch, 'counted', markerTtl(now)), ConditionExpression: 'attribute_not_exists(PK)' } }];
    const items = [
      ...records,
      ...[...links].map(([linkId, c]) => ({ Update: countLinkClicks(TableName, linkId, c) })),
      ...[...teams].map(([teamId, c]) => ({ Update: countTeamClicks(TableName, teamId, c) })),
      { Update: fenced(addToPlatformStats(TableName, shard, { total, unique }), run, window) },
    ];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === 'ConditionalCheckFailed') return false;
      if (reasons[items.length - 1] === 'ConditionalCheckFailed') {
        if (!run) return false;
        const fences = await shardFences(shard);
        if (fences.click >= run.earliestClick || attempt >= 10) return false;
        window = Math.max(window, fences.fold + windowMs);
        continue;
      }
      if (reasons.includes('ConditionalCheckFailed')) {
        const linkIds = [...links.keys()];
        const teamIds = [...teams.keys()];
        reasons.forEach((code, i) => {
          const at = i - records.length;
          if (code !== 'ConditionalCheckFailed' || at < 0) return;
          if (at < linkIds.length) missingLinks.add(linkIds[at]!);
          else if (at < linkIds.length + teamIds.length) missingTeams.add(teamIds[at - linkIds.length]!);
        });
        continue;
      }
      if (reasons.some((r) => r === 'TransactionConflict' || r === 'ThrottlingError' || r === 'ProvisionedThroughputExceeded') && attempt < 10) {
        await sleep(backoff(attempt));
        continue;
      }
      throw error;
    }
  }
}

/**
 * The transaction items `countClicks` needs for these slices: a claimed batch's record, links,
 * teams and one platform shard; a first receipt's two records, its links with a click limit and
 * the shard.
 */
export function itemsFor(slices: readonly ClickSlice[], firstReceipt: boolean): number {
  const links = new Set<string>();
  const teams = new Set<string>();
  for (const s of slices) {
    for (const [linkId, c] of s.links) {
      if (firstReceipt && !c.direct) continue;
      links.add(linkId);
      if (!firstReceipt) teams.add(c.teamId);
    }
  }
  return (firstReceipt ? 2 : 1) + links.size + teams.size + 1;
}

/** A first receipt's platform-shard ADD, held to the fence; a claimed batch's as it is. */
function fenced<T extends { ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> }>(
  update: T,
  run: ClickRun | undefined,
  foldWindow: number,
): T {
  if (!run) return update;
  const condition = unfencedCondition(run.earliestClick, foldWindow);
  return {
    ...update,
    ConditionExpression: condition.expression,
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...condition.names },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...condition.values },
  };
}

/** Sums `c` under `key`. */
function add(map: Map<string, { total: number; unique: number }>, key: string, c: { total: number; unique: number }) {
  const current = map.get(key);
  if (current) {
    current.total += c.total;
    current.unique += c.unique;
  } else map.set(key, { total: c.total, unique: c.unique });
}

const backoff = (attempt: number) => Math.min(20 * 2 ** attempt, 1000) * (0.5 + Math.random());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
