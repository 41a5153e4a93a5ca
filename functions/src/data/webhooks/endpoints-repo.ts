import { WEBHOOK_MSG } from '@kisa/shared';
import { DeleteCommand, GetCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '#lib/logger.js';
import { queryPages } from '../paging.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';
import { updateIf, updateIfReturningItem } from '../conditional-update.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate, type UpdateChange } from '../update-expression.js';
import {
  endpointTurnOf,
  MODERATION_WEBHOOKS_INDEX,
  MODERATION_WEBHOOKS_PARTITION,
  moderationWebhooksIndexKey,
  teamWebhooksQuery,
  webhookEndpointKey,
  webhookEndpointOf,
  webhookSecretKey,
  webhookSecretsItem,
  webhookSecretsOf,
  type WebhookEndpointRecord,
  type WebhookSecretsRecord,
} from './webhook-endpoint-item.js';

/** Webhook endpoints: the items of webhook-endpoint-item.ts, written and read. */

/** A new endpoint and its sealed secret, together. */
export async function putWebhookEndpoint(endpoint: Omit<WebhookEndpointRecord, 'plainSecret' | 'plainPreviousSecret'>, sealed: string): Promise<void> {
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...webhookEndpointKey(endpoint.teamId, endpoint.endpointId),
                ...(endpoint.adminId ? moderationWebhooksIndexKey(endpoint.teamId, endpoint.endpointId) : {}),
                type: 'webhookEndpoint',
                ...endpoint,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: webhookSecretsItem({ teamId: endpoint.teamId, endpointId: endpoint.endpointId, sealed }) } },
        ],
      }),
    ),
  );
  if (outcome !== 'ok') throw new Error(`Webhook endpoint ${endpoint.endpointId} not stored: ${outcome.join(', ')}`);
}

/** The endpoint's sealed secrets; null for an endpoint made before secrets were sealed (its plain one is on its item). */
export async function getWebhookSecrets(teamId: string, endpointId: string): Promise<WebhookSecretsRecord | null> {
  const Key = webhookSecretKey(teamId, endpointId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  return Item ? webhookSecretsOf(Item, Key) : null;
}

/**
 * A rotation: the new sealed secret and the replaced one (sealed) stored, the grace's end and
 * `updatedAt` set on the endpoint, and any plain secret removed from it, together. Answers false
 * when the endpoint is gone.
 */
export async function storeRotatedSecrets(secrets: WebhookSecretsRecord & { previousSecretExpiresAt: string }, now: string): Promise<boolean> {
  const { previousSecretExpiresAt, ...sealed } = secrets;
  return storeSecrets(sealed, {
    fields: { previousSecretExpiresAt, updatedAt: now, secret: undefined, previousSecret: undefined },
    condition: { expression: 'attribute_exists(PK)' },
  });
}

/** The secrets item put and the endpoint changed by `endpointChange`, in one transaction; false when a condition refused. */
async function storeSecrets(sealed: WebhookSecretsRecord, endpointChange: UpdateChange, putCondition?: string): Promise<boolean> {
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: tableName(), Key: webhookEndpointKey(sealed.teamId, sealed.endpointId), ...buildUpdate(endpointChange) } },
          { Put: { TableName: tableName(), Item: webhookSecretsItem(sealed), ...(putCondition ? { ConditionExpression: putCondition } : {}) } },
        ],
      }),
    ),
  );
  return outcome === 'ok';
}

/** A page of endpoints holding plain secrets; `malformed`: items that do not parse (logged, left alone). */
export interface PlainSecretPage {
  endpoints: WebhookEndpointRecord[];
  malformed: number;
}

/**
 * The endpoints still holding a plain secret from before secrets were sealed, a page at a time
 * (a one-off Scan of the table, run by `npm run seal:webhook-secrets`).
 */
export async function* plainSecretEndpointPages(): AsyncGenerator<PlainSecretPage> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :endpoint AND attribute_exists(#secret)',
        ExpressionAttributeNames: { '#type': 'type', '#secret': 'secret' },
        ExpressionAttributeValues: { ':endpoint': 'webhookEndpoint' },
        ExclusiveStartKey,
      }),
    );
    const result: PlainSecretPage = { endpoints: [], malformed: 0 };
    for (const item of page.Items ?? []) {
      try {
        result.endpoints.push(webhookEndpointOf(item));
      } catch (error) {
        logger.error('Webhook endpoint item unreadable', { PK: item.PK, SK: item.SK, error: error as Error });
        result.malformed++;
      }
    }
    if (result.endpoints.length || result.malformed) yield result;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/**
 * An endpoint's plain secrets replaced by their sealed copies: the secrets item written (none
 * existed: a rotation seals and removes the plain one together) and the plain ones removed from
 * the endpoint, together, only while its plain secret is still `plainSecret`. Answers false when
 * the endpoint is gone or changed meanwhile (a rotation did the work).
 */
export async function storeSealedPlainSecrets(secrets: WebhookSecretsRecord, plainSecret: string): Promise<boolean> {
  return storeSecrets(
    secrets,
    {
      fields: { secret: undefined, previousSecret: undefined },
      condition: { expression: '#plain = :plain', names: { '#plain': 'secret' }, values: { ':plain': plainSecret } },
    },
    'attribute_not_exists(PK)',
  );
}

export async function getWebhookEndpoint(teamId: string, endpointId: string): Promise<WebhookEndpointRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: webhookEndpointKey(teamId, endpointId), ConsistentRead: true }));
  return Item ? webhookEndpointOf(Item) : null;
}

/** The team's endpoints (a few at most, WEBHOOKS_PER_TEAM_MAX). */
export async function listWebhookEndpoints(teamId: string, consistent = true): Promise<WebhookEndpointRecord[]> {
  const { PK, skPrefix } = teamWebhooksQuery(teamId);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
      ConsistentRead: consistent,
      Limit: QUERY_PAGE_MAX,
    }),
  );
  return (Items ?? []).map((item) => webhookEndpointOf(item));
}

/** `adminId`: an admin subscribed it to moderation events (indexed for their fan-out); null: it no longer is. */
export type EndpointChange = Partial<Pick<WebhookEndpointRecord, 'url' | 'description' | 'events' | 'filter' | 'previousSecretExpiresAt' | 'enabled'>> & {
  adminId?: string | null;
};

/** Every endpoint subscribed to moderation events, across teams (a handful: admins' own). */
export async function listModerationEndpoints(): Promise<WebhookEndpointRecord[]> {
  const endpoints: WebhookEndpointRecord[] = [];
  for await (const items of queryPages({
    TableName: tableName(),
    IndexName: MODERATION_WEBHOOKS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': MODERATION_WEBHOOKS_PARTITION },
  })) {
    endpoints.push(...items.map((item) => webhookEndpointOf(item)));
  }
  return endpoints;
}

/**
 * Applies an owner's change; enabling clears the failure count and Kisa's reason.
 * Answers the endpoint as changed, or null when it is gone.
 */
export async function updateWebhookEndpoint(teamId: string, endpointId: string, change: EndpointChange, now: string): Promise<WebhookEndpointRecord | null> {
  const { adminId, ...fields } = change;
  // Only what the change names: an absent field is left alone (undefined would remove it).
  const named = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const index = adminId ? moderationWebhooksIndexKey(teamId, endpointId) : undefined;
  const moderation = adminId
    ? { adminId, GSI1PK: index!.GSI1PK, GSI1SK: index!.GSI1SK }
    : adminId === null
      ? { adminId: undefined, GSI1PK: undefined, GSI1SK: undefined }
      : {};
  const enabling = change.enabled === true ? { consecutiveFailures: 0, disabledReason: undefined } : {};
  const item = await updateIfReturningItem(webhookEndpointKey(teamId, endpointId), {
    fields: { ...named, ...moderation, ...enabling, updatedAt: now },
    condition: { expression: 'attribute_exists(PK)' },
  });
  return item ? webhookEndpointOf(item) : null;
}

/** Answers whether it existed. Its secrets go after it (a crash in between leaves only a sealed value nothing reads). */
export async function deleteWebhookEndpoint(teamId: string, endpointId: string): Promise<boolean> {
  const { Attributes } = await db().send(new DeleteCommand({ TableName: tableName(), Key: webhookEndpointKey(teamId, endpointId), ReturnValues: 'ALL_OLD' }));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: webhookSecretKey(teamId, endpointId) }));
  return !!Attributes;
}

/** A delivery succeeded: the failure count starts again (written only when it was not 0 already). */
export async function resetEndpointFailures(teamId: string, endpointId: string): Promise<void> {
  await updateIf(webhookEndpointKey(teamId, endpointId), {
    fields: { consecutiveFailures: 0 },
    condition: { expression: 'attribute_exists(PK) AND consecutiveFailures > :zero', values: { ':zero': 0 } },
  });
}

/**
 * A delivery failed for good: counts it, and disables the endpoint when `disable` (410) or
 * the count reaches `disableAfter`. Answers true when THIS call disabled it (its owner is told once).
 */
export async function recordEndpointFailure(
  teamId: string,
  endpointId: string,
  options: { disableAfter: number; disable?: string; now: string },
): Promise<boolean> {
  const key = webhookEndpointKey(teamId, endpointId);
  const counted = await updateIfReturningItem(key, { add: { consecutiveFailures: 1 }, condition: { expression: 'attribute_exists(PK)' } });
  if (!counted) return false;
  const endpoint = webhookEndpointOf(counted);
  const failures = endpoint.consecutiveFailures;
  const reason = options.disable ?? (failures >= options.disableAfter ? WEBHOOK_MSG.disabledFailures(failures) : undefined);
  if (!reason || !endpoint.enabled) return false;
  return updateIf(key, {
    fields: { enabled: false, disabledReason: reason, updatedAt: options.now },
    condition: { expression: 'enabled = :true', values: { ':true': true } },
  });
}

/**
 * A slow endpoint's turn: the one attempt in flight to it, held until `until` (`turnUntil`; a
 * holder that died lets it expire). Answers null when taken, or till when another worker holds it.
 */
export async function takeEndpointTurn(teamId: string, endpointId: string, now: string, until: string): Promise<string | null> {
  const Key = webhookEndpointKey(teamId, endpointId);
  const taken = await updateIf(Key, {
    fields: { turnUntil: until },
    condition: { expression: 'attribute_exists(PK) AND (attribute_not_exists(turnUntil) OR turnUntil < :now)', values: { ':now': now } },
  });
  if (taken) return null;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true, ProjectionExpression: 'turnUntil' }));
  return (Item && endpointTurnOf(Item, Key)) ?? until;
}

/** An attempt went unanswered (`slow`: marks it slow, keeping the first time) or was answered (clears it); either way its turn ends. */
export async function recordEndpointPace(teamId: string, endpointId: string, slow: boolean, now: string): Promise<void> {
  const key = webhookEndpointKey(teamId, endpointId);
  const change: UpdateChange = slow
    ? { fields: { slowSince: now, turnUntil: undefined }, condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(slowSince)' } }
    : { fields: { slowSince: undefined, turnUntil: undefined }, condition: { expression: 'attribute_exists(slowSince)' } };
  if ((await updateIf(key, change)) || !slow) return;
  // Slow already: only the turn ends.
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      ...buildUpdate({ fields: { turnUntil: undefined }, condition: { expression: 'attribute_exists(PK)' } }),
    }),
  );
}
