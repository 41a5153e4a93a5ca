import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '@kisa/functions/src/lib/metrics';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerId } from './constructs/kisa-function';
import { THRESHOLDS } from './constructs/monitoring';
import { DEFAULT_REDIRECT_RESERVED_CONCURRENCY } from './constructs/redirect';
import { KisaStack, type KisaConfig } from './kisa-stack';
import { ofType, synthStack, unbundledApp, type Synthesized } from './test-support/synth-unbundled';

// Alarms, the alarm topic and isolation (reserved concurrency on the redirect, capped queue
// consumers), asserted on the synthesized template. The stacks skip esbuild bundling (CDK's
// `aws:cdk:bundling-stacks` switch: assets point at the source, the template is otherwise
// the same), so each synthesizes in seconds; kisa-stack.test.ts bundles for real.

const synth = (region: string, config: Partial<KisaConfig> = {}): Synthesized => synthStack('Test', region, config);
const idsOf = (s: Synthesized, type: string, prefix: string) => ofType(s, type).filter(([id]) => id.startsWith(prefix)).map(([id]) => id);

function alarm(s: Synthesized, key: string): Record<string, any> {
  const found = ofType(s, 'AWS::CloudWatch::Alarm').filter(([, r]) => r.Properties.AlarmName === `Test-${key}`);
  expect(found, `alarm ${key}`).toHaveLength(1);
  return found[0]![1].Properties;
}

/** The metric(s) an alarm watches: its own, or those of its math expression by id. */
function metricsOf(a: Record<string, any>): Record<string, { Namespace: string; MetricName: string; Dimensions?: Array<{ Name: string; Value: unknown }> }> {
  if (a.MetricName) return { m: { Namespace: a.Namespace, MetricName: a.MetricName, Dimensions: a.Dimensions } };
  return Object.fromEntries(
    (a.Metrics as any[]).filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat.Metric]),
  );
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
  });

  it('has one alarm topic, e-mailed to alarmEmail, that CloudWatch may publish to over TLS only', () => {
    expect(ofType(s, 'AWS::SNS::Topic')).toHaveLength(1);
    const subs = ofType(s, 'AWS::SNS::Subscription').map(([, r]) => r.Properties);
    expect(subs).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: ref(topic) })]);
    const policy = ofType(s, 'AWS::SNS::TopicPolicy').map(([, r]) => r.Properties).find((p) => JSON.stringify(p.Topics) === JSON.stringify([ref(topic)]));
    const statements = policy!.PolicyDocument.Statement as any[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }));
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(s.outputs.AlarmTopicArn!.Value).toEqual(ref(topic));
  });

  it('notifies the topic from every alarm, on alarm and on recovery, each named after the stack', () => {
    const alarms = ofType(s, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties);
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      ['BulkDlqNotEmpty', 'ClickQueueAge', 'ClicksDlqNotEmpty', 'ClicksNotEnqueued', 'RedirectDurationP99', 'RedirectErrors', 'RedirectThrottles', 'SesBounceRate', 'SesComplaintRate', 'ShortDomain5xxRate', 'TableThrottles'].map((k) => `Test-${k}`),
    );
    for (const a of alarms) {
      expect(a.AlarmActions, a.AlarmName).toEqual([ref(topic)]);
      expect(a.OKActions, a.AlarmName).toEqual([ref(topic)]);
      expect(a.AlarmDescription, a.AlarmName).toMatch(/Runbook: docs\/OPERATIONS\.md#/);
    }
  });

  it('alarms on any message in either dead-letter queue', () => {
    for (const name of ['clicks', 'bulk']) {
      const dlq = single(idsOf(s, 'AWS::SQS::Queue', `Queues${handlerId(name)}Dlq`), `${name} DLQ`);
      const a = alarm(s, `${handlerId(name)}DlqNotEmpty`);
      expect(a).toMatchObject({ Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Statistic: 'Maximum', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', TreatMissingData: 'ignore' });
      expect(dims(a.Dimensions)).toEqual({ QueueName: { 'Fn::GetAtt': [dlq, 'QueueName'] } });
    }
  });

  it('alarms when the oldest click waits 15 minutes', () => {
    const queue = single(idsOf(s, 'AWS::SQS::Queue', 'QueuesClicksQueue'), 'click queue');
    const a = alarm(s, 'ClickQueueAge');
    expect(a).toMatchObject({ Namespace: 'AWS/SQS', MetricName: 'ApproximateAgeOfOldestMessage', Statistic: 'Maximum', Threshold: 900 });
    expect(dims(a.Dimensions)).toEqual({ QueueName: { 'Fn::GetAtt': [queue, 'QueueName'] } });
  });

  it('alarms on the redirect function: errors, throttles, p99 duration', () => {
    const fnDims = { FunctionName: ref(redirectFn) };
    expect(alarm(s, 'RedirectErrors')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Statistic: 'Sum', Threshold: 1 });
    expect(alarm(s, 'RedirectThrottles')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Threshold: 1 });
    const p99 = alarm(s, 'RedirectDurationP99');
    expect(p99).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: THRESHOLDS.redirectP99Ms });
    for (const key of ['RedirectErrors', 'RedirectThrottles', 'RedirectDurationP99']) expect(dims(alarm(s, key).Dimensions), key).toEqual(fnDims);
  });

  it("outside us-east-1, alarms on the redirect Function URL's 5xx rate (CloudFront's metrics cannot be alarmed on here)", () => {
    const a = alarm(s, 'ShortDomain5xxRate');
    const m = metricsOf(a);
    expect(m.errors).toEqual({ Namespace: 'AWS/Lambda', MetricName: 'Url5xxCount', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] });
    expect(m.requests).toEqual({ Namespace: 'AWS/Lambda', MetricName: 'UrlRequestCount', Dimensions: [{ Name: 'FunctionName', Value: ref(redirectFn) }] });
    expect((a.Metrics as any[]).find((x) => x.Expression)).toMatchObject({ Expression: 'IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)', ReturnData: true });
    expect(a.Threshold).toBe(THRESHOLDS.short5xxPercent);
    expect(s.stack.node.findChild('Monitoring')).toHaveProperty('short5xxSource', 'function-url');
  });

  it('alarms on DynamoDB read and write throttle events of the table and both indexes', () => {
    const table = single(idsOf(s, 'AWS::DynamoDB::Table', 'DataTable'), 'table');
    const a = alarm(s, 'TableThrottles');
    const watched = Object.values(metricsOf(a)).map((m) => `${m.MetricName} ${dims(m.Dimensions).GlobalSecondaryIndexName ?? 'table'}`);
    expect(watched.sort()).toEqual(['ReadThrottleEvents GSI1', 'ReadThrottleEvents GSI2', 'ReadThrottleEvents table', 'WriteThrottleEvents GSI1', 'WriteThrottleEvents GSI2', 'WriteThrottleEvents table']);
    for (const m of Object.values(metricsOf(a))) expect(dims(m.Dimensions).TableName).toEqual(ref(table));
    expect(a).toMatchObject({ Threshold: 1, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
  });

  it("alarms on SES's bounce and complaint rates below the levels where SES reviews the account", () => {
    expect(alarm(s, 'SesBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.025 });
    expect(alarm(s, 'SesComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.0005 });
  });

  it("alarms on the code's own metric of clicks that could not be enqueued (EMF, namespace Kisa)", () => {
    const a = alarm(s, 'ClicksNotEnqueued');
    expect(a).toMatchObject({ Namespace: METRICS_NAMESPACE, MetricName: METRIC.clicksNotEnqueued, Statistic: 'Sum', Threshold: 1 });
    expect(dims(a.Dimensions)).toEqual({ service: METRICS_SERVICE });
    expect(s.outputs.ClickQueueUrl).toBeDefined();
    expect(s.outputs.RedirectLogGroupName).toBeDefined();
  });

  it('reserves concurrency for the redirect function (and for no other)', () => {
    expect(s.resources[redirectFn]!.Properties.ReservedConcurrentExecutions).toBe(DEFAULT_REDIRECT_RESERVED_CONCURRENCY);
    const reserved = ofType(s, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.ReservedConcurrentExecutions !== undefined).map(([id]) => id);
    expect(reserved).toEqual([redirectFn]);
  });

  it('caps every queue consumer with the event source maximum concurrency', () => {
    for (const [name, max] of [['clicks', 50], ['bulk', 20]] as const) {
      const queue = single(idsOf(s, 'AWS::SQS::Queue', `Queues${handlerId(name)}Queue`), `${name} queue`);
      const mappings = ofType(s, 'AWS::Lambda::EventSourceMapping').filter(([, r]) => JSON.stringify(r.Properties.EventSourceArn) === JSON.stringify({ 'Fn::GetAtt': [queue, 'Arn'] }));
      expect(mappings, name).toHaveLength(1);
      expect(mappings[0]![1].Properties.ScalingConfig, name).toEqual({ MaximumConcurrency: max });
    }
    expect(ofType(s, 'AWS::Lambda::EventSourceMapping')).toHaveLength(2);
  });

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(s.nag).toEqual([]);
  });
});

describe('monitoring (stack in us-east-1, no alarmEmail, no reservation)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth('us-east-1', { redirectReservedConcurrency: 'none' });
  });

  it('keeps the topic, with no subscription (subscribe later: docs/OPERATIONS.md)', () => {
    expect(ofType(s, 'AWS::SNS::Topic')).toHaveLength(1);
    expect(ofType(s, 'AWS::SNS::Subscription')).toEqual([]);
  });

  it("alarms on the short-domain distribution's own 5xx rate", () => {
    const distribution = single(idsOf(s, 'AWS::CloudFront::Distribution', 'CdnShort'), 'short distribution');
    const a = alarm(s, 'ShortDomain5xxRate');
    const m = metricsOf(a);
    const cfDims = [{ Name: 'DistributionId', Value: ref(distribution) }, { Name: 'Region', Value: 'Global' }];
    expect(m.rate).toEqual({ Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate', Dimensions: cfDims });
    expect(m.requests).toEqual({ Namespace: 'AWS/CloudFront', MetricName: 'Requests', Dimensions: cfDims });
    expect(s.stack.node.findChild('Monitoring')).toHaveProperty('short5xxSource', 'cloudfront');
  });

  it("reserves nothing with redirectReservedConcurrency 'none'", () => {
    expect(ofType(s, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.ReservedConcurrentExecutions !== undefined)).toEqual([]);
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
      expect(() => new KisaStack(app, 'Bad', { config: { mailDomain: 'mail.example.org', redirectReservedConcurrency: bad } }), String(bad)).toThrow(/redirectReservedConcurrency/);
    }
  });
});
