import { Duration } from 'aws-cdk-lib';
import * as eventsources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { workers } from '@kisa/functions/src/api-routes';
import { Construct } from 'constructs';
import { KisaFunction, handlerId, type KisaFunctionProps } from './kisa-function';
import { acknowledge, REASONS } from './nag-suppressions';

type QueueName = (typeof workers)[number]['queue'];

/**
 * Per-worker settings the route table leaves to infrastructure.
 *
 * `maxConcurrency` caps the consumer at the event source (SQS then simply waits: nothing
 * is throttled, retried or dead-lettered for it), so a click backlog or a large bulk import
 * takes at most that many of the account's executions and never the redirect's (which has
 * its own reservation, redirect.ts). Together 70, against the default quota of 1,000.
 */
const WORKER_SETTINGS: Record<QueueName, { timeout: Duration; memorySize: number; batchingWindow?: Duration; maxConcurrency: number }> = {
  // In Lambda a message holds one click (one request per execution environment: the group
  // commit groups only within a process, as on the local gateway); a short window gathers
  // more of them per invocation, so fewer, larger S3 log objects and fewer
  // counter transactions. 2 s keeps a click on the dashboard within ~5 s (spec: it
  // refetches 5 s after a click). 50 consumers of 100-message batches keep up with several
  // thousand redirects per second; beyond that the queue absorbs the peak (4 days'
  // retention) and the age alarm (monitoring.ts) says so.
  clicks: { timeout: Duration.seconds(60), memorySize: 1024, batchingWindow: Duration.seconds(2), maxConcurrency: 50 },
  // One chunk = up to 1,000 links (a 10,000-link request is split into parts) with
  // conditional writes for alias uniqueness. With 20 chunks at a time the table, not this
  // cap, bounds a fresh deployment: on-demand starts at 4,000 write units/s, ~1,000 links/s
  // as conditional transactions (link + alias); 1M links in 5 minutes (~3,300/s) needs the
  // table's warm throughput raised first (docs/OPERATIONS.md).
  bulk: { timeout: Duration.minutes(10), memorySize: 1024, maxConcurrency: 20 },
};

/**
 * SQS work queues, each with a dead-letter queue, and their consumers from `workers`.
 * Queues are created first (the API and the redirect function need their URLs);
 * `addWorkers` runs once the shared function settings are known.
 */
export class QueuesAndWorkers extends Construct {
  readonly queues: Record<QueueName, sqs.Queue>;
  readonly deadLetterQueues: Record<QueueName, sqs.Queue>;
  readonly workerFunctions: Partial<Record<QueueName, KisaFunction>> = {};

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const queues: Partial<Record<QueueName, sqs.Queue>> = {};
    const dlqs: Partial<Record<QueueName, sqs.Queue>> = {};
    for (const w of workers) {
      const name = handlerId(w.queue);
      const dlq = new sqs.Queue(this, `${name}Dlq`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      acknowledge(dlq, 'AwsSolutions-SQS3', REASONS.dlq);
      queues[w.queue] = new sqs.Queue(this, `${name}Queue`, {
        // SSE-SQS: encrypted at rest without KMS grants on every producer and consumer.
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // AWS's guidance for Lambda consumers: at least 6x the function timeout, so a
        // throttled or retried batch is not redelivered while it is still being worked on.
        visibilityTimeout: Duration.seconds(WORKER_SETTINGS[w.queue].timeout.toSeconds() * 6),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: dlq, maxReceiveCount: 3 },
      });
      dlqs[w.queue] = dlq;
    }
    this.queues = queues as Record<QueueName, sqs.Queue>;
    this.deadLetterQueues = dlqs as Record<QueueName, sqs.Queue>;
  }

  /** One consumer per `workers` entry, batch size from the table, partial batch failures on. */
  addWorkers(common: Omit<KisaFunctionProps, 'handler' | 'uses'>): void {
    for (const w of workers) {
      const settings = WORKER_SETTINGS[w.queue];
      const worker = new KisaFunction(this, `${handlerId(w.handler)}Worker`, {
        ...common,
        handler: w.handler,
        uses: w.uses,
        timeout: settings.timeout,
        memorySize: settings.memorySize,
      });
      worker.fn.addEventSource(
        new eventsources.SqsEventSource(this.queues[w.queue], {
          batchSize: w.batchSize,
          maxBatchingWindow: settings.batchingWindow,
          maxConcurrency: settings.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      this.workerFunctions[w.queue] = worker;
    }
  }
}
