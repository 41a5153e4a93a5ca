import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { aliasKey } from './keys.js';
import { db, isConditionFailed, tableName } from './table.js';

/**
 * The alias item as the redirect reads it: the link's snapshot (written with the link by
 * links-repo) plus `clickLimitReached`, which the click worker sets.
 */
export interface AliasSnapshot {
  code: string;
  linkId: string;
  teamId: string;
  longUrl: string;
  redirects: { ios?: string; android?: string; web?: string; deeplink?: string };
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  expiry: { date?: string; maxClicks?: number; url?: string };
  passwordHash?: string;
  campaignId?: string;
  clickLimitReached: boolean;
}

/** The redirect path's single read. Eventually consistent on purpose: cheaper, and seconds-stale is fine. */
export async function getAlias(code: string): Promise<AliasSnapshot | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: aliasKey(code) }));
  if (typeof Item?.longUrl !== 'string') return null;
  const snapshot: AliasSnapshot = {
    code,
    linkId: typeof Item.linkId === 'string' ? Item.linkId : '',
    teamId: typeof Item.teamId === 'string' ? Item.teamId : '',
    longUrl: Item.longUrl,
    redirects: objectOr(Item.redirects),
    utm: objectOr(Item.utm),
    expiry: objectOr(Item.expiry),
    clickLimitReached: Item.clickLimitReached === true,
  };
  if (typeof Item.passwordHash === 'string' && Item.passwordHash) snapshot.passwordHash = Item.passwordHash;
  if (typeof Item.campaignId === 'string' && Item.campaignId) snapshot.campaignId = Item.campaignId;
  return snapshot;
}

/**
 * Sets `clickLimitReached` on a link's alias (click worker, once the link's totalClicks
 * reached expiry.maxClicks). Conditional on the alias still belonging to that link, so a
 * renamed or deleted link's old code is never resurrected. False when it no longer does.
 */
export async function markClickLimitReached(code: string, linkId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: aliasKey(code),
        UpdateExpression: 'SET #reached = :true',
        ConditionExpression: '#linkId = :linkId',
        ExpressionAttributeNames: { '#reached': 'clickLimitReached', '#linkId': 'linkId' },
        ExpressionAttributeValues: { ':true': true, ':linkId': linkId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

function objectOr<T extends object>(value: unknown): T {
  return (typeof value === 'object' && value !== null ? value : {}) as T;
}
