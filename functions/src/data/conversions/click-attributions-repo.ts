import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { attributionOf, CONVERSION_WINDOW_DAYS, TABLE_TTL_ATTRIBUTE, type ClickAttribution } from '@kisa/shared';
import { batchWriteRequests } from '../batch-write.js';
import { clickAttributionKey } from '../keys.js';
import { db, tableName } from '../table.js';

/**
 * Tracked clicks' attributions (issue 27): per click of a link with conversion tracking, the
 * dimensions the click worker gave it (campaign, browser, country, rule, variant…), so that a
 * conversion reported later carries them onto its line and analytics never join the conversion
 * log to the click log. Written by the click worker (puts: a redelivery writes the same item),
 * kept for the attribution window by TTL. No visitor address or user agent is kept.
 */

export interface TrackedClick {
  clickId: string;
  /** The click's time (ISO): the item lives CONVERSION_WINDOW_DAYS past it. */
  time: string;
  attribution: ClickAttribution;
}

const DAY_SECONDS = 86_400;

export async function putClickAttributions(clicks: readonly TrackedClick[]): Promise<void> {
  if (clicks.length === 0) return;
  await batchWriteRequests(
    clicks.map((c) => ({
      PutRequest: {
        Item: { ...clickAttributionKey(c.clickId), type: 'clickAttribution', attribution: c.attribution, [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(c.time) / 1000) + CONVERSION_WINDOW_DAYS * DAY_SECONDS },
      },
    })),
  );
}

/** A click's attribution (consistent read), or null while the click worker has not recorded it. */
export async function getClickAttribution(clickId: string): Promise<ClickAttribution | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: clickAttributionKey(clickId), ConsistentRead: true }));
  return Item ? attributionOf(Item.attribution as Partial<ClickAttribution>) : null;
}
