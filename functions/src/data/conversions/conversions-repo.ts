import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_TTL_ATTRIBUTE, type ClickAttribution, type ConversionRecord } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { conversionEventKey } from '../keys.js';
import { buildUpdate } from '../update-expression.js';
import { db, isConditionFailed, tableName } from '../table.js';

/**
 * A team's conversion events (issue 27): one item per team and event id, claimed by a conditional
 * put before anything is written, so a replayed eventId records nothing twice. It keeps the
 * conversion as recorded (a replay answers it) and whether its conversion-log line is written
 * (`logged`): a request that stopped between the claim and the log is finished by its replay.
 * A conversion reported before the click worker recorded its click is claimed without the click's
 * dimensions (`attributionPending`) and finished once they are known (completeConversion).
 * Kept as long as the click log (CLICK_LOG_RETENTION_DAYS), by TTL.
 */

/** A conversion as claimed: its click's dimensions are absent while `attributionPending`. */
export interface StoredConversion extends Omit<ConversionRecord, keyof ClickAttribution>, Partial<ClickAttribution> {
  /** The click id as reported (the token). */
  token: string;
  createdAt: string;
  logged: boolean;
  /** Claimed before the click worker recorded the click: no dimensions and no log line yet. */
  attributionPending?: boolean;
}

/** An event id as keys hold it: any length and script, a fixed-size digest. */
export const eventIdDigest = (eventId: string) => createHash('sha256').update(eventId, 'utf8').digest('base64url');
const digest = eventIdDigest;

/** Claims the event id for this conversion; 'exists' when the team recorded it already (read it with getConversionEvent). */
export async function claimConversionEvent(conversion: StoredConversion, ttlSeconds: number): Promise<'created' | 'exists'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        // The item's `type` names the item kind (as on every item): the conversion's own type is `conversionType`.
        Item: {
          ...conversionEventKey(conversion.teamId, digest(conversion.eventId)),
          ...withoutType(conversion),
          type: 'conversionEvent',
          conversionType: conversion.type,
          [TABLE_TTL_ATTRIBUTE]: ttlSeconds,
        },
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
  if (!Item) return null;
  const { PK: _pk, SK: _sk, type: _type, conversionType, [TABLE_TTL_ATTRIBUTE]: _ttl, ...conversion } = Item;
  return { ...conversion, type: conversionType } as StoredConversion;
}

function withoutType(conversion: StoredConversion): Omit<StoredConversion, 'type'> {
  const { type: _type, ...rest } = conversion;
  return rest;
}

/** Marks the conversion's log line as written. */
export async function markConversionLogged(teamId: string, eventId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: conversionEventKey(teamId, digest(eventId)),
      UpdateExpression: 'SET logged = :true',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true },
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
