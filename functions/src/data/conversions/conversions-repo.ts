import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ClickAttribution } from '@kisa/shared';
import { buildUpdate } from '../update-expression.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { conversionEventItem, conversionEventKey, eventIdDigest as digest, parseConversionEvent, type StoredConversion } from './conversion-event-item.js';

/**
 * A team's conversion events: one item per team and event id, claimed by a conditional put
 * before anything is written, so a replayed eventId records nothing twice. It keeps the
 * conversion as recorded (a replay answers it) and whether its conversion-log line is written
 * (`logged`): a request that stopped between the claim and the log is finished by its replay.
 * A conversion reported before the click worker recorded its click is claimed without the click's
 * dimensions (`attributionPending`) and finished once they are known (completeConversion).
 * Kept as long as the click log (CLICK_LOG_RETENTION_DAYS), by TTL.
 */

/** Claims the event id for this conversion; 'exists' when the team recorded it already (read it with getConversionEvent). */
export async function claimConversionEvent(conversion: StoredConversion, ttlSeconds: number): Promise<'created' | 'exists'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: conversionEventItem(conversion, ttlSeconds),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailed(error)) return 'exists';
    throw error;
  }
}

/** The conversion a team recorded under an event id (consistent read), or null. */
export async function getConversionEvent(teamId: string, eventId: string): Promise<StoredConversion | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: conversionEventKey(teamId, digest(eventId)), ConsistentRead: true }));
  return Item ? parseConversionEvent(Item) : null;
}

/** Marks the conversion's log line as written. */
export async function markConversionLogged(teamId: string, eventId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: conversionEventKey(teamId, digest(eventId)),
      ...buildUpdate({ fields: { logged: true }, condition: { expression: 'attribute_exists(PK)' } }),
    }),
  );
}

/**
 * Gives a pending conversion its click's dimensions and marks its line written (the caller wrote
 * it first), in one conditional write: true for the one call that finished it, false when it was
 * not pending (finished already, or gone) — so only one finisher announces it.
 */
export async function completeConversion(teamId: string, eventId: string, attribution: ClickAttribution): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: conversionEventKey(teamId, digest(eventId)),
        ...buildUpdate({
          fields: { ...attribution, logged: true, attributionPending: undefined },
          condition: { expression: '#pending = :true', names: { '#pending': 'attributionPending' }, values: { ':true': true } },
        }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
