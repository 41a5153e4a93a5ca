import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainStatus } from '@kisa/shared';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { domainClaimKey, domainClaimOf, NO_PAGES, PAGE_FIELDS, type DomainClaim, type DomainPages } from './domain-claim-item.js';
import { domainsIndexKey, dueKey, teamDomainKey, teamDomainOf, teamDomainsQuery, type TeamDomainRecord } from './team-domain-item.js';

/**
 * Branded domains (docs/DATA-MODEL.md "Domains"): the team's entry (team-domain-item.ts), what the
 * team added, and the claim (domain-claim-item.ts), written when the team's check verifies it.
 * Another team may add the same host (pending) but never verify it while a claim is someone else's.
 */

export interface DomainCheck {
  status: DomainStatus;
  reason?: string;
  txtFound: boolean;
  routingFound: boolean;
  checkedAt: string;
  /** When the next periodic check is due (the entry's GSI1 key moves there). */
  nextCheckAt: string;
}

/** Adds a team's domain, pending; 'exists' when the team has it already. */
export async function addTeamDomain(domain: Pick<TeamDomainRecord, 'teamId' | 'host' | 'token' | 'createdAt' | 'ownershipFirst'>): Promise<'added' | 'exists'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...teamDomainKey(domain.teamId, domain.host),
          // Due at once: the next pass checks a new domain.
          ...domainsIndexKey(domain.host, domain.teamId, domain.createdAt),
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
  return Item ? teamDomainOf(Item) : null;
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
  return (Items ?? []).map(teamDomainOf);
}

/** Records that the edge serves the domain (or, with a reason, that attaching it failed: retried at the next check). */
export async function saveEdgeAttached(domain: TeamDomainRecord, attached: boolean, reason?: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teamDomainKey(domain.teamId, domain.host),
        ...buildUpdate({ fields: { edgeAttached: attached, ...(reason ? { reason } : {}) }, condition: { expression: 'attribute_exists(PK)' } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Who holds `host` (strongly consistent: the API's checks), or null. */
export async function getDomainClaim(host: string): Promise<DomainClaim | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: domainClaimKey(host), ConsistentRead: true }));
  return Item ? domainClaimOf(Item) : null;
}

/**
 * Records a check on the team's entry. A verifying check also claims the host, in the same
 * transaction, unless another team holds it ('claimedByOther': the entry stays as it was).
 * 'gone' when the team removed the domain meanwhile.
 */
export async function saveDomainCheck(domain: TeamDomainRecord, check: DomainCheck): Promise<'saved' | 'claimedByOther' | 'gone'> {
  const TableName = tableName();
  const verifiedAt = check.status === 'verified' ? (domain.verifiedAt ?? check.checkedAt) : domain.verifiedAt;
  const entryUpdate = {
    TableName,
    Key: teamDomainKey(domain.teamId, domain.host),
    ...buildUpdate({
      fields: {
        status: check.status,
        txtFound: check.txtFound,
        routingFound: check.routingFound,
        lastCheckedAt: check.checkedAt,
        GSI1SK: dueKey(check.nextCheckAt, domain.host, domain.teamId),
        ...(verifiedAt ? { verifiedAt } : {}),
        // No reason now: the last check's goes.
        reason: check.reason || undefined,
      },
      // How many checks the entry has had (operations: a pass checks each due entry once).
      add: { checks: 1 },
      condition: { expression: 'attribute_exists(PK)' },
    }),
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
  const fields = Object.fromEntries(PAGE_FIELDS.map((f) => [f, pages[f]]));
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    { Update: { TableName, Key: teamDomainKey(domain.teamId, domain.host), ...buildUpdate({ fields, condition: { expression: 'attribute_exists(PK)' } }) } },
  ];
  if (domain.status !== 'pending') {
    const claimed = { expression: 'teamId = :team', values: { ':team': domain.teamId } };
    items.push({ Update: { TableName, Key: domainClaimKey(domain.host), ...buildUpdate({ fields, condition: claimed }) } });
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
    Update: { TableName, Key: teamDomainKey(teamId, h), ...buildUpdate({ fields: { isDefault: value }, condition: { expression: 'attribute_exists(PK)' } }) },
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

function pagesOf(domain: DomainPages): DomainPages {
  const { rootUrl, notFoundUrl, robotsTxt, appleAppSiteAssociation, assetLinks } = domain;
  return { rootUrl, notFoundUrl, robotsTxt, appleAppSiteAssociation, assetLinks };
}
