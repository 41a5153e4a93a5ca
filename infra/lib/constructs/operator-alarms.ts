import { Duration, Stack, Token } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { EDGE_DOMAIN_FAILURES_METRIC } from '@kisa/functions/src/lib/edge/edge-metrics';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@kisa/functions/src/lib/metrics';
import { edgeAlarms } from './edge-alarms';
import type { Monitoring, MonitoringProps } from './monitoring';
import { COMPACTION_LAG_METRIC, DEFAULT_SES_DAILY_QUOTA, errorRate, THRESHOLDS } from './monitoring-thresholds';

/** The operator's alarms: the API, every function, the distributions and web ACLs (us-east-1), Athena, Cognito, SES, quotas, compaction. */
export function operatorAlarms(monitoring: Monitoring, props: MonitoringProps): void {
  const fiveMinutes = Duration.minutes(5);
  const notBreaching = cloudwatch.TreatMissingData.NOT_BREACHING;
  const min = THRESHOLDS.short5xxMinRequests;
  const above = (threshold: number, evaluationPeriods = 1) => ({
    threshold,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods,
    datapointsToAlarm: evaluationPeriods,
    treatMissingData: notBreaching,
  });

  // The API as its callers see it: API Gateway's 5xx (the functions' own 500s, their crashes
  // and timeouts, integration failures) over its requests, and its p99 latency.
  monitoring.alarm('ApiServerErrorRate', {
    metric: new cloudwatch.MathExpression({
      expression: `IF(requests >= ${min}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: {
        errors: props.api.metricServerError({ statistic: 'Sum', period: fiveMinutes }),
        requests: props.api.metricCount({ statistic: 'Sum', period: fiveMinutes }),
      },
      period: fiveMinutes,
      label: 'HTTP API 5xx rate (%)',
    }),
    ...above(THRESHOLDS.api5xxPercent),
    alarmDescription: 'More than 1 % of API requests answered 5xx. Runbook: docs/OPERATIONS.md#apiservererrorrate',
  });
  monitoring.alarm('ApiLatencyP99', {
    metric: props.api.metricLatency({ statistic: 'p99', period: fiveMinutes }),
    ...above(THRESHOLDS.apiP99Ms, 3),
    alarmDescription: 'API p99 latency ≥ 5 s for 15 min. Runbook: docs/OPERATIONS.md#apilatencyp99',
  });

  // Every capability function and worker: its uncaught failures on a rate, and any throttle
  // (a throttled API call is a 5xx to a user; a throttled worker batch is a receive spent).
  for (const [name, fn] of Object.entries(props.functions)) {
    monitoring.alarm(`${name}Errors`, {
      metric: errorRate(fn, fiveMinutes),
      ...above(THRESHOLDS.functionErrorPercent),
      alarmDescription: `At least 1 % of ${name}'s invocations failed (timeout, crash, init error). Runbook: docs/OPERATIONS.md#function-errors-and-throttles`,
    });
    monitoring.alarm(`${name}Throttles`, {
      metric: fn.metricThrottles({ statistic: 'Sum', period: fiveMinutes }),
      ...above(1),
      alarmDescription: `${name} was throttled (the account's concurrency is taken). Runbook: docs/OPERATIONS.md#function-errors-and-throttles`,
    });
  }

  // The distributions and web ACLs: CloudFront and WAF publish in us-east-1 only, so a stack elsewhere
  // has these alarms in its edge alarms stack there (kisa-edge-alarms-stack.ts). Here, the short
  // distribution's 5xx is ShortDomain5xxRate (monitoring.ts), on the same metric.
  const region = Stack.of(monitoring).region;
  if (!Token.isUnresolved(region) && region === 'us-east-1') {
    const { app, short, domains } = props.distributions;
    edgeAlarms(
      (key, alarmProps) => monitoring.alarm(key, alarmProps),
      {
        appDistributionId: app.distributionId,
        shortDistributionId: short.distributionId,
        domainsDistributionId: domains.distributionId,
        firewall: props.firewall,
      },
      ['ShortDistribution5xxRate'],
    );
  }

  // A rotation is four invocations every 30 days: any error is a step that failed (the old
  // value stays current, so nothing breaks yet; the next attempt may).
  monitoring.alarm('OriginSecretRotationFailed', {
    metric: props.rotation.metricErrors({ statistic: 'Sum', period: Duration.hours(1) }),
    ...above(1),
    alarmDescription: "A step of the origin secret's rotation failed. Runbook: docs/OPERATIONS.md#originsecretrotationfailed",
  });

  // Athena publishes per workgroup and query state; a query's execution time has one sample
  // per query, so SampleCount counts queries.
  const athena = (state: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/Athena',
      metricName: 'TotalExecutionTime',
      dimensionsMap: { WorkGroup: props.athenaWorkGroup, QueryState: state, QueryType: 'DML' },
      statistic: 'SampleCount',
      period: Duration.minutes(15),
    });
  monitoring.alarm('AthenaFailedQueries', {
    metric: new cloudwatch.MathExpression({
      expression: 'FILL(failed, 0) + FILL(cancelled, 0)',
      usingMetrics: { failed: athena('FAILED'), cancelled: athena('CANCELED') },
      period: Duration.minutes(15),
      label: 'Athena queries failed or cancelled',
    }),
    ...above(THRESHOLDS.athenaFailedQueries),
    alarmDescription: 'Analytics queries failed or were cancelled (3 in 15 min). Runbook: docs/OPERATIONS.md#athenafailedqueries',
  });

  // Cognito's request-rate quotas are per account and region, by category: the ones the API's
  // admin calls fall in (AdminInitiateAuth: UserAuthentication; AdminCreateUser: UserCreation;
  // the password, attribute, enable, sign-out and delete calls: UserUpdate).
  const cognito = Object.fromEntries(
    ['UserAuthentication', 'UserCreation', 'UserUpdate'].map((category, i) => [
      `c${i}`,
      new cloudwatch.Metric({
        namespace: 'AWS/Usage',
        metricName: 'ThrottleCount',
        dimensionsMap: { Service: 'Cognito User Pools', Type: 'API', Resource: category, Class: 'None' },
        statistic: 'Sum',
        period: fiveMinutes,
      }),
    ]),
  );
  monitoring.alarm('CognitoThrottles', {
    metric: new cloudwatch.MathExpression({
      expression: Object.keys(cognito)
        .map((k) => `FILL(${k}, 0)`)
        .join(' + '),
      usingMetrics: cognito,
      period: fiveMinutes,
      label: 'Cognito requests throttled (authentication, creation, update)',
    }),
    ...above(1),
    alarmDescription: "Cognito throttled the API's sign-in or user management calls. Runbook: docs/OPERATIONS.md#cognitothrottles",
  });

  // SES: a reject is a message SES refused to send (account-wide in this region); the quota
  // is the account's 24-hour sending limit.
  monitoring.alarm('SesRejects', {
    metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reject', statistic: 'Sum', period: Duration.minutes(15) }),
    ...above(1),
    alarmDescription: 'SES rejected messages. Runbook: docs/OPERATIONS.md#sesrejects',
  });
  const quota = props.sesDailyQuota ?? DEFAULT_SES_DAILY_QUOTA;
  const sends = Math.floor((quota * THRESHOLDS.sesDailyQuotaPercent) / 100);
  monitoring.alarm('SesDailySendQuota', {
    metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Send', statistic: 'Sum', period: Duration.days(1) }),
    ...above(sends),
    alarmDescription: `SES sent ${sends} messages in a day, ${THRESHOLDS.sesDailyQuotaPercent} % of the ${quota} quota${props.sesDailyQuota ? '' : " SES usually gives first (deploy with -c sesDailyQuota=<the account's>)"}. Runbook: docs/OPERATIONS.md#sesdailysendquota`,
  });

  monitoring.alarm('BulkQueueAge', {
    metric: props.bulkQueue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes }),
    ...above(THRESHOLDS.bulkQueueAgeSeconds),
    alarmDescription: 'Oldest bulk part waiting ≥ 30 min: bulk imports are failing or falling behind. Runbook: docs/OPERATIONS.md#bulkqueueage',
  });
  monitoring.alarm('ImportQueueAge', {
    metric: props.importQueue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes }),
    ...above(THRESHOLDS.importQueueAgeSeconds),
    alarmDescription:
      "Oldest import step waiting ≥ 30 min (a source's rate limit delays one 15 min at most): the import worker is failing or falling behind. Runbook: docs/OPERATIONS.md#importqueueage",
  });

  // The account's executions against its quota (every function of the account and region).
  const usage = new cloudwatch.Metric({
    namespace: 'AWS/Usage',
    metricName: 'ConcurrentExecutions',
    dimensionsMap: { Service: 'Lambda', Type: 'Resource', Resource: 'ConcurrentExecutions', Class: 'None' },
    statistic: 'Maximum',
    period: Duration.minutes(1),
  });
  monitoring.alarm('AccountConcurrency', {
    metric: new cloudwatch.MathExpression({
      expression: '100 * usage / SERVICE_QUOTA(usage)',
      usingMetrics: { usage },
      period: Duration.minutes(1),
      label: 'Lambda concurrency, % of the account quota',
    }),
    ...above(THRESHOLDS.accountConcurrencyPercent, 5),
    alarmDescription: "The account's Lambda executions reached 80 % of its quota for 5 min. Runbook: docs/OPERATIONS.md#accountconcurrency",
  });

  // Emitted by lib/edge/cloudfront-edge-domains.ts: a verified branded domain CloudFront did not
  // take (its tenant not created or enabled: the team's links are not served on it), or a removed
  // one whose tenant could not be deleted. Each is one domain to look at.
  monitoring.countAlarm(
    'EdgeDomainFailures',
    EDGE_DOMAIN_FAILURES_METRIC,
    Duration.minutes(15),
    1,
    'A branded domain could not be attached to (or removed from) the CloudFront edge.',
  );

  // Requests the API's origin check refused (functions/src/lib/http/middleware/from-cloudfront.ts):
  // the execute-api endpoint stays public, so its abuse is counted here rather than unseen.
  monitoring.countAlarm(
    'DirectApiCalls',
    METRIC.originCheckRefused,
    fiveMinutes,
    THRESHOLDS.directApiCalls,
    'Many API requests without the origin secret (direct execute-api calls, or a stale secret).',
  );

  // Emitted by lib/aws/cloudfront-invalidation.ts: a taken-down or deleted preview image whose edge
  // copies CloudFront would not invalidate after every attempt; they are served until their TTL (24 h).
  monitoring.countAlarm(
    'PreviewInvalidationFailures',
    METRIC.previewInvalidationsFailed,
    fiveMinutes,
    1,
    'Edge copies of taken-down or deleted preview images could not be invalidated; the error log names their paths.',
  );

  // Emitted by compaction (functions/src/lib/metrics.ts's namespace) at the end of each run: how
  // old the oldest click not yet compacted is. Compaction runs every 15 minutes; a run that failed,
  // its retry and a slow third still stay under three periods (45 min), past which the dashboards
  // read more and more raw clicks (slower, dearer queries) and raw visitor addresses outlive their
  // truncation. One point per 15-minute period: a run that failed emits none, so missing points
  // count as breaching — two of three periods without a run, or with that lag, alarm.
  monitoring.alarm('CompactionLag', {
    metric: new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName: COMPACTION_LAG_METRIC,
      dimensionsMap: { service: METRICS_SERVICE },
      statistic: 'Maximum',
      period: Duration.minutes(15),
    }),
    ...above(THRESHOLDS.compactionLagSeconds, 3),
    datapointsToAlarm: 2,
    treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    alarmDescription: `The oldest click not yet compacted is ${THRESHOLDS.compactionLagSeconds / 60} min old (three compaction periods). Runbook: docs/OPERATIONS.md#compactionlag`,
  });
}
