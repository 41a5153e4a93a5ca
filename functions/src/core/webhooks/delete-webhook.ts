import { WEBHOOK_MSG, type MessageResponse } from '@kisa/shared';
import { deleteWebhookEndpoint } from '#data/webhooks/endpoints-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamWebhook } from './team-webhook.js';

/** A team owner deletes an endpoint: deliveries still queued for it are dropped; its delivery log expires by TTL. */
export async function deleteWebhook(caller: Caller, endpointId: string | undefined): Promise<MessageResponse> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  if (!(await deleteWebhookEndpoint(caller.teamId, endpoint.endpointId))) throw notFound(WEBHOOK_MSG.notFound);
  return { message: WEBHOOK_MSG.deleted };
}
