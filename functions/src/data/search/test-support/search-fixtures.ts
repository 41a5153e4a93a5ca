import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, expect } from 'vitest';
import type { LinksPart } from '#core/campaigns/bulk-messages.js';
import { addQueuedLinks, putCampaign } from '../../campaigns/campaigns-repo.js';
import { teamKey } from '../../keys.js';
import * as repo from '../../links/index.js';
import { db, tableName } from '../../table.js';
import { liveSearchEntries } from '../search-format.js';
import { parseSearchShard, searchShardKey } from '../search-shard-item.js';
import { SEARCH_SHARD_LIMITS } from '../search-shards.js';

/**
 * What the search index's integration tests share (DynamoDB Local, driven through the repos and
 * the bulk worker's operations in the test's process, so the shard size can be made tiny). A test
 * file sets the runtime's environment first and then imports this (dynamically).
 */

/** Puts SEARCH_SHARD_LIMITS back after each test of the file that calls this. */
export function restoreShardLimitsAfterEach(): void {
  const defaults = { ...SEARCH_SHARD_LIMITS };
  afterEach(() => Object.assign(SEARCH_SHARD_LIMITS, defaults));
}

export async function newTeam(): Promise<string> {
  const teamId = randomUUID();
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...teamKey(teamId), type: 'team', teamId, name: 'Search team', createdAt: new Date().toISOString() } }),
  );
  return teamId;
}

let clock = Date.UTC(2026, 0, 1);
export function newLink(teamId: string, overrides: Partial<repo.NewLink> = {}): repo.NewLink {
  const linkId = randomUUID();
  return {
    linkId,
    teamId,
    shortUrl: `s${linkId.slice(0, 8)}`,
    longUrl: `https://example.com/${linkId.slice(0, 6)}`,
    title: 'Plain link',
    createdAt: new Date((clock += 1000)).toISOString(),
    createdBy: { id: 'u1', name: 'Search User' },
    redirects: {},
    utm: {},
    expiry: {},
    ...overrides,
  };
}

/** The ids a search answers (all on one page) and its total. */
export async function found(teamId: string, q: string): Promise<{ total: number | null; ids: string[] }> {
  const { items, matched } = await repo.listTeamLinks(teamId, { page: 1, limit: 100, q });
  return { total: matched, ids: items.map((l) => l.linkId) };
}

/** Every entry of every shard of the team, as linkId → the shards holding it. */
export async function entryShards(teamId: string): Promise<Map<string, number[]>> {
  const team = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true }));
  const open = typeof team.Item?.searchShard === 'number' ? team.Item.searchShard : -1;
  const Items = [];
  // Also the shard after the open one (created by a roll-over that another writer finished).
  for (let n = 0; n <= open + 1; n++) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: searchShardKey(teamId, n), ConsistentRead: true }));
    if (Item) Items.push(parseSearchShard(Item));
  }
  const shards = new Map<string, number[]>();
  // Live entries: the overlay's and the sealed records it does not override, without tombstones.
  for (const item of Items) for (const id of liveSearchEntries(item).keys()) shards.set(id, [...(shards.get(id) ?? []), item.shard]);
  return shards;
}

/** A shard item as stored (consistent). */
export async function shardItem(teamId: string, shard: number): Promise<Record<string, unknown>> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: searchShardKey(teamId, shard), ConsistentRead: true }));
  return Item!;
}

/**
 * A delivery that stopped between writing a link and adding its entry: the shard rewritten
 * without it (as a plain map of its other live entries, the shape from before sealing).
 */
export async function loseEntry(teamId: string, shard: number, linkId: string): Promise<void> {
  const stored = await shardItem(teamId, shard);
  const live = liveSearchEntries(parseSearchShard(stored));
  const { sealed: _sealed, ...item } = stored;
  expect(live.delete(linkId), `an entry of ${linkId} in shard ${shard}`).toBe(true);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, entries: Object.fromEntries(live) } }));
}

/** The shard numbers of the team's links (by their link items). */
export async function linkShards(links: readonly { linkId: string }[]): Promise<number[]> {
  return Promise.all(links.map(async (l) => (await repo.findLinkRecord(l.linkId))!.searchShard!));
}

/** linkId → how many shards hold its entry. */
export const entryCounts = async (teamId: string) => new Map([...(await entryShards(teamId))].map(([id, shards]) => [id, shards.length]));

export function bulkPart(teamId: string, campaignId: string, n: number, path: string): LinksPart {
  return {
    kind: 'links',
    campaignId,
    teamId,
    creator: { id: 'u1', name: 'Search User' },
    batchId: randomUUID(),
    part: 0,
    offset: 0,
    createdAt: new Date((clock += 1000)).toISOString(),
    links: Array.from({ length: n }, (_, i) => ({ longUrl: `https://example.com/${path}/${i}` })),
  };
}

export async function newCampaign(teamId: string, links: number): Promise<string> {
  const campaignId = randomUUID();
  await putCampaign({ campaignId, teamId, name: 'Search bulk', creator: { id: 'u1', name: 'Search User' }, createdAt: new Date().toISOString() });
  await addQueuedLinks(campaignId, teamId, links);
  return campaignId;
}

export async function edit(linkId: string, change: Partial<repo.LinkRecord>): Promise<void> {
  const current = (await repo.findLinkRecord(linkId))!;
  expect(await repo.updateLink(current, { ...current, ...change })).toBe('updated');
}
