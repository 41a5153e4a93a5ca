import { recordEndpointPace, takeEndpointTurn } from '#data/webhooks/endpoints-repo.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import type { AttemptResult } from './attempt-delivery.js';

/**
 * One receiver that hangs must not hold the workers every team shares: each of its attempts would
 * take a worker for the whole attempt timeout, and a backlog of them would keep everyone else's
 * deliveries waiting behind it. So once an attempt to an endpoint goes unanswered the endpoint is
 * slow, and gets one attempt at a time (its turn, leased for `leaseMs`); its other deliveries wait
 * for the turn — re-queued, not attempted, so no attempt is spent — while the workers serve others.
 * Any answer (even an error status) makes it an ordinary endpoint again.
 */

/** Null: go ahead (the endpoint is not slow, or this worker took its turn); else when to look again. */
export async function waitForTurn(endpoint: WebhookEndpointRecord, now: number, leaseMs: number): Promise<string | null> {
  if (!endpoint.slowSince) return null;
  return takeEndpointTurn(endpoint.teamId, endpoint.endpointId, new Date(now).toISOString(), new Date(now + leaseMs).toISOString());
}

/** After an attempt: a timeout marks the endpoint slow; an answer to a slow one clears it. Its turn ends either way. */
export async function afterAttempt(endpoint: WebhookEndpointRecord, result: AttemptResult, now: number): Promise<void> {
  const slow = result.timedOut === true;
  if (slow || endpoint.slowSince) await recordEndpointPace(endpoint.teamId, endpoint.endpointId, slow, new Date(now).toISOString());
}

/** A turn taken for an attempt that was then not made (another worker had claimed it). */
export async function releaseTurn(endpoint: WebhookEndpointRecord, now: number): Promise<void> {
  await recordEndpointPace(endpoint.teamId, endpoint.endpointId, true, new Date(now).toISOString());
}
