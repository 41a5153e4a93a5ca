import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { above5xxPercent, alarmTopic, distribution5xxRate, notifyingAlarm } from './constructs/alarms';
import { APP_DISTRIBUTION_5XX_DESCRIPTION } from './constructs/monitoring-thresholds';

export interface KisaEdgeAlarmsStackProps extends StackProps {
  /** The main stack's name: the alarms are `<mainStackName>-<Key>`, as the main stack's. */
  mainStackName: string;
  /** Subscribed to this stack's alarm topic too (context `alarmEmail`). */
  alarmEmail?: string;
  appDistributionId: string;
  shortDistributionId: string;
}

/** The alarm keys this stack holds (docs/OPERATIONS.md has a section for each). */
export const EDGE_ALARM_KEYS = ['AppDistribution5xxRate', 'ShortDistribution5xxRate'] as const;

/**
 * The companion stack in us-east-1, `<stackName>-EdgeAlarms`, made by KisaStack when the main
 * stack is in any other region: CloudFront publishes its metrics in us-east-1 only, and an alarm
 * can only watch metrics of its own region and notify a topic of its own region. It holds the
 * app and short distributions' own 5xx alarms and their topic (also e-mailed to `alarmEmail`).
 * The distribution ids reach it as CDK cross-region references (SSM parameters in us-east-1
 * written by the main stack), so it deploys after the main stack: `npx cdk deploy --all` orders
 * the three stacks (docs/DEPLOY.md).
 */
export class KisaEdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: KisaEdgeAlarmsStackProps) {
    const { mainStackName, alarmEmail, appDistributionId, shortDistributionId, ...stackProps } = props;
    super(scope, id, { ...stackProps, crossRegionReferences: true });
    const topic = alarmTopic(this, 'AlarmTopic', mainStackName, alarmEmail);
    notifyingAlarm(this, topic, mainStackName, 'AppDistribution5xxRate', {
      metric: distribution5xxRate(appDistributionId, 'App distribution 5xx rate (%)'),
      ...above5xxPercent,
      alarmDescription: APP_DISTRIBUTION_5XX_DESCRIPTION,
    });
    notifyingAlarm(this, topic, mainStackName, 'ShortDistribution5xxRate', {
      metric: distribution5xxRate(shortDistributionId, 'Short distribution 5xx rate (%)'),
      ...above5xxPercent,
      alarmDescription:
        "More than 1 % of the short distribution's requests answered 5xx, CloudFront's own included. Runbook: docs/OPERATIONS.md#shortdistribution5xxrate",
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: topic.topicArn,
      description: 'The CloudFront alarms notify this SNS topic, in us-east-1 (subscribe: docs/OPERATIONS.md)',
    });
  }
}
