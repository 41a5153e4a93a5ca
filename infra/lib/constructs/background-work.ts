import { NestedStack } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { handlerId, type KisaFunctionProps } from './kisa-function';
import type { QueuesAndWorkers } from './queues-and-workers';
import { ScheduledJobs } from './scheduled-jobs';

/**
 * The queue workers and the scheduled jobs (function, role, policy and log group each; a job's
 * dead-letter queue, rule, invoke permission and retry settings; a worker's event source) in a
 * nested stack of the main stack, `Background`: with the API's routes (http-api.ts) they are most of
 * what grows, and the main stack stays far under CloudFormation's 500 (docs/DEPLOY.md, "Updating").
 * The queues stay in the main stack (the API and the redirect send to them), as do the alarms
 * (monitoring.ts), which read the workers' and the jobs' names through the nested stack's outputs;
 * the table, buckets, queues, secrets and URLs reach it as its parameters (CDK makes both).
 * Inside, the constructs keep their ids (`Queues`, `Schedules`), so the resources keep their
 * logical ids, now in the nested template.
 */
export class BackgroundWork extends NestedStack {
  readonly jobs: ScheduledJobs;

  constructor(scope: Construct, id: string, queues: QueuesAndWorkers, common: Omit<KisaFunctionProps, 'handler' | 'uses'>, options: { reserve?: boolean }) {
    super(scope, id, { description: 'Kisa background work: queue workers and scheduled jobs' });
    queues.addWorkers(new Construct(this, 'Queues'), common, options);
    this.jobs = new ScheduledJobs(this, 'Schedules', common);
  }

  /** Each job's dead-letter queue by its alarm's name (`CompactClickLog` → CompactClickLogDlqNotEmpty). */
  get jobDeadLetterQueues(): Record<string, sqs.IQueue> {
    return Object.fromEntries(Object.entries(this.jobs.deadLetterQueues).map(([name, dlq]) => [handlerId(name), dlq]));
  }

  /** The workers whose errors and throttles alarm, by alarm name. */
  static alarmedWorkers(queues: QueuesAndWorkers): Record<string, lambda.IFunction> {
    const w = queues.workerFunctions;
    return { ClickWorker: w.clicks!.fn, BulkWorker: w.bulk!.fn, WebhookWorker: w.webhooks!.fn, ImportWorker: w.imports!.fn };
  }
}
