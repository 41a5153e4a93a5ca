import type { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { DISTRIBUTION_5XX } from './alarms';
import type { EdgeAlarmKey } from './edge-alarms';

/**
 * Compaction's lag metric, in seconds (the oldest raw click not yet compacted), emitted under
 * functions/src/lib/metrics.ts's namespace and service dimension.
 */
export const COMPACTION_LAG_METRIC = 'CompactionLagSeconds';

/** How often compaction runs (functions/src/api-routes.ts, `compact-click-log`). */
export const COMPACTION_PERIOD_MINUTES = 15;

/** The alarms by key; docs/OPERATIONS.md has one section per key (what it means, what to do). */
export type AlarmKey =
  | `${string}DlqNotEmpty`
  | 'ClickQueueAge'
  | 'RedirectErrors'
  | 'RedirectThrottles'
  | 'RedirectDurationP99'
  | 'ShortDomain5xxRate'
  | 'TableThrottles'
  | 'SesBounceRate'
  | 'SesComplaintRate'
  | 'ClicksNotEnqueued'
  | 'ApiServerErrorRate'
  | 'ApiLatencyP99'
  | `${string}Errors`
  | `${string}Throttles`
  | EdgeAlarmKey
  | 'CompactionLag'
  | 'PreviewInvalidationFailures'
  | 'OriginSecretRotationFailed'
  | 'AthenaFailedQueries'
  | 'CognitoThrottles'
  | 'SesRejects'
  | 'SesDailySendQuota'
  | 'BulkQueueAge'
  | 'AccountConcurrency'
  | 'DirectApiCalls'
  | 'EdgeDomainFailures'
  | 'WebhookQueueAge'
  | 'ImportQueueAge'
  | 'WebhookEventsNotEnqueued';

/** SES's usual first production quota, messages per 24 hours, when the context does not give the account's (`sesDailyQuota`). */
export const DEFAULT_SES_DAILY_QUOTA = 50_000;

/** Thresholds, with the reasons in the comments beside each alarm. */
export const THRESHOLDS = {
  clickQueueAgeSeconds: 15 * 60,
  redirectP99Ms: 500,
  /** Percent of short-domain (and app distribution) requests answered 5xx, once a period holds at least short5xxMinRequests. */
  short5xxPercent: DISTRIBUTION_5XX.percent,
  short5xxMinRequests: DISTRIBUTION_5XX.minRequests,
  /** SES reviews an account at a 5 % bounce rate and a 0.1 % complaint rate: alarm at half. */
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
  /** Percent of a function's invocations that failed (uncaught: timeouts, crashes), once a period holds MIN_INVOCATIONS. */
  functionErrorPercent: 1,
  functionErrorMinInvocations: 20,
  /** Percent of API requests answered 5xx, once a period holds at least short5xxMinRequests. */
  api5xxPercent: 1,
  /** API p99 latency: analytics (Athena) takes seconds; anything else ~100 ms. */
  apiP99Ms: 5000,
  /** Failed or cancelled Athena queries in 15 minutes (a cancelled one hit the 1 GB scan cutoff). */
  athenaFailedQueries: 3,
  /** Sends in 24 hours, in percent of the account's SES quota (context `sesDailyQuota`): room to act before SES refuses every send. */
  sesDailyQuotaPercent: 80,
  /** Oldest bulk part waiting: a 10,000-link request is 10 parts, minutes of work for 20 workers. */
  bulkQueueAgeSeconds: 30 * 60,
  /** Percent of the account's Lambda concurrency quota in use (SERVICE_QUOTA of AWS/Usage). */
  accountConcurrencyPercent: 80,
  /** Requests the origin check refused in 5 minutes (direct calls to the execute-api endpoint). */
  directApiCalls: 100,
  /**
   * Oldest webhook message waiting: a retry is a message delayed up to 15 minutes (SQS's
   * longest delay; later attempts hop), so 30 minutes means the worker is not taking them.
   */
  webhookQueueAgeSeconds: 30 * 60,
  /**
   * Oldest import step waiting: a step paused for a source's rate limit is delayed at most 15
   * minutes (SQS's longest delay; a longer wait is sent again then), a failed one comes back
   * within 40 s, so 30 minutes means the import worker is failing or falling behind.
   */
  importQueueAgeSeconds: 30 * 60,
  /** Oldest click not yet compacted: three compaction periods (a failed run, its retry, a slow third). */
  compactionLagSeconds: 3 * COMPACTION_PERIOD_MINUTES * 60,
} as const;

/** A function's uncaught failures in percent of its invocations, 0 while a period holds fewer than functionErrorMinInvocations. */
export function errorRate(fn: lambda.IFunction, period: Duration): cloudwatch.IMetric {
  return new cloudwatch.MathExpression({
    expression: `IF(invocations >= ${THRESHOLDS.functionErrorMinInvocations}, 100 * FILL(errors, 0) / invocations, 0)`,
    usingMetrics: {
      errors: fn.metricErrors({ statistic: 'Sum', period }),
      invocations: fn.metricInvocations({ statistic: 'Sum', period }),
    },
    period,
    label: 'Errors (% of invocations)',
  });
}
