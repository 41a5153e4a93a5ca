import { isId, WEBHOOK_MSG } from '@kisa/shared';
import { getWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/** The caller's team's endpoint `endpointId`; another team's (or none) answers 404 alike. */
export async function teamWebhook(caller: Caller, endpointId: string | undefined): Promise<WebhookEndpointRecord> {
  const endpoint = isId('record', endpointId) ? await getWebhookEndpoint(caller.teamId, endpointId) : null;
  if (!endpoint) throw notFound(WEBHOOK_MSG.notFound);
  return endpoint;
}
