import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * The webhook queue (WEBHOOK_QUEUE_URL, issue 26): events to fan out to a team's endpoints, and
 * delivery attempts (a retry is a new message with a delay: SQS's longest is 15 minutes, so
 * a later attempt hops until its time).
 */

export const SQS_MAX_DELAY_SECONDS = 900;

export async function sendWebhookMessage(body: string, delaySeconds = 0): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.webhookQueue().url, MessageBody: body, DelaySeconds: Math.min(SQS_MAX_DELAY_SECONDS, Math.max(0, Math.round(delaySeconds))) }));
}

/** Sends up to any number of bodies, ten per SendMessageBatch; throws if any was not sent. */
export async function sendWebhookMessages(bodies: readonly string[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 10) {
    const entries = bodies.slice(i, i + 10).map((MessageBody, n) => ({ Id: String(n), MessageBody }));
    const { Failed } = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.webhookQueue().url, Entries: entries }));
    if (Failed?.length) throw new Error(`Webhook queue refused ${Failed.length} message(s): ${Failed[0]!.Code} ${Failed[0]!.Message ?? ''}`);
  }
}
