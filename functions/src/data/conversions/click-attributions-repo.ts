import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONVERSION_WINDOW_DAYS, TABLE_TTL_ATTRIBUTE, type ClickAttribution } from '@kisa/shared';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { clickAttributionKey, parseClickAttribution, WAITING_PREFIX, type WaitingConversion } from './click-attribution-item.js';
import { eventIdDigest } from './conversion-event-item.js';

/**
 * Tracked clicks' attributions: per click of a link with conversion tracking, the
 * dimensions the click worker gave it (campaign, browser, country, rule, variant…), so that a
 * conversion reported later carries them onto its line and analytics never join the conversion
 * log to the click log. Written by the click worker (an UpdateItem per click: a redelivery writes
 * the same), kept for the attribution window by TTL. No visitor address or user agent is kept.
 *
 * A conversion reported before the worker recorded its click waits on the item: one attribute per
 * conversion, `waiting:<teamId>:<eventId digest>` → {teamId, eventId}, written only while the item
 * has no `attribution` (so either the worker's write returns it, or the route sees the attribution).
 * Top-level attributes rather than a map: a map's key cannot be set before the map exists, and the
 * route's write must be one conditional UpdateItem.
 */

export interface TrackedClick {
  clickId: string;
  /** The click's time (ISO): the item lives CONVERSION_WINDOW_DAYS past it. */
  time: string;
  attribution: ClickAttribution;
}

/** A click just recorded and the conversions that were waiting for it. */
export interface RecordedClick {
  clickId: string;
  attribution: ClickAttribution;
  waiting: WaitingConversion[];
}

const DAY_SECONDS = 86_400;
/** Attribution writes in flight: 1 WCU each, as the batch puts were. */
const WRITE_CONCURRENCY = 16;

const ttlOf = (clickMs: number) => Math.floor(clickMs / 1000) + CONVERSION_WINDOW_DAYS * DAY_SECONDS;
const waitingAttribute = (w: WaitingConversion) => `${WAITING_PREFIX}${w.teamId}:${eventIdDigest(w.eventId)}`;
const noAttribution = { expression: 'attribute_not_exists(#attribution)', names: { '#attribution': 'attribution' } };

/** Writes the clicks' attributions; answers those that had conversions waiting (from the items' old images). */
export async function recordClickAttributions(clicks: readonly TrackedClick[]): Promise<RecordedClick[]> {
  const recorded = await mapConcurrent(clicks, WRITE_CONCURRENCY, async (c) => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: clickAttributionKey(c.clickId),
        ...buildUpdate({ fields: { type: 'clickAttribution', attribution: c.attribution, [TABLE_TTL_ATTRIBUTE]: ttlOf(Date.parse(c.time)) } }),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { clickId: c.clickId, attribution: c.attribution, waiting: Attributes ? parseClickAttribution(Attributes).waiting : [] };
  });
  return recorded.filter((r) => r.waiting.length > 0);
}

/**
 * Registers a conversion as waiting for its click's attribution; answers null when it waits, or
 * the attribution when the worker wrote it in between (the registration is then refused).
 */
export async function waitForClickAttribution(clickId: string, clickMs: number, conversion: WaitingConversion): Promise<ClickAttribution | null> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: clickAttributionKey(clickId),
        ...buildUpdate({
          // The TTL too: a click the worker never records leaves no item behind for ever.
          fields: {
            type: 'clickAttribution',
            [waitingAttribute(conversion)]: { teamId: conversion.teamId, eventId: conversion.eventId },
            [TABLE_TTL_ATTRIBUTE]: ttlOf(clickMs),
          },
          condition: noAttribution,
        }),
      }),
    );
    return null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const attribution = await getClickAttribution(clickId);
    if (!attribution) throw new Error('A click attribution refused a waiting conversion but could not be read');
    return attribution;
  }
}

/** Removes conversions finished from the click's waiting ones. */
export async function clearWaitingConversions(clickId: string, finished: readonly WaitingConversion[]): Promise<void> {
  if (finished.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: clickAttributionKey(clickId),
      ...buildUpdate({ fields: Object.fromEntries(finished.map((w) => [waitingAttribute(w), undefined])) }),
    }),
  );
}

/** A click's attribution (consistent read), or null while the click worker has not recorded it. */
export async function getClickAttribution(clickId: string): Promise<ClickAttribution | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: clickAttributionKey(clickId), ConsistentRead: true }));
  return Item ? parseClickAttribution(Item).attribution : null;
}
