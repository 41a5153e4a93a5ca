import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as eventsources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { workers } from '@kisa/functions/src/api-routes';
import { WORK_QUEUES } from '@kisa/shared';
import { Construct } from 'constructs';
import { KisaFunction, handlerId, type KisaFunctionProps } from './kisa-function';
import { acknowledge, REASONS } from './nag-suppressions';

type QueueName = (typeof workers)[number]['queue'];

/**
 * Per-worker settings the route table and the shared queue settings (shared/src/work-queues.ts:
 * receives, timeout and visibility, batching window) leave to infrastructure.
 *
 * `maxConcurrency` caps the consumer at the event source (SQS then simply waits: nothing
 * is throttled, retried or dead-lettered for it), so a click backlog or a large bulk import
 * takes at most that many of the account's executions and never the redirect's (which has
 * its own reservation, redirect.ts). Together 90, plus the compaction units' 8 (and the domain checks'),
 * against the default quota of 1,000.
 */
const WORKER_SETTINGS: Record<QueueName, Pick<KisaFunctionProps, 'memorySize' | 'clickLogAccess'> & { maxConcurrency: number }> = {
  // 50 consumers of batches of up to 1,000 messages keep up with several thousand redirects a second;
  // beyond that the queue absorbs the peak (4 days' retention) and the age alarm
  // (monitoring.ts) says so.
  clicks: { memorySize: 1024, maxConcurrency: 50 },
  // One message = one part, up to 1,000 links (a 10,000-link request is split into parts),
  // with conditional writes for alias uniqueness. With 20 parts at a time the table, not this
  // cap, bounds a fresh deployment: on-demand starts at 4,000 write units/s, ~1,000 links/s
  // as conditional transactions (link + alias); 1M links in 5 minutes (~3,300/s) needs the
  // table's warm throughput raised first (docs/OPERATIONS.md).
  bulk: { memorySize: 1024, maxConcurrency: 20 },
  // Webhook deliveries: mostly waiting on receivers (10 s at most an attempt), so
  // little memory; 10 consumers × 10 messages = 100 attempts at once, whatever a slow receiver does.
  webhooks: { memorySize: 256, maxConcurrency: 10 },
  // Imports: one step at a time per import (each step sends the next), so this is how many teams'
  // imports move at once; a step holds a page of up to 1,000 staged links (or a file of 5 MB).
  // (It writes the imported history beside the click log, nothing else there: grants.ts `import`.)
  imports: { memorySize: 1024, maxConcurrency: 10, clickLogAccess: 'import' },
  // Domain checks: a pass is one chain of pages (each sends the next when done), so 2 is the
  // pass plus a page of "Check now"-free slack; the pool inside a page is the parallelism
  // (core/domains/check-domain-page.ts, docs/DEPLOY.md "Domain checks at scale").
  domainChecks: { memorySize: 512, maxConcurrency: 2 },
  // Destination health: a pass is one chain of pages (each sends the next when done); the 25
  // fetches in flight inside a page are the parallelism (core/health/check-health-page.ts).
  healthChecks: { memorySize: 512, maxConcurrency: 2 },
  // Alerts: a team's evaluation is one analytics statement (all its watched targets) and its
  // deliveries; 5 at once judge ~2,100 teams a quarter hour and hold at most 5 of Athena's 25 active
  // queries (more needs that quota raised first: docs/OPERATIONS.md "Alerts: what evaluation costs").
  alerts: { memorySize: 512, maxConcurrency: 5 },
  // Click-log compaction units (one raw team bucket of a generation each, of 16): 8 at once
  // finish a 100× generation in under a minute (docs/BENCHMARKS.md); it writes the team layout like
  // the scheduled planner (grants.ts `compact`).
  compaction: { memorySize: 2048, maxConcurrency: 8, clickLogAccess: 'compact' },
  // E-mail reports: a member's report is one analytics question (cached) and one mail; 10 at once
  // keep Athena inside its 20 StartQueryExecution/s and SES inside a new account's 14 mails/s (docs/OPERATIONS.md).
  reports: { memorySize: 512, maxConcurrency: 10 },
};

/**
 * SQS work queues, each with a dead-letter queue, and their consumers from `workers`.
 * Queues are created first (the API and the redirect function need their URLs);
 * `addWorkers` runs once the shared function settings are known, in the background nested stack.
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
        // 6x the function timeout (shared/src/work-queues.ts), as the local runtime's queue.
        visibilityTimeout: Duration.seconds(WORK_QUEUES[w.queue].visibilityTimeoutSeconds),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: dlq, maxReceiveCount: WORK_QUEUES[w.queue].maxReceiveCount },
      });
      dlqs[w.queue] = dlq;
    }
    this.queues = queues as Record<QueueName, sqs.Queue>;
    this.deadLetterQueues = dlqs as Record<QueueName, sqs.Queue>;
  }

  /**
   * One consumer per `workers` entry, batch size from the table, partial batch failures on.
   *
   * `reserve` (default on; context `workerReservedConcurrency=none` turns it off): each worker
   * reserves as many executions as its event source may use (`maxConcurrency`). Without it a
   * burst of API traffic can take the account's whole unreserved pool: the event source's
   * invocations are then throttled, each throttled batch counts as a receive, and messages
   * reach the dead-letter queue without a worker ever failing. Reserved, the workers keep their
   * capacity whatever the API does (and the API keeps the rest); the redirect has its own
   * reservation (redirect.ts).
   *
   * The workers are made in `scope` (the background nested stack, background-work.ts), the queues stay here.
   */
  addWorkers(scope: Construct, common: Omit<KisaFunctionProps, 'handler' | 'uses'>, options: { reserve?: boolean } = {}): void {
    for (const w of workers) {
      const settings = WORKER_SETTINGS[w.queue];
      const receive = WORK_QUEUES[w.queue];
      const worker = new KisaFunction(scope, `${handlerId(w.handler)}Worker`, {
        ...common,
        handler: w.handler,
        uses: w.uses,
        timeout: Duration.seconds(receive.workerTimeoutSeconds),
        memorySize: settings.memorySize,
        clickLogAccess: settings.clickLogAccess,
      });
      if (options.reserve ?? true) {
        // KisaFunction has no such prop (few functions reserve): set on the L1 resource.
        (worker.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = settings.maxConcurrency;
      }
      worker.fn.addEventSource(
        new eventsources.SqsEventSource(this.queues[w.queue], {
          batchSize: w.batchSize,
          maxBatchingWindow: receive.batchingWindowSeconds.aws > 0 ? Duration.seconds(receive.batchingWindowSeconds.aws) : undefined,
          maxConcurrency: settings.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      this.workerFunctions[w.queue] = worker;
    }
  }
}
