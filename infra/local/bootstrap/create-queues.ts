import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { workers } from '@kisa/functions/src/api-routes';

export const MAX_RECEIVE_COUNT = 3;

export interface QueueSpec {
  name: string;
  /** Longer than the worker can take, so an in-flight batch is never handed out twice. */
  visibilityTimeoutSeconds: number;
}

/** Bulk chunks of 10,000 links take a while against DynamoDB Local; clicks batches do not. */
const VISIBILITY_TIMEOUT_SECONDS: Record<string, number> = { clicks: 60, bulk: 300 };

/** One queue (+ DLQ) per worker in the route table, so a new worker needs no change here. */
export const QUEUES: readonly QueueSpec[] = workers.map((w) => ({
  name: w.queue,
  visibilityTimeoutSeconds: VISIBILITY_TIMEOUT_SECONDS[w.queue] ?? 60,
}));

export interface QueueUrls {
  url: string;
  arn: string;
  dlqUrl: string;
}

/**
 * `<name>` with a `<name>-dlq` dead-letter queue after MAX_RECEIVE_COUNT receives.
 * CreateQueue with identical attributes returns the existing queue, so this is idempotent.
 */
export async function ensureQueue(client: SQSClient, spec: QueueSpec, endpoint: string): Promise<QueueUrls> {
  const dlq = await client.send(
    new CreateQueueCommand({ QueueName: `${spec.name}-dlq`, Attributes: { MessageRetentionPeriod: '1209600' } }),
  );
  const dlqArn = await queueArn(client, dlq.QueueUrl!);
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: spec.name,
      Attributes: {
        VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
        MessageRetentionPeriod: '1209600',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: MAX_RECEIVE_COUNT }),
      },
    }),
  );
  return { url: atEndpoint(queue.QueueUrl!, endpoint), arn: await queueArn(client, queue.QueueUrl!), dlqUrl: atEndpoint(dlq.QueueUrl!, endpoint) };
}

export async function queueArn(client: SQSClient, queueUrl: string): Promise<string> {
  const attrs = await client.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
  return attrs.Attributes!.QueueArn!;
}

/** A persisted queue keeps the URL it was created with; the port may differ on this start. */
function atEndpoint(queueUrl: string, endpoint: string): string {
  return new URL(new URL(queueUrl).pathname, endpoint).toString();
}

export async function ensureQueues(client: SQSClient, endpoint: string): Promise<Record<string, QueueUrls>> {
  const entries = await Promise.all(QUEUES.map(async (spec) => [spec.name, await ensureQueue(client, spec, endpoint)] as const));
  return Object.fromEntries(entries);
}
