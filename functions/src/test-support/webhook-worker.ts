import { pollQueue } from '@kisa/infra/local/pollers/poll-queue';

/**
 * The webhook worker as the local runtime runs it: the poller (`lanes` lanes of `batch`-message
 * batches) on WEBHOOK_QUEUE_URL until `signal` aborts. Call it once the test has set its
 * environment: the handler and its clients read it when first imported.
 */
export async function pollWebhookQueue(signal: AbortSignal, o: { lanes: number; batch: number; queueName: string }): Promise<void> {
  const { sqs } = await import('#lib/clients.js');
  const { handler } = await import('#handlers/workers/process-webhooks.js');
  return pollQueue({
    sqs: sqs(),
    queueUrl: process.env.WEBHOOK_QUEUE_URL!,
    queueArn: `arn:aws:sqs:us-east-1:123456789012:${o.queueName}`,
    handlerName: 'workers/process-webhooks',
    handler: handler as never,
    batchSize: o.batch,
    concurrency: o.lanes,
    batchingWindowMs: 0,
    timeoutMs: 60_000,
    signal,
    onError: () => {},
  });
}

/** A `link.created` event of `teamId` as the webhook queue carries it (SQS-safe JSON). */
export async function linkCreatedEvent(teamId: string, n: number, title: string): Promise<string> {
  const { newMessageId } = await import('#core/webhooks/webhook-messages.js');
  const { sqsJson } = await import('#lib/queue/sqs-json.js');
  return sqsJson({ kind: 'event', id: newMessageId(), type: 'link.created', teamId, timestamp: new Date().toISOString(), data: { id: `L${n}`, title } });
}
