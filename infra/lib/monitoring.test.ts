import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@kisa/functions/src/lib/metrics';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, schedules } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { capabilityFunctionId } from './constructs/capability-entry';
import { handlerId } from './constructs/kisa-function';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { DISTRIBUTION_4XX } from './constructs/alarms';
import { DISTRIBUTION_ALARM_KEYS, WEB_ACL_BLOCKS } from './constructs/edge-alarms';
import { COMPACTION_PERIOD_MINUTES, DEFAULT_SES_DAILY_QUOTA, THRESHOLDS } from './constructs/monitoring-thresholds';
import { DEFAULT_REDIRECT_RESERVED_CONCURRENCY } from './constructs/redirect';
import { KisaStack, type KisaConfig } from './kisa-stack';
import { mainAlarmKeys } from './test-support/stack-invariants';
import { asOneStack, ofType, synthStack, unbundledApp, type Synthesized } from './test-support/synth-unbundled';

// Alarms, the alarm topic and isolation (reserved concurrency on the redirect, capped queue
// consumers), asserted on the synthesized template. The stacks skip esbuild bundling (CDK's
// `aws:cdk:bundling-stacks` switch: assets point at the source, the template is otherwise
// the same), so each synthesizes in seconds; kisa-stack.test.ts bundles for real.

// Read as one stack: the alarms in the main stack, the workers and jobs they watch in the background stack.
const synth = (region: string, config: Partial<KisaConfig> = {}): Synthesized => asOneStack(synthStack('Test', region, config));
const idsOf = (s: Synthesized, type: string, prefix: string) =>
  ofType(s, type)
    .filter(([id]) => id.startsWith(prefix))
    .map(([id]) => id);

function alarm(s: Synthesized, key: string): Record<string, any> {
  const found = ofType(s, 'AWS::CloudWatch::Alarm').filter(([, r]) => r.Properties.AlarmName === `Test-${key}`);
  expect(found, `alarm ${key}`).toHaveLength(1);
  return found[0]![1].Properties;
}

/** The metric(s) an alarm watches: its own, or those of its math expression by id. */
function metricsOf(a: Record<string, any>): Record<string, { Namespace: string; MetricName: string; Dimensions?: Array<{ Name: string; Value: unknown }> }> {
  if (a.MetricName) return { m: { Namespace: a.Namespace, MetricName: a.MetricName, Dimensions: a.Dimensions } };
  return Object.fromEntries((a.Metrics as any[]).filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat.Metric]));
}

const dims = (d: Array<{ Name: string; Value: unknown }> | undefined) => Object.fromEntries((d ?? []).map((x) => [x.Name, x.Value]));
const ref = (id: string) => ({ Ref: id });

const single = (ids: string[], what: string) => {
  expect(ids, what).toHaveLength(1);
  return ids[0]!;
};

describe('monitoring (stack in eu-west-1, alarmEmail given, default reservation)', () => {
  let s: Synthesized;
  let topic: string;
  let redirectFn: string;
  beforeAll(() => {
    s = synth('eu-west-1', { alarmEmail: 'ops@example.org' });
    topic = single(idsOf(s, 'AWS::SNS::Topic', 'MonitoringAlarmTopic'), 'alarm topic');
    redirectFn = single(idsOf(s, 'AWS::Lambda::Function', 'RedirectFn'), 'redirect function');
  }, 120_000);

  it('has one alarm topic, e-mailed to alarmEmail, that CloudWatch may publish to over TLS only', () => {
    expect(ofType(s, 'AWS::SNS::Topic')).toHaveLength(1);
    const subs = ofType(s, 'AWS::SNS::Subscription').map(([, r]) => r.Properties);
    expect(subs).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: ref(topic) })]);
    const policy = ofType(s, 'AWS::SNS::TopicPolicy')
      .map(([, r]) => r.Properties)
      .find((p) => JSON.stringify(p.Topics) === JSON.stringify([ref(topic)]));
    const statements = policy!.PolicyDocument.Statement as any[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }));
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(s.outputs.AlarmTopicArn!.Value).toEqual(ref(topic));
  });

  it('notifies the topic from every alarm, on alarm and on recovery, each named after the stack', () => {
    const alarms = ofType(s, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties);
    // Exactly the main stack's alarms (outside us-east-1: the app distribution's is in the edge alarms stack).
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      mainAlarmKeys()
        .map((k) => `Test-${k}`)
        .sort(),
    );
    for (const a of alarms) {
      expect(a.AlarmActions, a.AlarmName).toEqual([ref(topic)]);
      expect(a.OKActions, a.AlarmName).toEqual([ref(topic)]);
      expect(a.AlarmDescription, a.AlarmName).toMatch(/Runbook: docs\/OPERATIONS\.md#/);
    }
  });

  it('alarms on any message in either dead-letter queue', () => {
    for (const name of ['clicks', 'bulk', 'webhooks']) {
      const dlq = single(idsOf(s, 'AWS::SQS::Queue', `Queues${handlerId(name)}Dlq`), `${name} DLQ`);
      const a = alarm(s, `${handlerId(name)}DlqNotEmpty`);
      expect(a).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'ignore',
      });
      expect(dims(a.Dimensions)).toEqual({ QueueName: { 'Fn::GetAtt': [dlq, 'QueueName'] } });
    }
  });

  it('alarms when the oldest click waits 15 minutes', () => {
    const queue = single(idsOf(s, 'AWS::SQS::Queue', 'QueuesClicksQueue'), 'click queue');
    const a = alarm(s, 'ClickQueueAge');
    expect(a).toMatchObject({ Namespace: 'AWS/SQS', MetricName: 'ApproximateAgeOfOldestMessage', Statistic: 'Maximum', Threshold: 900 });
    expect(dims(a.Dimensions)).toEqual({ QueueName: { 'Fn::GetAtt': [queue, 'QueueName'] } });
  });

  it('alarms on the redirect function: an error rate (not one error), throttles, p99 duration', () => {
    const fnDims = { FunctionName: ref(redirectFn) };
    const errors = alarm(s, 'RedirectErrors');
    expect(metricsOf(errors)).toEqual({
      errors: { Namespace: 'AWS/Lambda', MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] },
      invocations: { Namespace: 'AWS/Lambda', MetricName: 'Invocations', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] },
    });
    expect((errors.Metrics as any[]).find((x) => x.Expression).Expression).toBe(
      `IF(invocations >= ${THRESHOLDS.functionErrorMinInvocations}, 100 * FILL(errors, 0) / invocations, 0)`,
    );
    expect(errors.Threshold).toBe(THRESHOLDS.functionErrorPercent);
    expect(alarm(s, 'RedirectThrottles')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Threshold: 1 });
    const p99 = alarm(s, 'RedirectDurationP99');
    expect(p99).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: THRESHOLDS.redirectP99Ms });
    for (const key of ['RedirectThrottles', 'RedirectDurationP99']) expect(dims(alarm(s, key).Dimensions), key).toEqual(fnDims);
  });

  it('alarms on the HTTP API: its 5xx rate and p99 latency', () => {
    const api = single(idsOf(s, 'AWS::ApiGatewayV2::Api', 'HttpGateway'), 'HTTP API');
    const rate = metricsOf(alarm(s, 'ApiServerErrorRate'));
    expect(rate.errors).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: ref(api) }] });
    expect(rate.requests).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: 'Count', Dimensions: [{ Name: 'ApiId', Value: ref(api) }] });
    expect(alarm(s, 'ApiLatencyP99')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: THRESHOLDS.apiP99Ms,
    });
  });

  it("alarms on each capability function's and worker's error rate and throttles", () => {
    for (const c of capabilitiesOf(apiRoutes)) {
      const fn = single(idsOf(s, 'AWS::Lambda::Function', `Http${capabilityFunctionId(c.name)}Fn`), c.name);
      const key = `Api${handlerId(c.name)}`;
      expect(metricsOf(alarm(s, `${key}Errors`)).errors!.Dimensions, key).toEqual([{ Name: 'FunctionName', Value: ref(fn) }]);
      expect(alarm(s, `${key}Throttles`), key).toMatchObject({ MetricName: 'Throttles', Dimensions: [{ Name: 'FunctionName', Value: ref(fn) }], Threshold: 1 });
    }
  });

  it('alarms on the compaction DLQ, a failed origin-secret rotation, Athena failures, Cognito throttles, SES rejects and quota, the bulk queue, account concurrency and direct API calls', () => {
    const compactionDlq = single(idsOf(s, 'AWS::SQS::Queue', 'SchedulesCompactClickLogDlq'), 'compaction DLQ');
    expect(dims(alarm(s, 'CompactClickLogDlqNotEmpty').Dimensions)).toEqual({ QueueName: { 'Fn::GetAtt': [compactionDlq, 'QueueName'] } });
    const rotation = single(idsOf(s, 'AWS::Lambda::Function', 'OriginRotationFn'), 'rotation');
    expect(alarm(s, 'OriginSecretRotationFailed')).toMatchObject({
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: ref(rotation) }],
      Threshold: 1,
    });
    const athena = Object.values(metricsOf(alarm(s, 'AthenaFailedQueries'))).map((m) => dims(m.Dimensions).QueryState);
    expect(athena.sort()).toEqual(['CANCELED', 'FAILED']);
    expect(
      Object.values(metricsOf(alarm(s, 'CognitoThrottles')))
        .map((m) => `${m.Namespace} ${m.MetricName} ${dims(m.Dimensions).Resource}`)
        .sort(),
    ).toEqual(['AWS/Usage ThrottleCount UserAuthentication', 'AWS/Usage ThrottleCount UserCreation', 'AWS/Usage ThrottleCount UserUpdate']);
    expect(alarm(s, 'SesRejects')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reject', Threshold: 1 });
    expect(alarm(s, 'SesDailySendQuota')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Send',
      Period: 86400,
      Threshold: (DEFAULT_SES_DAILY_QUOTA * THRESHOLDS.sesDailyQuotaPercent) / 100,
    });
    const bulk = single(idsOf(s, 'AWS::SQS::Queue', 'QueuesBulkQueue'), 'bulk queue');
    expect(alarm(s, 'BulkQueueAge')).toMatchObject({
      MetricName: 'ApproximateAgeOfOldestMessage',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [bulk, 'QueueName'] } }],
    });
    const imports = single(idsOf(s, 'AWS::SQS::Queue', 'QueuesImportsQueue'), 'import queue');
    expect(alarm(s, 'ImportQueueAge')).toMatchObject({
      MetricName: 'ApproximateAgeOfOldestMessage',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [imports, 'QueueName'] } }],
      Threshold: 30 * 60,
    });
    expect((alarm(s, 'AccountConcurrency').Metrics as any[]).find((x) => x.Expression).Expression).toBe('100 * usage / SERVICE_QUOTA(usage)');
    expect(alarm(s, 'DirectApiCalls')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: METRIC.originCheckRefused,
      Threshold: THRESHOLDS.directApiCalls,
    });
  });

  it("puts every distribution's 4xx and 5xx alarms and the web ACLs' block spikes in the edge alarms stack in us-east-1 (CloudFront and WAF publish there only), with a topic of its own e-mailed to alarmEmail", () => {
    expect(ofType(s, 'AWS::CloudWatch::Alarm').filter(([, r]) => r.Properties.AlarmName === 'Test-AppDistribution5xxRate')).toEqual([]);
    const edge = s.stack.edgeAlarmsStack!;
    expect([edge.stackName, edge.region, edge.account]).toEqual(['Test-EdgeAlarms', 'us-east-1', s.stack.account]);
    const e = { resources: Template.fromStack(edge).toJSON().Resources as Synthesized['resources'] };
    const topic = single(idsOf(e as Synthesized, 'AWS::SNS::Topic', 'AlarmTopic'), 'edge alarm topic');
    expect(ofType(e, 'AWS::SNS::Subscription').map(([, r]) => r.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: ref(topic) }),
    ]);
    const alarms = Object.fromEntries(ofType(e, 'AWS::CloudWatch::Alarm').map(([, r]) => [r.Properties.AlarmName, r.Properties]));
    expect(Object.keys(alarms).sort()).toEqual([...DISTRIBUTION_ALARM_KEYS, 'AppWebAclBlocks', 'ShortWebAclBlocks'].map((k) => `Test-${k}`).sort());
    // Each distribution's id crosses from this stack (eu-west-1) as a cross-region reference.
    for (const [name, which] of [
      ['Test-AppDistribution5xxRate', 'CdnApp'],
      ['Test-ShortDistribution5xxRate', 'CdnShort'],
      ['Test-DomainsDistribution5xxRate', 'CdnDomains'],
    ] as const) {
      const a = alarms[name]!;
      const m = metricsOf(a);
      const id = {
        'Fn::GetAtt': [expect.stringMatching(/^ExportsReader/), expect.stringMatching(new RegExp(`^/cdk/exports/Test-EdgeAlarms/Testeuwest1Ref${which}`))],
      };
      expect(m.rate, name).toEqual({
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Dimensions: [
          { Name: 'DistributionId', Value: id },
          { Name: 'Region', Value: 'Global' },
        ],
      });
      expect(m.requests!.MetricName, name).toBe('Requests');
      expect(a, name).toMatchObject({
        Threshold: THRESHOLDS.short5xxPercent,
        AlarmActions: [ref(topic)],
        OKActions: [ref(topic)],
        AlarmDescription: expect.stringMatching(/Runbook: docs\/OPERATIONS\.md#/),
      });
    }
    // 4xx: the same distributions, 30 % for three periods in a row once a period holds 100 requests.
    for (const which of ['App', 'Short', 'Domains']) {
      const a = alarms[`Test-${which}Distribution4xxRate`]!;
      expect(metricsOf(a).rate!.MetricName, which).toBe('4xxErrorRate');
      expect((a.Metrics as any[]).find((x) => x.Expression).Expression, which).toBe(`IF(requests >= ${DISTRIBUTION_4XX.minRequests}, rate, 0)`);
      expect(a, which).toMatchObject({ Threshold: DISTRIBUTION_4XX.percent, EvaluationPeriods: 3, DatapointsToAlarm: 3, AlarmActions: [ref(topic)] });
    }
    // WAF: each web ACL (in the edge stack) by name, the whole ACL (Rule ALL), blocks summed over 5 minutes.
    const edgeStack = s.stack.edgeStack!;
    for (const [key, acl, threshold] of [
      ['AppWebAclBlocks', 'WafWebAcl', WEB_ACL_BLOCKS.app],
      ['ShortWebAclBlocks', 'WafShortWebAcl', WEB_ACL_BLOCKS.short],
    ] as const) {
      const a = alarms[`Test-${key}`]!;
      expect(a, key).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Statistic: 'Sum', Period: 300, Threshold: threshold });
      const d = dims(a.Dimensions);
      expect(d.Rule, key).toBe('ALL');
      const name = JSON.stringify(d.WebACL);
      expect(name, key).toMatch(/^\{"Fn::Select":\[2,\{"Fn::Split":\["\/",\{"Fn::ImportValue":"Test-Edge:ExportsOutputFnGetAttWaf/);
      expect(name, key).toContain(acl);
    }
    expect(edgeStack.stackName).toBe('Test-Edge');
    const report = new AwsSolutionsChecks().validateScope(edge);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('takes the SES quota from sesDailyQuota and alarms at 80 % of it', () => {
    const quota = synth('eu-west-1', { sesDailyQuota: 200_000 });
    expect(alarm(quota, 'SesDailySendQuota')).toMatchObject({
      Threshold: 160_000,
      AlarmDescription: expect.stringMatching(/^SES sent 160000 messages in a day, 80 % of the 200000 quota\. Runbook/),
    });
  });

  it('without an account (an offline synth with a region) makes no edge alarms stack, and says so', () => {
    const stack = new KisaStack(unbundledApp(), 'NoAccount', { env: { region: 'eu-west-1' }, config: { mailDomain: 'mail.example.org', waf: false } });
    expect(stack.edgeAlarmsStack).toBeUndefined();
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('No alarms on the CloudFront distributions'));
  });

  it("outside us-east-1, alarms on the redirect Function URL's 5xx rate (CloudFront's metrics cannot be alarmed on here)", () => {
    const a = alarm(s, 'ShortDomain5xxRate');
    const m = metricsOf(a);
    expect(m.errors).toEqual({ Namespace: 'AWS/Lambda', MetricName: 'Url5xxCount', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] });
    expect(m.requests).toEqual({ Namespace: 'AWS/Lambda', MetricName: 'UrlRequestCount', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] });
    expect((a.Metrics as any[]).find((x) => x.Expression)).toMatchObject({
      Expression: 'IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)',
      ReturnData: true,
    });
    expect(a.Threshold).toBe(THRESHOLDS.short5xxPercent);
    expect(s.stack.node.findChild('Monitoring')).toHaveProperty('short5xxSource', 'function-url');
  });

  it('alarms on DynamoDB read and write throttle events of the table and every index', () => {
    const table = single(idsOf(s, 'AWS::DynamoDB::Table', 'DataTable'), 'table');
    const a = alarm(s, 'TableThrottles');
    const watched = Object.values(metricsOf(a)).map((m) => `${m.MetricName} ${dims(m.Dimensions).GlobalSecondaryIndexName ?? 'table'}`);
    expect(watched.sort()).toEqual([
      'ReadThrottleEvents GSI1',
      'ReadThrottleEvents GSI2',
      'ReadThrottleEvents GSI3',
      'ReadThrottleEvents table',
      'WriteThrottleEvents GSI1',
      'WriteThrottleEvents GSI2',
      'WriteThrottleEvents GSI3',
      'WriteThrottleEvents table',
    ]);
    for (const m of Object.values(metricsOf(a))) expect(dims(m.Dimensions).TableName).toEqual(ref(table));
    expect(a).toMatchObject({ Threshold: 1, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
  });

  it("alarms on SES's bounce and complaint rates below the levels where SES reviews the account", () => {
    expect(alarm(s, 'SesBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.025 });
    expect(alarm(s, 'SesComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.0005 });
  });

  it('alarms on compaction lag past three compaction periods, and on preview invalidations CloudFront would not take', () => {
    const lag = alarm(s, 'CompactionLag');
    expect(lag).toMatchObject({ Namespace: METRICS_NAMESPACE, MetricName: 'CompactionLagSeconds', Statistic: 'Maximum', Threshold: 3 * 15 * 60 });
    // One point a run: a run that failed sends none, so missing points are breaching.
    expect(lag).toMatchObject({ Period: COMPACTION_PERIOD_MINUTES * 60, EvaluationPeriods: 3, DatapointsToAlarm: 2, TreatMissingData: 'breaching' });
    expect(dims(lag.Dimensions)).toEqual({ service: METRICS_SERVICE });
    expect(THRESHOLDS.compactionLagSeconds).toBe(3 * COMPACTION_PERIOD_MINUTES * 60);
    const compaction = schedules.find((j) => j.name === 'compact-click-log');
    expect(compaction?.everyMinutes, 'the compaction period the threshold is made of').toBe(COMPACTION_PERIOD_MINUTES);
    expect(alarm(s, 'PreviewInvalidationFailures')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: METRIC.previewInvalidationsFailed,
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it("alarms on the code's own metric of clicks that could not be enqueued (EMF, namespace Kisa)", () => {
    const a = alarm(s, 'ClicksNotEnqueued');
    expect(a).toMatchObject({ Namespace: METRICS_NAMESPACE, MetricName: METRIC.clicksNotEnqueued, Statistic: 'Sum', Threshold: 1 });
    expect(dims(a.Dimensions)).toEqual({ service: METRICS_SERVICE });
    expect(s.outputs.ClickQueueUrl).toBeDefined();
    expect(s.outputs.RedirectLogGroupName).toBeDefined();
  });

  it('reserves concurrency for the redirect function and each queue worker (its event-source maximum), for no other', () => {
    expect(s.resources[redirectFn]!.Properties.ReservedConcurrentExecutions).toBe(DEFAULT_REDIRECT_RESERVED_CONCURRENCY);
    const reserved = tunableReservations(s).map(([id, r]) => [id.replace(/[0-9A-F]{8}$/, ''), r.Properties.ReservedConcurrentExecutions]);
    expect(reserved.sort()).toEqual([
      ['QueuesWorkersCheckDomainsPageWorkerFn', 2],
      ['QueuesWorkersCheckLinkHealthPageWorkerFn', 2],
      ['QueuesWorkersCompactClickLogUnitWorkerFn', 8],
      ['QueuesWorkersEvaluateTeamAlertsWorkerFn', 5],
      ['QueuesWorkersProcessBulkPartWorkerFn', 20],
      ['QueuesWorkersProcessClicksWorkerFn', 50],
      ['QueuesWorkersProcessImportsWorkerFn', 10],
      ['QueuesWorkersProcessReportsWorkerFn', 10],
      ['QueuesWorkersProcessWebhooksWorkerFn', 10],
      ['RedirectFn', DEFAULT_REDIRECT_RESERVED_CONCURRENCY],
    ]);
    expect(compactionReservation(s), 'compaction: one run at a time').toBe(1);
  });

  it('caps every queue consumer with the event source maximum concurrency', () => {
    for (const [name, max] of [
      ['clicks', 50],
      ['bulk', 20],
      ['webhooks', 10],
      ['imports', 10],
      ['compaction', 8],
      ['domainChecks', 2],
      ['healthChecks', 2],
      ['alerts', 5],
      ['reports', 10],
    ] as const) {
      const queue = single(idsOf(s, 'AWS::SQS::Queue', `Queues${handlerId(name)}Queue`), `${name} queue`);
      const mappings = ofType(s, 'AWS::Lambda::EventSourceMapping').filter(
        ([, r]) => JSON.stringify(r.Properties.EventSourceArn) === JSON.stringify({ 'Fn::GetAtt': [queue, 'Arn'] }),
      );
      expect(mappings, name).toHaveLength(1);
      expect(mappings[0]![1].Properties.ScalingConfig, name).toEqual({ MaximumConcurrency: max });
    }
    expect(ofType(s, 'AWS::Lambda::EventSourceMapping')).toHaveLength(9);
  });

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(s.nag).toEqual([]);
  });
});

/** Functions with reserved concurrency, but the compaction job's, whose 1 is a lock (one run at a time), not capacity. */
function tunableReservations(s: Synthesized) {
  return ofType(s, 'AWS::Lambda::Function').filter(([id, r]) => r.Properties.ReservedConcurrentExecutions !== undefined && !SCHEDULED_COMPACTION.test(id));
}

/** The scheduled compaction (the planner), not its units' queue worker (`…CompactClickLogUnit…`). */
const SCHEDULED_COMPACTION = /CompactClickLog(?!Unit)/;

function compactionReservation(s: Synthesized): unknown {
  const [entry] = ofType(s, 'AWS::Lambda::Function').filter(([id]) => SCHEDULED_COMPACTION.test(id));
  return entry?.[1].Properties.ReservedConcurrentExecutions;
}

describe('monitoring (stack in us-east-1, no alarmEmail, no reservation)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth('us-east-1', { redirectReservedConcurrency: 'none', workerReservedConcurrency: 'none' });
  }, 120_000);

  it('keeps the topic, with no subscription (subscribe later: docs/OPERATIONS.md)', () => {
    expect(ofType(s, 'AWS::SNS::Topic')).toHaveLength(1);
    expect(ofType(s, 'AWS::SNS::Subscription')).toEqual([]);
  });

  it("alarms on the short-domain distribution's own 5xx rate", () => {
    const distribution = single(idsOf(s, 'AWS::CloudFront::Distribution', 'CdnShort'), 'short distribution');
    const a = alarm(s, 'ShortDomain5xxRate');
    const m = metricsOf(a);
    const cfDims = [
      { Name: 'DistributionId', Value: ref(distribution) },
      { Name: 'Region', Value: 'Global' },
    ];
    expect(m.rate).toEqual({ Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate', Dimensions: cfDims });
    expect(m.requests).toEqual({ Namespace: 'AWS/CloudFront', MetricName: 'Requests', Dimensions: cfDims });
    expect(s.stack.node.findChild('Monitoring')).toHaveProperty('short5xxSource', 'cloudfront');
  });

  it("alarms on every distribution's 4xx and 5xx rates and each web ACL's block spikes, in this stack (no edge alarms stack)", () => {
    const ids = Object.fromEntries(['App', 'Short', 'Domains'].map((w) => [w, single(idsOf(s, 'AWS::CloudFront::Distribution', `Cdn${w}`), w)]));
    for (const [key, which, metric] of [
      ['AppDistribution4xxRate', 'App', '4xxErrorRate'],
      ['ShortDistribution4xxRate', 'Short', '4xxErrorRate'],
      ['DomainsDistribution4xxRate', 'Domains', '4xxErrorRate'],
      ['DomainsDistribution5xxRate', 'Domains', '5xxErrorRate'],
    ] as const) {
      expect(metricsOf(alarm(s, key)).rate, key).toEqual({
        Namespace: 'AWS/CloudFront',
        MetricName: metric,
        Dimensions: [
          { Name: 'DistributionId', Value: ref(ids[which]!) },
          { Name: 'Region', Value: 'Global' },
        ],
      });
    }
    // The short distribution's 5xx is ShortDomain5xxRate here (the same metric): not twice.
    expect(ofType(s, 'AWS::CloudWatch::Alarm').filter(([, r]) => r.Properties.AlarmName === 'Test-ShortDistribution5xxRate')).toEqual([]);
    for (const [key, acl] of [
      ['AppWebAclBlocks', 'WafWebAcl'],
      ['ShortWebAclBlocks', 'WafShortWebAcl'],
    ] as const) {
      const d = dims(alarm(s, key).Dimensions);
      expect(d.WebACL, key).toEqual({ 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [single(idsOf(s, 'AWS::WAFv2::WebACL', acl), acl), 'Arn'] }] }] });
      expect(d.Rule, key).toBe('ALL');
    }
  });

  it('alarms on an attached web ACL (wafWebAclArn) by the name in its ARN, and on none with WAF off', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/kisa-shared-acl/0c5a5b2e-1d2c-4e3f-9a8b-7c6d5e4f3a2b';
    const attached = synth('us-east-1', { wafWebAclArn: arn });
    expect(dims(alarm(attached, 'WebAclBlocks').Dimensions)).toEqual({ WebACL: 'kisa-shared-acl', Rule: 'ALL' });
    const off = synth('us-east-1', { waf: false });
    expect(ofType(off, 'AWS::CloudWatch::Alarm').filter(([, r]) => /WebAclBlocks$/.test(r.Properties.AlarmName))).toEqual([]);
  });

  it("alarms on the app distribution's own 5xx rate, in this stack (no edge alarms stack)", () => {
    expect(s.stack.edgeAlarmsStack).toBeUndefined();
    const distribution = single(idsOf(s, 'AWS::CloudFront::Distribution', 'CdnApp'), 'app distribution');
    expect(metricsOf(alarm(s, 'AppDistribution5xxRate')).rate).toEqual({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: [
        { Name: 'DistributionId', Value: ref(distribution) },
        { Name: 'Region', Value: 'Global' },
      ],
    });
  });

  it("reserves nothing with redirectReservedConcurrency and workerReservedConcurrency 'none'", () => {
    expect(tunableReservations(s)).toEqual([]);
    // Not a capacity reservation but a lock: compaction commits generations one at a time.
    expect(compactionReservation(s), 'compaction: one run at a time').toBe(1);
  });

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(s.nag).toEqual([]);
  });
});

describe('redirect reservation', () => {
  it('takes a chosen number', () => {
    const s = synth('eu-west-1', { redirectReservedConcurrency: 350 });
    const fn = single(idsOf(s, 'AWS::Lambda::Function', 'RedirectFn'), 'redirect function');
    expect(s.resources[fn]!.Properties.ReservedConcurrentExecutions).toBe(350);
  });

  it('refuses 0 (every redirect throttled) and fractions', () => {
    for (const bad of [0, -5, 1.5]) {
      const app = unbundledApp();
      expect(() => new KisaStack(app, 'Bad', { config: { mailDomain: 'mail.example.org', redirectReservedConcurrency: bad } }), String(bad)).toThrow(
        /redirectReservedConcurrency/,
      );
    }
  });
});
