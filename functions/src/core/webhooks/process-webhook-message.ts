import { paths, WEBHOOK_DELIVERY_DAYS, WEBHOOK_MSG } from '@kisa/shared';
import { DEFAULT_LOCALE } from '@kisa/shared/i18n';
import { translateMessage } from '@kisa/shared/i18n/translate';
import { listTeamMembers } from '#data/accounts/teams-repo.js';
import { claimWebhookAttempt, getWebhookDelivery, putWebhookDelivery, recordWebhookAttempt } from '#data/webhooks/deliveries-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import {
  getWebhookEndpoint,
  listModerationEndpoints,
  listWebhookEndpoints,
  recordEndpointFailure,
  resetEndpointFailures,
} from '#data/webhooks/endpoints-repo.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import { sendWebhookMessage, sendWebhookMessages } from '#data/webhooks/webhook-queue.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { countWebhookEndpointDisabled } from '#lib/metrics.js';
import { sendMail } from '#mail/send-mail.js';
import { webhookDisabledMail } from '#mail/templates.js';
import { attemptDelivery, type AttemptResult } from './attempt-delivery.js';
import { isRetryable, retryDelaySeconds } from './retry-schedule.js';
import { afterAttempt, releaseTurn, waitForTurn } from './endpoint-turn.js';
import { signingSecrets } from './signing-secrets.js';
import { EnvelopeError } from '#lib/crypto/kms-envelope.js';
import { dataFor, endpointWants } from './endpoint-wants.js';
import type { WebhookDeliverMessage, WebhookEventMessage, WebhookMessage } from './webhook-messages.js';

/**
 * How long a worker holds the attempt it claimed, in attempt timeouts: the attempt and the few
 * writes around it, with room to spare. Another message for the same attempt waits this out;
 * after a crash, the attempt the dead worker held is made again once its claim has expired.
 */
const ATTEMPT_LEASE_TIMEOUTS = 3;

/** Clock and randomness, injectable for tests. */
/** How long a delivery whose signing secret KMS would not open waits before it is tried again. */
export const SECRET_RETRY_SECONDS = 300;

export interface WebhookClock {
  now: () => number;
  random: () => number;
}
const systemClock: WebhookClock = { now: Date.now, random: Math.random };

export async function processWebhookMessage(message: WebhookMessage, clock: WebhookClock = systemClock): Promise<void> {
  if (message.kind === 'event') await fanOut(message, clock);
  else await deliver(message, clock);
}

/**
 * An event: one delivery item per subscribed endpoint (keyed by the event's id, so a redelivered
 * event makes none twice), then one `deliver` message each. Safe to run again after a crash.
 * A filtered endpoint's body holds only what its filter names (`dataFor`: a `link.clicked`
 * batch's clicks of its links and campaigns).
 */
async function fanOut(event: WebhookEventMessage, clock: WebhookClock): Promise<void> {
  const endpoints = (event.scope === 'platform' ? await platformEndpoints() : await listWebhookEndpoints(event.teamId)).filter((e) => endpointWants(e, event));
  if (endpoints.length === 0) return;
  const envelope = (data: unknown) => JSON.stringify({ type: event.type, timestamp: event.timestamp, data });
  const whole = envelope(event.data);
  const ttl = Math.floor(clock.now() / 1000) + WEBHOOK_DELIVERY_DAYS * 86_400;
  const messages: string[] = [];
  for (const endpoint of endpoints) {
    const data = dataFor(endpoint, event);
    if (data === null) continue;
    const body = data === event.data ? whole : envelope(data);
    // A platform event (moderation) is delivered to each endpoint as its own team's delivery.
    await putWebhookDelivery(
      {
        teamId: endpoint.teamId,
        endpointId: endpoint.endpointId,
        deliveryId: event.id,
        event: event.type,
        body,
        createdAt: new Date(clock.now()).toISOString(),
      },
      ttl,
    );
    const next: WebhookDeliverMessage = { kind: 'deliver', teamId: endpoint.teamId, endpointId: endpoint.endpointId, deliveryId: event.id, attempt: 0 };
    messages.push(JSON.stringify(next));
  }
  await sendWebhookMessages(messages);
}

/**
 * The endpoints subscribed to moderation events, each only while the admin who
 * subscribed it is still a platform admin: a demoted admin's endpoint stops receiving them.
 */
async function platformEndpoints(): Promise<WebhookEndpointRecord[]> {
  const endpoints = await listModerationEndpoints();
  const admins = new Map<string, boolean>();
  for (const id of new Set(endpoints.flatMap((e) => (e.adminId ? [e.adminId] : [])))) admins.set(id, (await getUser(id))?.role === 'admin');
  return endpoints.filter((e) => e.adminId && admins.get(e.adminId));
}

/**
 * One attempt. A message for an attempt already made (a duplicate) is dropped; the attempt is
 * claimed first, so a second message for it (a redelivered event fans out again; a retry queued
 * twice around a crash) never makes it at the same time — it looks again when the claim expires,
 * and is dropped then if the attempt was recorded. A retry is queued (a new message, delayed)
 * BEFORE the attempt is recorded, so a crash in between resends at most this attempt — receivers
 * deduplicate by `webhook-id`.
 */
async function deliver(message: WebhookDeliverMessage, clock: WebhookClock): Promise<void> {
  const settings = config.webhooks();
  if (message.notBefore) {
    const wait = (Date.parse(message.notBefore) - clock.now()) / 1000;
    if (wait > 1) return sendWebhookMessage(JSON.stringify(message), wait);
  }
  const delivery = await getWebhookDelivery(message.endpointId, message.deliveryId);
  if (delivery?.status !== 'pending' || delivery.attempts > message.attempt) return;
  const attempt = message.attempt + 1;
  const endpoint = await getWebhookEndpoint(message.teamId, message.endpointId);
  if (!endpoint) return; // deleted: its deliveries expire with their TTL
  const at = new Date(clock.now()).toISOString();
  if (!endpoint.enabled) {
    await recordWebhookAttempt(endpoint.endpointId, delivery.deliveryId, attempt, {
      status: 'failed',
      responseStatus: null,
      responseBody: null,
      error: 'The endpoint is disabled',
      latencyMs: 0,
      lastAttemptAt: at,
    });
    return;
  }
  // Opened before the turn and the claim, so a KMS failure takes nothing: the delivery waits as a
  // new delayed message (an SQS redelivery would dead-letter it after ~30 minutes of outage).
  const secrets = await signingSecrets(endpoint, clock.now()).catch((error: unknown) => {
    if (!(error instanceof EnvelopeError)) throw error;
    logger.error('Could not open the webhook signing secret; the delivery waits', {
      error,
      endpointId: endpoint.endpointId,
      retryInSeconds: SECRET_RETRY_SECONDS,
    });
    return null;
  });
  if (!secrets) return sendWebhookMessage(JSON.stringify(message), SECRET_RETRY_SECONDS);
  const leaseMs = ATTEMPT_LEASE_TIMEOUTS * settings.attemptTimeoutMs;
  const laterThan = (until: string, spreadMs = 0) => {
    const wait = Math.max(1, (Date.parse(until) - clock.now()) / 1000) + 1 + (clock.random() * spreadMs) / 1000;
    return sendWebhookMessage(
      JSON.stringify({ ...message, notBefore: new Date(clock.now() + wait * 1000).toISOString() } satisfies WebhookDeliverMessage),
      wait,
    );
  };
  // A slow endpoint's other deliveries wait for its turn, spread over an attempt's time so they do not all wake at once.
  const turnHeldUntil = await waitForTurn(endpoint, clock.now(), leaseMs);
  if (turnHeldUntil) return laterThan(turnHeldUntil, settings.attemptTimeoutMs);
  const claim = await claimWebhookAttempt(endpoint.endpointId, delivery.deliveryId, attempt, at, new Date(clock.now() + leaseMs).toISOString());
  if (!claim.claimed) {
    if (endpoint.slowSince) await releaseTurn(endpoint, clock.now());
    if (claim.heldUntil) await laterThan(claim.heldUntil);
    return;
  }
  const result = await attemptDelivery(
    { url: endpoint.url, secrets },
    { id: delivery.deliveryId, body: delivery.body },
    { allowHosts: settings.allowHosts, timeoutMs: settings.attemptTimeoutMs },
    clock.now,
  );
  await afterAttempt(endpoint, result, clock.now());
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const retry = !ok && isRetryable(result) && !delivery.manual && attempt < settings.maxAttempts;
  const outcome = {
    responseStatus: result.status,
    responseBody: result.responseBody,
    ...(result.error ? { error: result.error } : {}),
    latencyMs: result.latencyMs,
    lastAttemptAt: at,
  };
  if (retry) {
    const delay = retryDelaySeconds(attempt, settings.retryBaseSeconds, result.retryAfterSeconds, clock.random);
    const notBefore = new Date(clock.now() + delay * 1000).toISOString();
    await sendWebhookMessage(JSON.stringify({ ...message, attempt, notBefore } satisfies WebhookDeliverMessage), delay);
    await recordWebhookAttempt(endpoint.endpointId, delivery.deliveryId, attempt, { status: 'pending', ...outcome, nextAttemptAt: notBefore });
    return;
  }
  if (!(await recordWebhookAttempt(endpoint.endpointId, delivery.deliveryId, attempt, { status: ok ? 'delivered' : 'failed', ...outcome }))) return;
  if (ok) {
    if (endpoint.consecutiveFailures > 0) await resetEndpointFailures(endpoint.teamId, endpoint.endpointId);
    return;
  }
  const disable = result.status === 410 ? WEBHOOK_MSG.disabledGone : undefined;
  if (await recordEndpointFailure(endpoint.teamId, endpoint.endpointId, { disableAfter: settings.disableAfter, now: at, ...(disable ? { disable } : {}) })) {
    await endpointDisabled(endpoint, disable ?? WEBHOOK_MSG.disabledFailures(settings.disableAfter), result);
  }
}

async function endpointDisabled(endpoint: WebhookEndpointRecord, reason: string, last: AttemptResult): Promise<void> {
  countWebhookEndpointDisabled();
  logger.warn('Webhook endpoint disabled', { teamId: endpoint.teamId, endpointId: endpoint.endpointId, reason, lastStatus: last.status });
  const owners = (await listTeamMembers(endpoint.teamId)).filter((m) => m.role === 'owner');
  const link = `${config.mail().appUrl}${paths.webhooks}`;
  for (const owner of owners) {
    try {
      await sendMail(
        webhookDisabledMail(
          { email: owner.email, name: owner.name, ...(owner.locale ? { locale: owner.locale } : {}) },
          { url: endpoint.url, reason: translateMessage(owner.locale ?? DEFAULT_LOCALE, reason) },
          link,
        ),
      );
    } catch (error) {
      logger.error('Webhook disabled mail not sent', { error: error as Error, teamId: endpoint.teamId, endpointId: endpoint.endpointId });
    }
  }
}
