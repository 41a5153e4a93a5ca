import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// The keys, and reads of malformed items through the repos against DynamoDB Local.
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { campaignKey, campaignPartKey, campaignPartsQuery, teamCampaignsIndexKey } = await import('./campaign-item.js');
const { getCampaign } = await import('./campaigns-repo.js');
const { isPartCommitted, readPartState } = await import('./read-part-state.js');
const { db, tableName } = await import('../table.js');

const put = (Item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item }));

describe('campaign item', () => {
  it('builds the documented keys', () => {
    expect(campaignKey('c1')).toEqual({ PK: 'CAMPAIGN#c1', SK: 'CAMPAIGN' });
    expect(teamCampaignsIndexKey('t1', '2026', 'c1')).toEqual({ GSI1PK: 'TEAM#t1#CAMPAIGNS', GSI1SK: '2026#c1' });
    expect(campaignPartKey('c1', 'b1#0')).toEqual({ PK: 'CAMPAIGN#c1', SK: 'PART#b1#0' });
    expect(campaignPartsQuery('c1')).toEqual({ PK: 'CAMPAIGN#c1', skPrefix: 'PART#' });
  });

  it('reads a campaign item written without counters as zero, and throws naming the item when one is malformed', async () => {
    const campaignId = randomUUID();
    const item = { ...campaignKey(campaignId), type: 'campaign', campaignId, teamId: 't1', createdAt: '2026-01-01T00:00:00.000Z' };
    await put(item);
    expect(await getCampaign(campaignId)).toEqual({
      campaignId,
      teamId: 't1',
      name: '',
      creator: { id: '', name: '' },
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'idle',
      processed: 0,
      total: 0,
      totalLinks: 0,
      totalClicks: 0,
    });
    await put({ ...item, processed: '12' });
    await expect(getCampaign(campaignId)).rejects.toThrow(`Malformed campaign item CAMPAIGN#${campaignId} / CAMPAIGN: processed`);
    await put({ ...item, status: 'paused' });
    await expect(readPartState(campaignId, 'b1#0')).rejects.toThrow(/Malformed campaign item .*: status/);
  });

  it('reads a part marker, and throws naming it when it is malformed', async () => {
    const campaignId = randomUUID();
    await put({ ...campaignKey(campaignId), type: 'campaign', campaignId, teamId: 't1', createdAt: '2026-01-01T00:00:00.000Z' });
    await put({ ...campaignPartKey(campaignId, 'b1#0'), type: 'campaignPart', links: 3, committedAt: '2026-01-01T00:00:01.000Z' });
    expect(await readPartState(campaignId, 'b1#0')).toMatchObject({ committed: true });
    expect(await readPartState(campaignId, 'b1#1')).toMatchObject({ committed: false });
    expect(await isPartCommitted(campaignId, 'b1#0')).toBe(true);
    await put({ ...campaignPartKey(campaignId, 'b1#2'), type: 'campaignPart', committedAt: '2026-01-01T00:00:01.000Z' });
    await expect(isPartCommitted(campaignId, 'b1#2')).rejects.toThrow(`Malformed campaign part item CAMPAIGN#${campaignId} / PART#b1#2: links`);
    await expect(readPartState(campaignId, 'b1#2')).rejects.toThrow(/Malformed campaign part item/);
  });
});
