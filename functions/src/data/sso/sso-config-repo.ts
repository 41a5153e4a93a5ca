import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { parseSsoConfig, ssoConfigItem, ssoConfigKey, type SsoConfigRecord } from './sso-config-item.js';
import { parseSsoDomain, ssoDomainItem, ssoDomainKey, type SsoDomainRecord } from './sso-domain-item.js';

/** A team's single sign-on settings and the e-mail domains they claim (sso-config-item.ts, sso-domain-item.ts). */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function getSsoConfig(teamId: string): Promise<SsoConfigRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: ssoConfigKey(teamId), ConsistentRead: true }));
  return Item ? parseSsoConfig(Item) : null;
}

/** The settings of several teams (a person's teams, for enforcement); teams without any are left out. */
export async function getSsoConfigs(teamIds: readonly string[]): Promise<SsoConfigRecord[]> {
  if (teamIds.length === 0) return [];
  return (await batchGetItems(teamIds.map(ssoConfigKey))).map(parseSsoConfig);
}

export async function getSsoDomain(domain: string): Promise<SsoDomainRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: ssoDomainKey(domain) }));
  return Item ? parseSsoDomain(Item) : null;
}

/** The claims of the given domains (any team's), by domain. */
export async function getSsoDomains(domains: readonly string[]): Promise<Map<string, SsoDomainRecord>> {
  if (domains.length === 0) return new Map();
  const records = (await batchGetItems(domains.map(ssoDomainKey), { ConsistentRead: true })).map(parseSsoDomain);
  return new Map(records.map((r) => [r.domain, r]));
}

/**
 * Saves the settings and, in the same transaction, claims the domains they add (`newClaims`,
 * each on condition that no team has verified it: an unverified claim does not block the
 * domain's real holder) and releases the ones they drop (`released`: those still this team's).
 * 'taken': a domain is another team's (named); 'changed': the settings changed meanwhile.
 */
export async function saveSsoConfig(
  config: SsoConfigRecord,
  change: { newClaims: SsoDomainRecord[]; released: string[]; previousUpdatedAt: string | null },
): Promise<'saved' | { taken: string } | 'changed'> {
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Put: {
        TableName,
        Item: ssoConfigItem(config),
        ...(change.previousUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'updatedAt = :previous', ExpressionAttributeValues: { ':previous': change.previousUpdatedAt } }),
      },
    },
    ...change.newClaims.map((claim): TransactItem => ({ Put: { TableName, Item: ssoDomainItem(claim), ConditionExpression: 'attribute_not_exists(PK)' } })),
    ...change.released.map(
      (domain): TransactItem => ({
        Delete: { TableName, Key: ssoDomainKey(domain), ConditionExpression: 'teamId = :team', ExpressionAttributeValues: { ':team': config.teamId } },
      }),
    ),
  ];
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
  if (outcome === 'ok') return 'saved';
  const failed = outcome.indexOf('ConditionalCheckFailed');
  if (failed >= 1 && failed <= change.newClaims.length) return { taken: change.newClaims[failed - 1]!.domain };
  return 'changed';
}

/** Removes the settings and releases the given domains (those still the team's). False when there were none. */
export async function deleteSsoConfig(teamId: string, released: readonly string[]): Promise<boolean> {
  const TableName = tableName();
  const items: TransactItem[] = [
    { Delete: { TableName, Key: ssoConfigKey(teamId), ConditionExpression: 'attribute_exists(PK)' } },
    ...released.map(
      (domain): TransactItem => ({
        Delete: { TableName, Key: ssoDomainKey(domain), ConditionExpression: 'teamId = :team', ExpressionAttributeValues: { ':team': teamId } },
      }),
    ),
  ];
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
  return outcome === 'ok';
}

/** Marks the team's claim of a domain verified (its TXT record was seen). False when the claim is not the team's. */
export async function markSsoDomainVerified(domain: string, teamId: string, verifiedAt: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ssoDomainKey(domain),
        ...buildUpdate({ fields: { verifiedAt }, condition: { expression: 'teamId = :team', values: { ':team': teamId } } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
