/**
 * One SQS event source mapping, as Lambda runs it: long-poll, gather up to batchSize
 * messages, invoke the worker with an SQS event, delete what succeeded. Failed messages
 * are left alone, so they reappear after the visibility timeout and the queue's redrive
 * policy moves them to the DLQ after maxReceiveCount receives (local-aws-sqs implements
 * redrive itself, on visibility timeout expiry, like SQS).
 */
import { randomUUID } from 'node:crypto';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { LambdaHandler } from '../lambda/load-handler.js';
import { contextFactory } from '../lambda/lambda-context.js';
import { toSqsRecord } from './to-sqs-event.js';

export interface PollQueueOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  handlerName: string;
  handler: LambdaHandler;
  batchSize: number;
  /** Parallel batches (Lambda scales out; a few lanes are plenty on one machine). */
  concurrency?: number;
  /** Long-poll wait; SQS's maximum is 20 s. */
  waitTimeSeconds?: number;
  /**
   * Lambda's MaximumBatchingWindowInSeconds: once a first message is in, keep gathering up
   * to batchSize for this long before invoking (0: invoke with whatever is there at once).
   */
  batchingWindowMs?: number;
  timeoutMs?: number;
  signal: AbortSignal;
  onError?: (message: string, err?: unknown) => void;
}

const BATCHING_POLL_MS = 50;

export async function pollQueue(opts: PollQueueOptions): Promise<void> {
  const lanes = Array.from({ length: opts.concurrency ?? 1 }, () => lane(opts));
  await Promise.all(lanes);
}

async function lane(opts: PollQueueOptions): Promise<void> {
  const newContext = contextFactory(opts.handlerName, opts.timeoutMs ?? 300_000);
  const report = opts.onError ?? ((message, err) => console.error(`[pollers] ${message}`, err ?? ''));
  while (!opts.signal.aborted) {
    let batch: Message[];
    try {
      batch = await receiveBatch(opts);
    } catch (err) {
      if (opts.signal.aborted) return;
      report(`receive from ${opts.queueUrl} failed; retrying`, err);
      await sleep(1_000, opts.signal);
      continue;
    }
    if (batch.length === 0) continue;

    const event: SQSEvent = { Records: batch.map((m) => toSqsRecord(m, opts.queueArn)) };
    const failed = await invoke(opts, event, newContext(randomUUID()), report);
    const succeeded = batch.filter((m) => failed !== 'all' && !failed.has(m.MessageId!));
    try {
      await deleteMessages(opts.sqs, opts.queueUrl, succeeded);
    } catch (err) {
      report(`delete from ${opts.queueUrl} failed (messages will be redelivered)`, err);
    }
  }
}

/**
 * Long-polls for the first message, then drains without waiting up to batchSize — and,
 * with a batching window, keeps polling (every 50 ms) until the batch is full or the window
 * has passed. (Asking for 1 on the long poll matters: local-aws-sqs holds a receive until it
 * has all the requested messages or the wait ends, where SQS returns as soon as any arrive.)
 */
async function receiveBatch(opts: PollQueueOptions): Promise<Message[]> {
  const receive = async (max: number, wait: number) =>
    (
      await opts.sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: opts.queueUrl,
          MaxNumberOfMessages: max,
          WaitTimeSeconds: wait,
          MessageSystemAttributeNames: ['All'],
          // local-aws-sqs only reads the older (deprecated) name; SQS accepts both.
          AttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: opts.signal },
      )
    ).Messages ?? [];

  const batch = await receive(1, opts.waitTimeSeconds ?? 20);
  const windowEnds = Date.now() + (opts.batchingWindowMs ?? 0);
  while (batch.length > 0 && batch.length < opts.batchSize && !opts.signal.aborted) {
    const want = Math.min(10, opts.batchSize - batch.length);
    const more = await receive(want, 0);
    batch.push(...more);
    if (more.length < want) {
      if (Date.now() + BATCHING_POLL_MS > windowEnds) break;
      await sleep(BATCHING_POLL_MS, opts.signal);
    }
  }
  return batch;
}

/** The ids the worker reported as failed; 'all' when it threw or answered nonsense (Lambda's rule). */
async function invoke(
  opts: PollQueueOptions,
  event: SQSEvent,
  context: ReturnType<ReturnType<typeof contextFactory>>,
  report: NonNullable<PollQueueOptions['onError']>,
): Promise<Set<string> | 'all'> {
  let result: unknown;
  try {
    result = await opts.handler(event, context);
  } catch (err) {
    report(`${opts.handlerName} failed; the batch of ${event.Records.length} will be retried`, err);
    return 'all';
  }
  const failures = (result as Partial<SQSBatchResponse> | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  const ids = new Set(event.Records.map((r) => r.messageId));
  if (!Array.isArray(failures) || failures.some((f) => !f || !ids.has(f.itemIdentifier))) {
    report(`${opts.handlerName} returned an invalid batchItemFailures; the whole batch will be retried`);
    return 'all';
  }
  return new Set(failures.map((f) => f.itemIdentifier));
}

async function deleteMessages(sqs: SQSClient, queueUrl: string, messages: Message[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 10) {
    const chunk = messages.slice(i, i + 10);
    const out = await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: chunk.map((m, j) => ({ Id: String(j), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
    if (out.Failed?.length) throw new Error(`DeleteMessageBatch failed for ${out.Failed.length} message(s): ${out.Failed[0]?.Message}`);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
