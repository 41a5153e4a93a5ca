import type { WebhookEndpointList } from '@kisa/shared';
import { listWebhookEndpoints } from '#data/webhooks/endpoints-repo.js';
import type { Caller } from '../accounts/caller.js';
import { toWebhookEndpoint } from './webhook-view.js';

/** The team's endpoints, oldest first (every member may read them; secrets are never answered). */
export async function listWebhooks(caller: Caller): Promise<WebhookEndpointList> {
  const endpoints = await listWebhookEndpoints(caller.teamId);
  return { items: endpoints.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((e) => toWebhookEndpoint(e)) };
}
