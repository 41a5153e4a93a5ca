import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainStatus } from '@kisa/shared';
import { DOMAINS_INDEX, DOMAINS_PARTITION, domainClaimKey, domainsIndexKey, teamDomainKey, teamDomainsQuery } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';

/**
 * Branded domains (issue 25; docs/DATA-MODEL.md "Domains"). Two items:
 * - the team's entry (`TEAM#{teamId}` / `DOMAIN#{host}`): what the team added — token, status,
 *   the last check, the domain's pages, whether it is the default, and its `links` counter
 *   (kept by data/links/ in the links' own transactions);
 * - the claim (`DOMAIN#{host}` / `CLAIM`), written when the team's check verifies it: one team per
 *   host, and a copy of the pages the redirect serves on it (read without knowing the team).
 * Another team may add the same host (pending) but never verify it while a claim is someone else's.
 */

/** What the domain's own pages serve; null: the default (branded not-found page, no file). */
export interface DomainPages {
  rootUrl: string | null;
  notFoundUrl: string | null;
  robotsTxt: string | null;
  appleAppSiteAssociation: string | null;
  assetLinks: string | null;
}

export interface DomainCheck {
  status: DomainStatus;
  reason?: string;
  txtFound: boolean;
  routingFound: boolean;
  checkedAt: string;
}

export interface TeamDomainRecord extends DomainPages {
  teamId: string;
  host: string;
  token: string;
  createdAt: string;
  status: DomainStatus;
  reason?: string;
  txtFound: boolean;
  routingFound: boolean;
  lastCheckedAt?: string;
  verifiedAt?: string;
  isDefault: boolean;
  links: number;
  /** The edge serves it (lib/edge attach succeeded); a verified domain without it is attached at its next check. */
  edgeAttached: boolean;
}

export interface DomainClaim extends DomainPages {
  host: string;
  teamId: string;
}

export const NO_PAGES: DomainPages = { rootUrl: null, notFoundUrl: null, robotsTxt: null, appleAppSiteAssociation: null, assetLinks: null };
const PAGE_FIELDS = Object.keys(NO_PAGES) as (keyof DomainPages)[];

/** Adds a team's domain, pending; 'exists' when the team has it already. */
export async function addTeamDomain(domain: Pick<TeamDomainRecord, 'teamId' | 'host' | 'token' | 'createdAt'>): Promise<'added' | 'exists'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...teamDomainKey(domain.teamId, domain.host),
          ...domainsIndexKey(domain.host, domain.teamId),
          type: 'teamDomain',
          ...domain,
          status: 'pending',
          txtFound: false,
          routingFound: false,
          isDefault: false,
          links: 0,
          edgeAttached: false,
          ...NO_PAGES,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return 'added';
  } catch (error) {
    if (isConditionFailed(error)) return 'exists';
    throw error;
  }
}

export async function getTeamDomain(teamId: string, host: string): Promise<TeamDomainRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamDomainKey(teamId, host), ConsistentRead: true }));
  return Item ? toTeamDomain(Item) : null;
}

/** The team's domains, by host. */
export async function listTeamDomains(teamId: string): Promise<TeamDomainRecord[]> {
  const { PK, skPrefix } = teamDomainsQuery(teamId);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map(toTeamDomain);
}

/** Every team's domain entry (team and host), page by page: the periodic check walks them. */
export async function* allTeamDomains(): AsyncGenerator<{ teamId: string; host: string }[]> {
  const pages = queryPages({
    TableName: tableName(),
    IndexName: DOMAINS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': DOMAINS_PARTITION },
    ProjectionExpression: 'teamId, host',
  });
  for await (const items of pages) yield items.map((i) => ({ teamId: i.teamId as string, host: i.host as string }));
}

/** Records that the edge serves the domain (or, with a reason, that attaching it failed: retried at the next check). */
export async function saveEdgeAttached(domain: TeamDomainRecord, attached: boolean, reason?: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teamDomainKey(domain.teamId, domain.host),
        UpdateExpression: reason ? 'SET edgeAttached = :a, #reason = :reason' : 'SET edgeAttached = :a',
        ConditionExpression: 'attribute_exists(PK)',
        ...(reason ? { ExpressionAttributeNames: { '#reason': 'reason' } } : {}),
        ExpressionAttributeValues: { ':a': attached, ...(reason ? { ':reason': reason } : {}) },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Who holds `host` (strongly consistent: the API's checks), or null. */
export async function getDomainClaim(host: string): Promise<DomainClaim | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: domainClaimKey(host), ConsistentRead: true }));
  return Item ? toClaim(Item) : null;
}

/**
 * Records a check on the team's entry. A verifying check also claims the host, in the same
 * transaction, unless another team holds it ('claimedByOther': the entry stays as it was).
 * 'gone' when the team removed the domain meanwhile.
 */
export async function saveDomainCheck(domain: TeamDomainRecord, check: DomainCheck): Promise<'saved' | 'claimedByOther' | 'gone'> {
  const TableName = tableName();
  const verifiedAt = check.status === 'verified' ? (domain.verifiedAt ?? check.checkedAt) : domain.verifiedAt;
  const names: Record<string, string> = { '#status': 'status', '#reason': 'reason' };
  const values: Record<string, unknown> = { ':status': check.status, ':txt': check.txtFound, ':routing': check.routingFound, ':at': check.checkedAt };
  let update = 'SET #status = :status, txtFound = :txt, routingFound = :routing, lastCheckedAt = :at';
  if (verifiedAt) {
    update += ', verifiedAt = :verifiedAt';
    values[':verifiedAt'] = verifiedAt;
  }
  if (check.reason) {
    update += ', #reason = :reason';
    values[':reason'] = check.reason;
  } else update += ' REMOVE #reason';
  const entryUpdate = {
    TableName,
    Key: teamDomainKey(domain.teamId, domain.host),
    UpdateExpression: update,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  if (check.status !== 'verified') {
    try {
      await db().send(new UpdateCommand(entryUpdate));
      return 'saved';
    } catch (error) {
      if (isConditionFailed(error)) return 'gone';
      throw error;
    }
  }
  const claim = { ...domainClaimKey(domain.host), type: 'domainClaim', host: domain.host, teamId: domain.teamId, ...pagesOf(domain), claimedAt: verifiedAt };
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: entryUpdate },
          {
            Put: {
              TableName,
              Item: claim,
              ConditionExpression: 'attribute_not_exists(PK) OR teamId = :team',
              ExpressionAttributeValues: { ':team': domain.teamId },
            },
          },
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'saved';
  if (outcome[0] === 'ConditionalCheckFailed') return 'gone';
  if (outcome[1] === 'ConditionalCheckFailed') return 'claimedByOther';
  throw new Error(`saveDomainCheck cancelled: ${outcome.join(', ')}`);
}

/**
 * Sets the domain's pages on the team's entry and, while the team holds the claim, on the claim
 * (what the redirect serves), in one transaction. 'gone' when the domain was removed meanwhile.
 */
export async function saveDomainPages(domain: TeamDomainRecord, pages: DomainPages): Promise<'saved' | 'gone'> {
  const TableName = tableName();
  const names = Object.fromEntries(PAGE_FIELDS.map((f) => [`#${f}`, f]));
  const values = Object.fromEntries(PAGE_FIELDS.map((f) => [`:${f}`, pages[f]]));
  const set = `SET ${PAGE_FIELDS.map((f) => `#${f} = :${f}`).join(', ')}`;
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Update: {
        TableName,
        Key: teamDomainKey(domain.teamId, domain.host),
        UpdateExpression: set,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (domain.status !== 'pending') {
    items.push({
      Update: {
        TableName,
        Key: domainClaimKey(domain.host),
        UpdateExpression: set,
        ConditionExpression: 'teamId = :team',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':team': domain.teamId },
      },
    });
  }
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
  if (outcome === 'ok') return 'saved';
  if (outcome[0] === 'ConditionalCheckFailed') return 'gone';
  // The claim is not the team's (a misconfigured domain's claim was never written): the entry alone.
  if (outcome[1] === 'ConditionalCheckFailed') return saveDomainPages({ ...domain, status: 'pending' }, pages);
  throw new Error(`saveDomainPages cancelled: ${outcome.join(', ')}`);
}

/** Makes `host` the team's default domain (null: the platform's), clearing the previous default, in one transaction. */
export async function setDefaultDomain(teamId: string, host: string | null, previous: string | null): Promise<'saved' | 'gone'> {
  const TableName = tableName();
  const flag = (h: string, value: boolean) => ({
    Update: {
      TableName,
      Key: teamDomainKey(teamId, h),
      UpdateExpression: 'SET isDefault = :v',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':v': value },
    },
  });
  const clear = previous && previous !== host ? [flag(previous, false)] : [];
  const items = [...clear, ...(host ? [flag(host, true)] : [])];
  if (items.length === 0) return 'saved';
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
  if (outcome === 'ok') return 'saved';
  // The previous default was removed meanwhile: nothing to clear there.
  if (clear.length > 0 && outcome[0] === 'ConditionalCheckFailed') return setDefaultDomain(teamId, host, null);
  if (outcome.includes('ConditionalCheckFailed')) return 'gone';
  throw new Error(`setDefaultDomain cancelled: ${outcome.join(', ')}`);
}

/**
 * Removes the team's domain and, when the team holds it, its claim — refused while links are on
 * it ('hasLinks': the counter is read in the same condition, so a link created meanwhile wins).
 */
export async function removeTeamDomain(teamId: string, host: string): Promise<'removed' | 'hasLinks' | 'gone'> {
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: teamDomainKey(teamId, host),
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(links) OR links = :zero)',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
        ],
      }),
    ),
  );
  if (outcome !== 'ok') {
    const current = await getTeamDomain(teamId, host);
    return current ? 'hasLinks' : 'gone';
  }
  // Only the holder's claim goes (another team's verified claim stays theirs).
  try {
    await db().send(
      new DeleteCommand({ TableName, Key: domainClaimKey(host), ConditionExpression: 'teamId = :team', ExpressionAttributeValues: { ':team': teamId } }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  return 'removed';
}

function pagesOf(item: Record<string, unknown> | DomainPages): DomainPages {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const record = item as Record<string, unknown>;
  return {
    rootUrl: text(record.rootUrl),
    notFoundUrl: text(record.notFoundUrl),
    robotsTxt: text(record.robotsTxt),
    appleAppSiteAssociation: text(record.appleAppSiteAssociation),
    assetLinks: text(record.assetLinks),
  };
}

function toTeamDomain(item: Record<string, unknown>): TeamDomainRecord {
  const record: TeamDomainRecord = {
    teamId: item.teamId as string,
    host: item.host as string,
    token: item.token as string,
    createdAt: item.createdAt as string,
    status: (item.status as DomainStatus | undefined) ?? 'pending',
    txtFound: item.txtFound === true,
    routingFound: item.routingFound === true,
    isDefault: item.isDefault === true,
    links: typeof item.links === 'number' && item.links > 0 ? item.links : 0,
    edgeAttached: item.edgeAttached === true,
    ...pagesOf(item),
  };
  if (typeof item.reason === 'string') record.reason = item.reason;
  if (typeof item.lastCheckedAt === 'string') record.lastCheckedAt = item.lastCheckedAt;
  if (typeof item.verifiedAt === 'string') record.verifiedAt = item.verifiedAt;
  return record;
}

function toClaim(item: Record<string, unknown>): DomainClaim {
  return { host: item.host as string, teamId: item.teamId as string, ...pagesOf(item) };
}
