import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';

/**
 * What every alarm of Kisa shares, in whichever stack it lives: the main stack's (constructs/
 * monitoring.ts) and, outside us-east-1, the edge alarms stack's (kisa-edge-alarms-stack.ts),
 * since an alarm can only watch metrics of its own region and notify a topic of its own region.
 */

/** Percent of a distribution's requests answered 5xx, once a period holds at least this many requests. */
export const DISTRIBUTION_5XX = { percent: 1, minRequests: 20 } as const;

/**
 * The topic every alarm of `stackName` notifies, e-mailed to `alarmEmail` when given, that
 * CloudWatch alarms of this account may publish to, over TLS only.
 */
export function alarmTopic(scope: Construct, id: string, stackName: string, alarmEmail?: string): sns.Topic {
  const stack = Stack.of(scope);
  const topic = new sns.Topic(scope, id, { displayName: `Kisa alarms (${stackName})`, enforceSSL: true });
  // The topic policy that enforceSSL creates replaces SNS's default one: say who may publish.
  topic.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: {
          'aws:SourceArn': stack.formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
        },
      },
    }),
  );
  acknowledge(
    topic,
    'AwsSolutions-SNS2',
    'Alarm notifications carry alarm names, metric names and states, nothing private. CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer-managed key (with its own cost and policy) would protect nothing here.',
  );
  if (alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail));
  return topic;
}

/** An alarm named `<stackName>-<key>` that notifies `topic` on alarm and on recovery. */
export function notifyingAlarm(
  scope: Construct,
  topic: sns.ITopic,
  stackName: string,
  key: string,
  props: Omit<cloudwatch.AlarmProps, 'alarmName'>,
): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, key, { ...props, alarmName: `${stackName}-${key}` });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  alarm.addOkAction(new actions.SnsAction(topic));
  return alarm;
}

/**
 * A distribution's 4xx share that means an outage rather than visitors: on a short domain 404 (an
 * unknown code), 410 (a disabled link) and WAF's 403/429 are every-day answers, a few percent of
 * requests; a 403 on every request (OAC or a tenant's certificate broken, a web ACL blocking
 * everyone) is near 100 %. 30 % for three 5-minute periods in a row, once a period holds
 * minRequests, sits between the two.
 */
export const DISTRIBUTION_4XX = { percent: 30, minRequests: 100, periods: 3 } as const;

/**
 * A CloudFront distribution's own 4xx or 5xx rate in percent (what CloudFront answers itself, e.g.
 * 502/504 when an origin cannot be reached or 403 from WAF, included), 0 while a period holds fewer
 * than that class's minRequests. CloudFront publishes in us-east-1 only: only an alarm there can watch it.
 */
export function distributionErrorRate(distributionId: string, kind: '4xx' | '5xx', label: string, period = Duration.minutes(5)): cloudwatch.IMetric {
  const dimensionsMap = { DistributionId: distributionId, Region: 'Global' };
  const min = kind === '4xx' ? DISTRIBUTION_4XX.minRequests : DISTRIBUTION_5XX.minRequests;
  return new cloudwatch.MathExpression({
    expression: `IF(requests >= ${min}, rate, 0)`,
    usingMetrics: {
      rate: new cloudwatch.Metric({ namespace: 'AWS/CloudFront', metricName: `${kind}ErrorRate`, dimensionsMap, statistic: 'Average', period }),
      requests: new cloudwatch.Metric({ namespace: 'AWS/CloudFront', metricName: 'Requests', dimensionsMap, statistic: 'Sum', period }),
    },
    period,
    label,
  });
}

/** A distribution's own 5xx rate (distributionErrorRate). */
export function distribution5xxRate(distributionId: string, label: string, period = Duration.minutes(5)): cloudwatch.IMetric {
  return distributionErrorRate(distributionId, '5xx', label, period);
}

/** DISTRIBUTION_5XX.percent reached in one period; no data (no traffic) is no alarm. */
export const above5xxPercent = {
  threshold: DISTRIBUTION_5XX.percent,
  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
  evaluationPeriods: 1,
  treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
} as const;

/** DISTRIBUTION_4XX.percent reached in DISTRIBUTION_4XX.periods periods in a row; no data is no alarm. */
export const above4xxPercent = {
  threshold: DISTRIBUTION_4XX.percent,
  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  evaluationPeriods: DISTRIBUTION_4XX.periods,
  datapointsToAlarm: DISTRIBUTION_4XX.periods,
  treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
} as const;
