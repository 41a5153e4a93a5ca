import { Duration, Stack, Token } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@kisa/functions/src/lib/metrics';
import { Construct } from 'constructs';
import { alarmTopic, distribution5xxRate, notifyingAlarm } from './alarms';
import { type AlarmKey, errorRate, THRESHOLDS } from './monitoring-thresholds';
import type { Distributions } from './distributions';
import { operatorAlarms } from './operator-alarms';
import type { EdgeFirewallPlacement } from './web-acl';

export interface MonitoringProps {
  /** Subscribed to the alarm topic by e-mail when given (context `alarmEmail`). */
  alarmEmail?: string;
  /** The account's SES quota, messages per 24 hours (context `sesDailyQuota`); default DEFAULT_SES_DAILY_QUOTA. */
  sesDailyQuota?: number;
  redirect: lambda.IFunction;
  clickQueue: sqs.IQueue;
  /** Dead-letter queues by name (`clicks`, `bulk`): any message in one raises its alarm. */
  deadLetterQueues: Record<string, sqs.IQueue>;
  table: dynamodb.ITable;
  indexNames: readonly string[];
  /** The app, short and branded domains' distributions (their alarms live here in us-east-1, else in the edge alarms stack). */
  distributions: Pick<Distributions, 'app' | 'short' | 'domains'>;
  /** The web ACLs, or none (their block-spike alarms: same placement as the distributions'). */
  firewall: EdgeFirewallPlacement;
  /** The HTTP API (its 5xx rate and p99 latency). */
  api: apigw.IHttpApi;
  /** Each function whose errors and throttles alarm, by its alarm name (`ApiLinks`, `ClickWorker`…). */
  functions: Record<string, lambda.IFunction>;
  bulkQueue: sqs.IQueue;
  /** The webhook queue: events and delivery attempts. */
  webhookQueue: sqs.IQueue;
  /** The import queue: one step of an import per message. */
  importQueue: sqs.IQueue;
  /** The origin secret's rotation function: an error is a rotation step that failed. */
  rotation: lambda.IFunction;
  /** The Athena workgroup the analytics queries run in (failed and cancelled queries). */
  athenaWorkGroup: string;
}

/**
 * Every alarm of the stack, all to one SNS topic (e-mailed to `alarmEmail` when given; see
 * docs/OPERATIONS.md for the runbook, and for subscribing later). Alarms also notify when
 * they return to OK, so a recovery is visible in the same inbox.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: Partial<Record<AlarmKey, cloudwatch.Alarm>> = {};
  /** Which metric the short-domain 5xx alarm watches (see `short5xxMetric`). */
  readonly short5xxSource: 'cloudfront' | 'function-url';

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.topic = alarmTopic(this, 'AlarmTopic', stack.stackName, props.alarmEmail);

    const fiveMinutes = Duration.minutes(5);
    const notBreaching = cloudwatch.TreatMissingData.NOT_BREACHING;

    // A DLQ holds what failed five deliveries (maxReceiveCount): every message is a click not counted or a
    // bulk part not written, until redriven. Missing data keeps the state (IGNORE): SQS stops
    // publishing for a queue nobody touches for six hours, and a DLQ whose messages sit
    // there must not fall back to OK on its own.
    for (const [name, dlq] of Object.entries(props.deadLetterQueues)) {
      const key = `${name[0]!.toUpperCase()}${name.slice(1)}DlqNotEmpty` as const;
      this.alarm(key, {
        metric: dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(1) }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.IGNORE,
        alarmDescription: `${name} dead-letter queue holds messages (failed its deliveries). Runbook: docs/OPERATIONS.md#${key.toLowerCase()}`,
      });
    }

    // 15 minutes: far past the dashboard's ~5 s freshness and past one retry (a message
    // that failed once is back after the 6-minute visibility timeout, twice after 12), far
    // before the 4 days' retention. A poison message reaches it before its fifth failure
    // moves it to the DLQ (~30 min); a growing backlog reaches it when the capped workers
    // (50) fall behind the traffic.
    this.alarm('ClickQueueAge', {
      metric: props.clickQueue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes }),
      threshold: THRESHOLDS.clickQueueAgeSeconds,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: notBreaching,
      alarmDescription: 'Oldest click waiting ≥ 15 min: the click worker is failing or falling behind. Runbook: docs/OPERATIONS.md#clickqueueage',
    });

    // The handler answers an error page itself for anything it catches: Errors counts what
    // it cannot catch (timeouts, crashes, init failures) — each one a visitor's 5xx. On a rate
    // (1 % of invocations in 5 minutes, once there are 20): one stray timeout among thousands of
    // redirects is no incident, a broken deploy or a hanging dependency is.
    this.alarm('RedirectErrors', {
      metric: errorRate(props.redirect, fiveMinutes),
      threshold: THRESHOLDS.functionErrorPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: notBreaching,
      alarmDescription: 'At least 1 % of redirects failed (timeout, crash or init error). Runbook: docs/OPERATIONS.md#redirecterrors',
    });
    // Any throttle is a visitor refused: the reservation (redirect.ts) is too small.
    this.alarm('RedirectThrottles', {
      metric: props.redirect.metricThrottles({ statistic: 'Sum', period: fiveMinutes }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: notBreaching,
      alarmDescription: 'Redirects were throttled: raise redirectReservedConcurrency. Runbook: docs/OPERATIONS.md#redirectthrottles',
    });
    // A warm redirect is one cached read and one ~10 ms send: p99 above 500 ms for 15
    // minutes means DynamoDB or SQS is slow (a failing send alone is bounded at ~0.85 s and
    // raises ClicksNotEnqueued as well).
    this.alarm('RedirectDurationP99', {
      metric: props.redirect.metricDuration({ statistic: 'p99', period: fiveMinutes }),
      threshold: THRESHOLDS.redirectP99Ms,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      treatMissingData: notBreaching,
      alarmDescription: 'Redirect p99 duration > 500 ms for 15 min. Runbook: docs/OPERATIONS.md#redirectdurationp99',
    });

    const short = this.short5xxMetric(props, fiveMinutes);
    this.short5xxSource = short.source;
    this.alarm('ShortDomain5xxRate', {
      metric: short.metric,
      threshold: THRESHOLDS.short5xxPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: notBreaching,
      alarmDescription: `More than 1 % of short-link requests answered 5xx (${short.source === 'cloudfront' ? 'CloudFront distribution' : "redirect Function URL: CloudFront's metrics live in us-east-1 only"}). Runbook: docs/OPERATIONS.md#shortdomain5xxrate`,
    });

    // On-demand tables throttle too: a hot partition or item (> 1,000 writes/s on one key),
    // or a burst past the table's current capacity (a fresh table starts at 4,000 writes/s).
    // Two 5-minute periods: the SDKs retry a short burst away; sustained throttling fails
    // click batches and bulk parts.
    const throttleMetrics: Record<string, cloudwatch.IMetric> = {};
    const scopes: Array<Record<string, string>> = [
      { TableName: props.table.tableName },
      ...props.indexNames.map((index) => ({ TableName: props.table.tableName, GlobalSecondaryIndexName: index })),
    ];
    scopes.forEach((dimensionsMap, i) => {
      for (const [prefix, metricName] of [
        ['r', 'ReadThrottleEvents'],
        ['w', 'WriteThrottleEvents'],
      ] as const) {
        throttleMetrics[`${prefix}${i}`] = new cloudwatch.Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap,
          statistic: 'Sum',
          period: fiveMinutes,
        });
      }
    });
    this.alarm('TableThrottles', {
      metric: new cloudwatch.MathExpression({
        expression: Object.keys(throttleMetrics)
          .map((k) => `FILL(${k}, 0)`)
          .join(' + '),
        usingMetrics: throttleMetrics,
        period: fiveMinutes,
        label: 'Read + write throttle events (table and indexes)',
      }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: notBreaching,
      alarmDescription: 'DynamoDB throttled reads or writes for 10 min. Runbook: docs/OPERATIONS.md#tablethrottles',
    });

    // SES reputation is per account and region (the stack's region sends the mail): these
    // are what SES itself watches before it reviews or pauses sending.
    for (const [key, metricName, threshold] of [
      ['SesBounceRate', 'Reputation.BounceRate', THRESHOLDS.sesBounceRate],
      ['SesComplaintRate', 'Reputation.ComplaintRate', THRESHOLDS.sesComplaintRate],
    ] as const) {
      this.alarm(key, {
        metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) }),
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: notBreaching,
        alarmDescription: `SES ${metricName} ≥ ${threshold * 100} % (SES reviews the account at ${key === 'SesBounceRate' ? '5' : '0.1'} %). Runbook: docs/OPERATIONS.md#${key.toLowerCase()}`,
      });
    }

    // Emitted by the redirect and the unlock route when a click send failed for good
    // (functions/src/data/clicks/click-queue.ts): each click is in an error log line
    // until replayed. One is enough to act on.
    this.countAlarm(
      'ClicksNotEnqueued',
      METRIC.clicksNotEnqueued,
      fiveMinutes,
      1,
      'Clicks could not be sent to the click queue; they are kept in error log lines for replay.',
    );

    // Webhooks: events a link operation could not queue (each in an error log line,
    // for replay), and a worker not keeping up (its dead-letter queue has the loop's alarm above).
    this.countAlarm(
      'WebhookEventsNotEnqueued',
      METRIC.webhookEventsNotEnqueued,
      fiveMinutes,
      1,
      'Webhook events could not be sent to the webhook queue; they are kept in error log lines for replay.',
    );
    this.alarm('WebhookQueueAge', {
      metric: props.webhookQueue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes }),
      threshold: THRESHOLDS.webhookQueueAgeSeconds,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: notBreaching,
      alarmDescription: 'Oldest webhook message waiting ≥ 30 min: the webhook worker is failing or falling behind. Runbook: docs/OPERATIONS.md#webhookqueueage',
    });

    operatorAlarms(this, props);
  }

  /**
   * An alarm on one of Kisa's own counters (lib/metrics.ts, EMF): its sum over `period` reaching
   * `threshold`; no data is no event. The runbook is OPERATIONS' section named after the alarm.
   */
  countAlarm(key: AlarmKey, metricName: string, period: Duration, threshold: number, description: string): void {
    this.alarm(key, {
      metric: new cloudwatch.Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: METRICS_SERVICE }, statistic: 'Sum', period }),
      threshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} Runbook: docs/OPERATIONS.md#${key.toLowerCase()}`,
    });
  }

  /** An alarm of this stack named after `key`, notifying the topic. */
  alarm(key: AlarmKey, props: Omit<cloudwatch.AlarmProps, 'alarmName'>): void {
    this.alarms[key] = notifyingAlarm(this, this.topic, Stack.of(this).stackName, key, props);
  }

  /**
   * The short domain's 5xx rate, in percent, 0 while a period holds fewer than
   * `short5xxMinRequests` requests (one failure among a handful is no outage).
   *
   * CloudFront publishes its metrics in us-east-1 only, and a CloudWatch alarm can only
   * watch metrics of its own region (CDK refuses such an alarm at synth). A stack in
   * us-east-1 alarms on the distribution itself (5xxErrorRate also sees what CloudFront
   * answers on its own, e.g. 502/504 when the function cannot be reached). Elsewhere it
   * alarms on the redirect's Function URL (Url5xxCount / UrlRequestCount): every request
   * CloudFront forwards to the function, the function's own 5xx and its failures
   * (timeouts, crashes); CloudFront's own 5xx are not in it: those are the edge alarms stack's
   * ShortDistribution5xxRate, in us-east-1 (kisa-edge-alarms-stack.ts).
   */
  private short5xxMetric(props: MonitoringProps, period: Duration): { metric: cloudwatch.IMetric; source: 'cloudfront' | 'function-url' } {
    const region = Stack.of(this).region;
    const min = THRESHOLDS.short5xxMinRequests;
    if (!Token.isUnresolved(region) && region === 'us-east-1') {
      return { source: 'cloudfront', metric: distribution5xxRate(props.distributions.short.distributionId, 'Short domain 5xx rate (%) — CloudFront', period) };
    }
    const dimensionsMap = { FunctionName: props.redirect.functionName };
    return {
      source: 'function-url',
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${min}, 100 * FILL(errors, 0) / requests, 0)`,
        usingMetrics: {
          errors: new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Url5xxCount', dimensionsMap, statistic: 'Sum', period }),
          requests: new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'UrlRequestCount', dimensionsMap, statistic: 'Sum', period }),
        },
        period,
        label: 'Short domain 5xx rate (%) — redirect Function URL',
      }),
    };
  }
}
