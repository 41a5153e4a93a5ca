import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { teamDomainKey } from '../domains/team-domain-item.js';
import { teamKey, type Key } from '../keys.js';
import { db, tableName } from '../table.js';
import { updateIf } from '../conditional-update.js';
import { retrySingleWrite } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { linkKey, parseLinkFields } from './link-item.js';

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
    ...buildUpdate({ add: { links: n }, ...(options.teamMustExist ? { condition: { expression: 'attribute_exists(PK)' } } : {}) }),
  };
}

/**
 * Adds `n` to the `links` counter of the team's branded domain; the domain must still be
 * there (its removal is conditional on the counter being 0, so a link and a removal never both win).
 */
export function countDomainLinks(TableName: string, teamId: string, host: string, n: number) {
  return {
    TableName,
    Key: teamDomainKey(teamId, host),
    ...buildUpdate({ add: { links: n }, condition: { expression: 'attribute_exists(PK)' } }),
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

/**
 * Folds a window's clicks into a link's counters (core/clicks/fold-click-counts.ts): once per
 * window — the link keeps the last window folded into it (`clicksFolded`), and a window at or
 * below it changes nothing, so a fold run repeated after a failure adds nothing twice (the fold
 * applies windows in order). false when already folded, or the link is gone.
 */
export const foldLinkClicks = (linkId: string, window: number, c: ClickCounts) => foldClicks(linkKey(linkId), window, c);

/** As foldLinkClicks, for the team's counters. */
export const foldTeamClicks = (teamId: string, window: number, c: ClickCounts) => foldClicks(teamKey(teamId), window, c);

function foldClicks(key: Key, window: number, c: ClickCounts): Promise<boolean> {
  return retrySingleWrite(() =>
    updateIf(key, {
      add: { totalClicks: c.total, uniqueClicks: c.unique },
      fields: { clicksFolded: window },
      condition: {
        expression: 'attribute_exists(PK) AND (attribute_not_exists(#folded) OR #folded < :window)',
        names: { '#folded': 'clicksFolded' },
        values: { ':window': window },
      },
    }),
  );
}

function clickCounterUpdate(TableName: string, Key: Key, c: ClickCounts) {
  return {
    TableName,
    Key,
    ...buildUpdate({ add: { totalClicks: c.total, uniqueClicks: c.unique }, condition: { expression: 'attribute_exists(PK)' } }),
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
  const Key = linkKey(linkId);
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key,
      ConsistentRead: true,
      ProjectionExpression: 'shortUrl, totalClicks, expiry, #domain',
      ExpressionAttributeNames: { '#domain': 'domain' },
    }),
  );
  if (!Item) return null;
  const { shortUrl, totalClicks, expiry, domain } = parseLinkFields(Item, ['shortUrl', 'totalClicks', 'expiry', 'domain'], Key);
  return { shortUrl, ...(domain ? { domain } : {}), totalClicks, ...(expiry.maxClicks !== undefined ? { maxClicks: expiry.maxClicks } : {}) };
}

/**
 * Adds a link's imported history (`clicks`) to its totalClicks, once: the link keeps
 * `importedClicks`, and a second call (a redelivered step) finds it and changes nothing. The team's
 * total gets a whole page's at once, with the page's marker (the import's step commit), so a page
 * of links does not queue on the team item. false when already added, or the link is gone.
 */
export function addImportedClicks(linkId: string, clicks: number): Promise<boolean> {
  return updateIf(linkKey(linkId), {
    fields: { importedClicks: clicks },
    add: { totalClicks: clicks },
    condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(#imported)', names: { '#imported': 'importedClicks' } },
  });
}
