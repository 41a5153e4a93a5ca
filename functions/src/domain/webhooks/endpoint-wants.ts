import type { WebhookEndpointRecord } from '#data/webhooks/endpoints-repo.js';
import type { WebhookEventMessage } from './webhook-messages.js';

/** Whether an endpoint wants the event: subscribed, enabled, and its filter (if any) names the link or the campaign. */
export function endpointWants(endpoint: Pick<WebhookEndpointRecord, 'enabled' | 'events' | 'filter'>, event: Pick<WebhookEventMessage, 'type' | 'linkId' | 'campaignId'>): boolean {
  if (!endpoint.enabled || !(endpoint.events as string[]).includes(event.type)) return false;
  const f = endpoint.filter;
  if (!f) return true;
  return (!!event.linkId && f.linkIds.includes(event.linkId)) || (!!event.campaignId && f.campaignIds.includes(event.campaignId));
}
