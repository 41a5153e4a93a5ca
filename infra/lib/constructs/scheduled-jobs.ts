import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { schedules } from '@kisa/functions/src/api-routes';
import { Construct } from 'constructs';
import { KisaFunction, handlerId, type KisaFunctionProps } from './kisa-function';
import { acknowledge, REASONS } from './nag-suppressions';

type ScheduleName = (typeof schedules)[number]['name'];

/** Per-job settings the route table leaves to infrastructure. */
const SCHEDULE_SETTINGS: Record<ScheduleName, Pick<KisaFunctionProps, 'timeout' | 'memorySize' | 'clickLogAccess'>> = {
  // One chunk (up to 2,000 raw objects / 1,000,000 lines) is held in memory and encoded to
  // Parquet: ~1.7 GB and well under a minute at the upper bound. The handler starts no chunk
  // in the last 3 minutes, so a backlog is worked off over several runs, never cut mid-file.
  'compact-click-log': { timeout: Duration.minutes(15), memorySize: 3008, clickLogAccess: 'compact' },
  // One update per distinct link and team of a minute's first receipts: ~12k at 1B clicks a month
  // (~3 s at 32 in flight); a backlog of windows is worked off in one run or the next.
  'fold-click-counts': { timeout: Duration.minutes(5), memorySize: 512 },
  // Starts a pass of domain checks (one conditional write, one message): the worker checks.
  'check-domains': { timeout: Duration.minutes(1), memorySize: 256 },
  // Starts a pass of destination checks (one conditional write, one message): the worker checks.
  'check-link-health': { timeout: Duration.minutes(1), memorySize: 256 },
  // Starts a pass of alert evaluations (one message): the alerts worker fans it out per team.
  'evaluate-alerts': { timeout: Duration.minutes(1), memorySize: 256 },
  // One Athena statement per team with automatically promoted links, one after another (each ~2–10 s).
  'promote-experiments': { timeout: Duration.minutes(15), memorySize: 512 },
  // Sends the first page of the e-mail reports due (one message): the reports worker fans it out.
  'send-reports': { timeout: Duration.minutes(1), memorySize: 256 },
};

/**
 * The `schedules` of the route table: an EventBridge rule at `rate(everyMinutes)` per job.
 * A failed run is retried twice by Lambda (asynchronous invocation), then recorded in the
 * job's dead-letter queue, as is an event EventBridge could not deliver; the jobs are
 * idempotent, so the next tick redoes whatever a failed run left.
 */
export class ScheduledJobs extends Construct {
  readonly functions: Partial<Record<ScheduleName, KisaFunction>> = {};
  readonly deadLetterQueues: Partial<Record<ScheduleName, sqs.Queue>> = {};

  constructor(scope: Construct, id: string, common: Omit<KisaFunctionProps, 'handler' | 'uses'>) {
    super(scope, id);
    for (const s of schedules) {
      const name = handlerId(s.name);
      const job = new KisaFunction(this, name, { ...common, handler: s.handler, uses: s.uses, ...SCHEDULE_SETTINGS[s.name] });
      // Compaction commits generations by rewriting one state object: one run at a time (a
      // second invocation is throttled and retried by Lambda's asynchronous invocation).
      if (s.name === 'compact-click-log') (job.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = 1;
      const dlq = new sqs.Queue(this, `${name}Dlq`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      acknowledge(dlq, 'AwsSolutions-SQS3', REASONS.dlq);
      const retry = { retryAttempts: 2, maxEventAge: Duration.hours(1) };
      job.fn.configureAsyncInvoke({ ...retry, onFailure: new destinations.SqsDestination(dlq) });
      new events.Rule(this, `${name}Rule`, {
        description: `Kisa ${s.name}, every ${s.everyMinutes} minutes`,
        schedule: events.Schedule.rate(Duration.minutes(s.everyMinutes)),
        targets: [new targets.LambdaFunction(job.fn, { ...retry, deadLetterQueue: dlq })],
      });
      this.functions[s.name] = job;
      this.deadLetterQueues[s.name] = dlq;
    }
  }
}
