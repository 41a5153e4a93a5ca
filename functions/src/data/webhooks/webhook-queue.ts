import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * The webhook queue (WEBHOOK_QUEUE_URL): events to fan out to a team's endpoints, and
 * delivery attempts (a retry is a new message with a delay: SQS's longest is 15 minutes, so
 * a later attempt hops until its time).
 *
 * Every message carries a MessageGroupId: its endpoint for an attempt, its team for an event
 * (`platform` for a moderation event). On a standard queue that makes it an SQS fair queue: when
 * one group has a backlog (a receiver that hangs, a team with a burst) SQS hands out the other
 * groups' messages first, so one team's backlog does not sit in front of another's deliveries.
 * Ordering, throughput and delays stay those of a standard queue.
 */

export const SQS_MAX_DELAY_SECONDS = 900;

/** SQS's MessageGroupId: 1–128 alphanumeric or punctuation characters. */
const GROUP_ID_MAX = 128;

/** The fairness group of a webhook message (its JSON): the endpoint of an attempt, the team of an event. */
export function webhookGroupOf(body: string): string {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return 'unreadable';
  }
  const m = (message ?? {}) as Record<string, unknown>;
  const id =
    m.kind === 'deliver' && typeof m.endpointId === 'string'
      ? `endpoint:${m.endpointId}`
      : typeof m.teamId === 'string' && m.teamId
        ? `team:${m.teamId}`
        : 'platform';
  return /^[\x21-\x7e]+$/.test(id) ? id.slice(0, GROUP_ID_MAX) : 'platform';
}

export async function sendWebhookMessage(body: string, delaySeconds = 0): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: config.webhookQueue().url,
      MessageBody: body,
      MessageGroupId: webhookGroupOf(body),
      DelaySeconds: Math.min(SQS_MAX_DELAY_SECONDS, Math.max(0, Math.round(delaySeconds))),
    }),
  );
}

/** A SendMessageBatch holds at most 10 messages and 256 KiB in all (a `link.clicked` event is up to ~50 KB). */
const BATCH_MESSAGES = 10;
const BATCH_BYTES = 256 * 1024;

/** Sends up to any number of bodies, ten (and at most 256 KiB) per SendMessageBatch; throws if any was not sent. */
export async function sendWebhookMessages(bodies: readonly string[]): Promise<void> {
  for (const batch of batchesOf(bodies)) {
    const entries = batch.map((MessageBody, n) => ({ Id: String(n), MessageBody, MessageGroupId: webhookGroupOf(MessageBody) }));
    const { Failed } = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.webhookQueue().url, Entries: entries }));
    if (Failed?.length) throw new Error(`Webhook queue refused ${Failed.length} message(s): ${Failed[0]!.Code} ${Failed[0]!.Message ?? ''}`);
  }
}

function batchesOf(bodies: readonly string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const body of bodies) {
    const size = Buffer.byteLength(body);
    if (current.length > 0 && (current.length === BATCH_MESSAGES || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(body);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
