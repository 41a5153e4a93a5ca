import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: a conversion event or click attribution this code cannot read fails its read
// loudly, naming the item, rather than a guess being answered or counted.
Object.assign(process.env, runtime().env);
const { db, tableName } = await import('../table.js');
const { getConversionEvent } = await import('./conversions-repo.js');
const { getClickAttribution } = await import('./click-attributions-repo.js');
const { conversionEventKey, eventIdDigest } = await import('./conversion-event-item.js');
const { clickAttributionKey } = await import('./click-attribution-item.js');

const put = (Item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item }));

describe('conversion items', () => {
  it('a conversion event whose conversion type is unknown: the read throws naming it', async () => {
    const teamId = randomUUID();
    const Key = conversionEventKey(teamId, eventIdDigest('order-1'));
    await put({
      ...Key,
      type: 'conversionEvent',
      id: randomUUID(),
      clickId: 'c1',
      linkId: 'l1',
      teamId,
      eventId: 'order-1',
      conversionType: 'refund',
      amountMinor: null,
      currency: null,
      time: '2026-01-01T00:00:00.000Z',
      clickTime: '2026-01-01T00:00:00.000Z',
      token: 't',
      createdAt: '2026-01-01T00:00:00.000Z',
      logged: true,
    });
    await expect(getConversionEvent(teamId, 'order-1')).rejects.toThrow(`Malformed conversion event item ${Key.PK} / CONVEVENT: conversionType`);
  });

  it('a click attribution whose dimensions are not text: the read throws naming it', async () => {
    const clickId = randomUUID();
    await put({ ...clickAttributionKey(clickId), type: 'clickAttribution', attribution: { countryCode: 90, isBot: false } });
    await expect(getClickAttribution(clickId)).rejects.toThrow(`Malformed click attribution item CLICKATTR#${clickId} / CLICKATTR: attribution.countryCode`);
  });

  it('a click attribution written before a column existed reads that column as unknown', async () => {
    const clickId = randomUUID();
    await put({ ...clickAttributionKey(clickId), type: 'clickAttribution', attribution: { countryCode: 'TR', isBot: false } });
    expect(await getClickAttribution(clickId)).toMatchObject({ countryCode: 'TR', isBot: false, ruleId: null, variantId: null });
  });
});
