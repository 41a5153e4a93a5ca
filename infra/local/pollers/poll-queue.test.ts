import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { startFauxqs, type FauxqsServer } from 'fauxqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_QUEUES } from '@kisa/shared';
import { ensureQueue } from '../bootstrap/create-queues.js';
import { pollQueue, type PollQueueOptions } from './poll-queue.js';

// Against the real emulator: partial batch failure → redelivery → DLQ after maxReceiveCount.
const MAX_RECEIVE_COUNT = WORK_QUEUES.clicks.maxReceiveCount;
let server: FauxqsServer;
let sqs: SQSClient;
let endpoint: string;

beforeAll(async () => {
  server = await startFauxqs({ port: 0, logger: false });
  endpoint = `http://127.0.0.1:${server.port}`;
  sqs = new SQSClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  sqs.destroy();
  await server.stop();
});

/** Polls `queue` as the runtime's pollers do, with a short wait, until `abort`. */
const pollTestQueue = (queue: { url: string; arn: string }, abort: AbortController, options: Pick<PollQueueOptions, 'batchSize' | 'handler' | 'onError'>) =>
  pollQueue({ sqs, queueUrl: queue.url, queueArn: queue.arn, handlerName: 'workers/test', waitTimeSeconds: 1, signal: abort.signal, ...options });

describe('pollQueue', () => {
  it('deletes successes, redelivers failures and dead-letters them after maxReceiveCount', async () => {
    const queue = await ensureQueue(sqs, { name: 'partial', visibilityTimeoutSeconds: 1, maxReceiveCount: MAX_RECEIVE_COUNT }, endpoint);
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: ['ok-1', 'ok-2', 'fail-1'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );

    const deliveries: { body: string; receiveCount: string }[] = [];
    const events: SQSEvent[] = [];
    const abort = new AbortController();
    const polling = pollTestQueue(queue, abort, {
      batchSize: 10,
      handler: async (event) => {
        const sqsEvent = event as SQSEvent;
        events.push(sqsEvent);
        for (const r of sqsEvent.Records) deliveries.push({ body: r.body, receiveCount: r.attributes.ApproximateReceiveCount });
        return { batchItemFailures: sqsEvent.Records.filter((r) => r.body.startsWith('fail')).map((r) => ({ itemIdentifier: r.messageId })) };
      },
    });

    const dead = await waitFor(async () => {
      const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
      return out.Messages?.length ? out.Messages : undefined;
    }, 15_000);
    abort.abort();
    await polling;

    expect(dead.map((m) => m.Body)).toEqual(['fail-1']);
    expect(deliveries.filter((d) => d.body.startsWith('ok'))).toHaveLength(2);
    expect(deliveries.filter((d) => d.body === 'fail-1').map((d) => d.receiveCount)).toEqual(
      Array.from({ length: MAX_RECEIVE_COUNT }, (_, i) => String(i + 1)),
    );
    const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['All'] }));
    expect(attrs.Attributes?.ApproximateNumberOfMessages, 'source queue should be empty').toBe('0');

    // The first batch gathered all three messages, in Lambda's record shape.
    expect(events[0]!.Records).toHaveLength(3);
    expect(events[0]!.Records[0]).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: 'us-east-1',
      messageId: expect.any(String),
      receiptHandle: expect.any(String),
      md5OfBody: expect.any(String),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: expect.any(String) },
      messageAttributes: {},
    });
  });

  it('retries the whole batch when the handler throws', async () => {
    const queue = await ensureQueue(sqs, { name: 'throws', visibilityTimeoutSeconds: 1, maxReceiveCount: MAX_RECEIVE_COUNT }, endpoint);
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: [{ Id: '1', MessageBody: 'x' }] }));
    const counts: string[] = [];
    const abort = new AbortController();
    const polling = pollTestQueue(queue, abort, {
      batchSize: 1,
      onError: () => {},
      handler: async (event) => {
        const record = (event as SQSEvent).Records[0]!;
        counts.push(record.attributes.ApproximateReceiveCount);
        if (record.attributes.ApproximateReceiveCount === '1') throw new Error('first attempt fails');
        return {};
      },
    });
    await waitFor(async () => (counts.length >= 2 ? true : undefined), 10_000);
    abort.abort();
    await polling;
    expect(counts).toEqual(['1', '2']);
    const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['All'] }));
    expect(attrs.Attributes?.ApproximateNumberOfMessages, 'message should be deleted after the retry succeeded').toBe('0');
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
