import { CreateQueueCommand, GetQueueAttributesCommand, GetQueueUrlCommand, SetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { workers } from '@kisa/functions/src/api-routes';
import { WORK_QUEUES } from '@kisa/shared';

export interface QueueSpec {
  name: string;
  /** Longer than the worker can take, so an in-flight batch is never handed out twice. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the `-dlq` queue. */
  maxReceiveCount: number;
}

/** One queue (+ DLQ) per worker in the route table, with the settings AWS's queue has (shared/src/work-queues.ts). */
export const QUEUES: readonly QueueSpec[] = workers.map((w) => ({
  name: w.queue,
  visibilityTimeoutSeconds: WORK_QUEUES[w.queue].visibilityTimeoutSeconds,
  maxReceiveCount: WORK_QUEUES[w.queue].maxReceiveCount,
}));

export interface QueueUrls {
  url: string;
  arn: string;
  dlqUrl: string;
}

/**
 * `<name>` with a `<name>-dlq` dead-letter queue after `maxReceiveCount` receives. Idempotent:
 * CreateQueue with identical attributes returns the existing queue; a queue persisted with
 * other settings (an older data dir) is given these.
 */
export async function ensureQueue(client: SQSClient, spec: QueueSpec, endpoint: string): Promise<QueueUrls> {
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `${spec.name}-dlq`, Attributes: { MessageRetentionPeriod: '1209600' } }));
  const dlqArn = await queueArn(client, dlq.QueueUrl!);
  const attributes = {
    VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
    MessageRetentionPeriod: '1209600',
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: spec.maxReceiveCount }),
  };
  const queueUrl = await createOrUpdateQueue(client, spec.name, attributes);
  return { url: atEndpoint(queueUrl, endpoint), arn: await queueArn(client, queueUrl), dlqUrl: atEndpoint(dlq.QueueUrl!, endpoint) };
}

async function createOrUpdateQueue(client: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  try {
    return (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl!;
  } catch (error) {
    // `QueueNameExists` (fauxqs: `AWS.SimpleQueueService.QueueNameExists`): the name is taken with other attributes.
    if (!/QueueNameExists$/.test((error as Error).name)) throw error;
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: name }));
    await client.send(new SetQueueAttributesCommand({ QueueUrl, Attributes: attributes }));
    return QueueUrl!;
  }
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
