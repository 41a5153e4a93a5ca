import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createAwsJsonClient, type AwsJsonClient } from '#lib/aws/aws-json-client.js';
import { config } from '#lib/config.js';
import { aliasKey, hasLegacyAliasKey, legacyAliasKey, type Key } from '../keys.js';

/**
 * The redirect path's single read, with the lean signing client (lib/aws/aws-json-client.ts)
 * rather than the SDK's document client: the redirect Lambda then loads no SDK at all, which
 * is most of its cold start (docs/BENCHMARKS.md, "Redirect cold start"). Every other access
 * pattern uses the SDK (table.ts).
 */

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
  /** Set by screening or an admin (issue 22): flagged links show a warning first, disabled ones answer 410. */
  moderation?: 'flagged' | 'disabled';
  /** The link's creator, so disabling a user stops their links (aliases written before issue 22 have none). */
  userId?: string;
}

/**
 * Bounds of the read. A GetItem takes a few ms in-region; these only stop a visitor from
 * waiting on an unwell connection: ~2 s at worst, then the redirect's error page.
 */
const READ_LIMITS = { attemptMs: 1_000, connectMs: 500, maxAttempts: 2, retryDelayMs: 50 } as const;

let client: AwsJsonClient | undefined;

const dynamodb = (): AwsJsonClient =>
  (client ??= createAwsJsonClient({ service: 'dynamodb', targetPrefix: 'DynamoDB_20120810', region: config.region, endpoint: config.endpoints.dynamodb, ...READ_LIMITS }));

/**
 * The alias item of `code` in any case, or null. Eventually consistent on purpose: cheaper,
 * and seconds-stale is fine. One read; a code with capitals that is not at its folded key is
 * looked up once more in exactly its case (a link from before folding), which only misses pay.
 */
export async function getAlias(code: string): Promise<AliasSnapshot | null> {
  const answer = (await readAlias(aliasKey(code))) ?? (hasLegacyAliasKey(code) ? await readAlias(legacyAliasKey(code)) : undefined);
  if (!answer) return null;
  return toSnapshot(answer, code);
}

async function readAlias({ PK, SK }: Key): Promise<Parameters<typeof unmarshall>[0] | undefined> {
  const answer = await dynamodb().call<{ Item?: Parameters<typeof unmarshall>[0] }>('GetItem', {
    TableName: config.table().name,
    Key: { PK: { S: PK }, SK: { S: SK } },
  });
  return answer.Item;
}

function toSnapshot(item: Parameters<typeof unmarshall>[0], requested: string): AliasSnapshot | null {
  const Item = unmarshall(item);
  if (typeof Item.longUrl !== 'string') return null;
  const snapshot: AliasSnapshot = {
    // As its owner wrote it: the visitor may have typed it in other capitals.
    code: typeof Item.code === 'string' && Item.code ? Item.code : requested,
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
  if (Item.moderation === 'flagged' || Item.moderation === 'disabled') snapshot.moderation = Item.moderation;
  if (typeof Item.userId === 'string' && Item.userId) snapshot.userId = Item.userId;
  return snapshot;
}

function objectOr<T extends object>(value: unknown): T {
  return (typeof value === 'object' && value !== null ? value : {}) as T;
}
