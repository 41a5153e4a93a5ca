import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { linkKey, teamDomainKey, teamKey, type Key } from '../keys.js';
import { db, tableName } from '../table.js';

/**
 * The Link's counters, the one place they are written: the team item's `links` (how many links
 * the team has: create, delete, a bulk part's commit, a bulk delete) and the click counters
 * (`totalClicks`, `uniqueClicks`) on the link and its team (the click worker). Each is an
 * Update for a transaction the caller builds, so a counter moves exactly when its write lands.
 */

export interface TeamLinkStats {
  links: number;
  totalClicks: number;
  uniqueClicks: number;
}

/** Adds `n` (negative: removes) to the team's `links` counter; `teamMustExist` makes a deleted team cancel the transaction. */
export function countTeamLinks(TableName: string, teamId: string, n: number, options: { teamMustExist?: boolean } = {}) {
  return {
    TableName,
    Key: teamKey(teamId),
    UpdateExpression: 'ADD #links :n',
    ...(options.teamMustExist ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
    ExpressionAttributeNames: { '#links': 'links' },
    ExpressionAttributeValues: { ':n': n },
  };
}

/**
 * Adds `n` to the `links` counter of the team's branded domain (issue 25); the domain must still be
 * there (its removal is conditional on the counter being 0, so a link and a removal never both win).
 */
export function countDomainLinks(TableName: string, teamId: string, host: string, n: number) {
  return {
    TableName,
    Key: teamDomainKey(teamId, host),
    UpdateExpression: 'ADD #links :n',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#links': 'links' },
    ExpressionAttributeValues: { ':n': n },
  };
}

export interface ClickCounts {
  total: number;
  unique: number;
}

/** Adds clicks to a link's counters (only while the link exists). */
export const countLinkClicks = (TableName: string, linkId: string, c: ClickCounts) => clickCounterUpdate(TableName, linkKey(linkId), c);

/** Adds clicks to a team's counters (only while the team exists). */
export const countTeamClicks = (TableName: string, teamId: string, c: ClickCounts) => clickCounterUpdate(TableName, teamKey(teamId), c);

function clickCounterUpdate(TableName: string, Key: Key, c: ClickCounts) {
  return {
    TableName,
    Key,
    UpdateExpression: 'ADD totalClicks :t, uniqueClicks :u',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':t': c.total, ':u': c.unique },
  };
}

/** The team item's counters (links: kept by create/delete; clicks: by the click worker). */
export async function getTeamLinkStats(teamId: string): Promise<TeamLinkStats> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: teamKey(teamId),
      ProjectionExpression: '#links, #total, #unique',
      ExpressionAttributeNames: { '#links': 'links', '#total': 'totalClicks', '#unique': 'uniqueClicks' },
    }),
  );
  const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
  return { links: n(Item?.links), totalClicks: n(Item?.totalClicks), uniqueClicks: n(Item?.uniqueClicks) };
}

/** What the worker needs to decide whether a link reached its click limit. */
export async function getLinkClickState(linkId: string): Promise<{ shortUrl: string; domain?: string; totalClicks: number; maxClicks?: number } | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: linkKey(linkId),
      ConsistentRead: true,
      ProjectionExpression: 'shortUrl, totalClicks, expiry, #domain',
      ExpressionAttributeNames: { '#domain': 'domain' },
    }),
  );
  if (!Item || typeof Item.shortUrl !== 'string') return null;
  const maxClicks = (Item.expiry as { maxClicks?: unknown } | undefined)?.maxClicks;
  const domain = typeof Item.domain === 'string' && Item.domain ? { domain: Item.domain } : {};
  return { shortUrl: Item.shortUrl, ...domain, totalClicks: Number(Item.totalClicks ?? 0), ...(typeof maxClicks === 'number' ? { maxClicks } : {}) };
}
