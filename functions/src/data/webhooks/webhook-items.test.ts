import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// The webhook items against DynamoDB Local: their keys, and reads that parse what is stored.
// config.ts reads the environment at import, so it goes first.
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { db, tableName } = await import('../table.js');
const { webhookEndpointKey, teamWebhooksQuery, moderationWebhooksIndexKey } = await import('./webhook-endpoint-item.js');
const { webhookDeliveryKey, webhookDeliveriesQuery } = await import('./webhook-delivery-item.js');
const endpoints = await import('./endpoints-repo.js');
const deliveries = await import('./deliveries-repo.js');

const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

const endpointItem = (teamId: string, endpointId: string) => ({
  ...webhookEndpointKey(teamId, endpointId),
  type: 'webhookEndpoint',
  teamId,
  endpointId,
  url: 'https://hooks.example.com/kisa',
  events: ['link.created'],
  filter: null,
  secret: 'whsec_c2VjcmV0',
  enabled: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
});

describe('webhook item keys', () => {
  it('builds the documented keys', () => {
    expect(webhookEndpointKey('t1', 'e1')).toEqual({ PK: 'TEAM#t1', SK: 'WEBHOOK#e1' });
    expect(teamWebhooksQuery('t1')).toEqual({ PK: 'TEAM#t1', skPrefix: 'WEBHOOK#' });
    expect(moderationWebhooksIndexKey('t1', 'e1')).toEqual({ GSI1PK: 'MODERATION_WEBHOOKS', GSI1SK: 't1#e1' });
    expect(webhookDeliveryKey('e1', 'msg_1')).toEqual({ PK: 'WEBHOOK#e1', SK: 'DELIVERY#msg_1' });
    expect(webhookDeliveriesQuery('e1')).toEqual({ PK: 'WEBHOOK#e1', skPrefix: 'DELIVERY#' });
  });
});

describe('a webhook endpoint read back', () => {
  it('fills what older items lack: no description, no failure count, a filter from before tags', async () => {
    const [teamId, endpointId] = [randomUUID(), randomUUID()];
    await put({ ...endpointItem(teamId, endpointId), filter: { linkIds: ['L1'], campaignIds: [] } });
    expect(await endpoints.getWebhookEndpoint(teamId, endpointId)).toMatchObject({
      description: '',
      consecutiveFailures: 0,
      filter: { linkIds: ['L1'], campaignIds: [], tagIds: [] },
    });
  });

  it('fails loudly, naming the endpoint and its key, when the stored item is malformed', async () => {
    const [teamId, endpointId] = [randomUUID(), randomUUID()];
    await put({ ...endpointItem(teamId, endpointId), enabled: 'yes', events: ['link.exploded'] });
    const read = endpoints.getWebhookEndpoint(teamId, endpointId);
    await expect(read).rejects.toThrow(`Malformed webhook endpoint item TEAM#${teamId} / WEBHOOK#${endpointId}`);
    await expect(endpoints.listWebhookEndpoints(teamId)).rejects.toThrow(/events\.0: .*enabled: /);
  });
});

describe('a webhook delivery read back', () => {
  it('fails loudly, naming the delivery and its key, when the stored item is malformed', async () => {
    const endpointId = randomUUID();
    await put({
      ...webhookDeliveryKey(endpointId, 'msg_1'),
      type: 'webhookDelivery',
      teamId: 't1',
      endpointId,
      deliveryId: 'msg_1',
      event: 'link.created',
      body: '{}',
      status: 'lost',
      attempts: 0,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    await expect(deliveries.getWebhookDelivery(endpointId, 'msg_1')).rejects.toThrow(
      `Malformed webhook delivery item WEBHOOK#${endpointId} / DELIVERY#msg_1: status:`,
    );
    await expect(deliveries.listWebhookDeliveries(endpointId, 10)).rejects.toThrow(/Malformed webhook delivery item/);
  });
});
