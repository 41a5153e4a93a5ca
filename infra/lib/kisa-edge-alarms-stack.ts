import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { alarmTopic, notifyingAlarm } from './constructs/alarms';
import type { Distributions } from './constructs/distributions';
import { DISTRIBUTION_ALARM_KEYS, edgeAlarms } from './constructs/edge-alarms';
import type { EdgeFirewallPlacement } from './constructs/web-acl';

export interface KisaEdgeAlarmsStackProps extends StackProps {
  /** The main stack's name: the alarms are `<mainStackName>-<Key>`, as the main stack's. */
  mainStackName: string;
  /** Subscribed to this stack's alarm topic too (context `alarmEmail`). */
  alarmEmail?: string;
  /** The main stack's distributions (their ids cross regions as CDK references). */
  distributions: Pick<Distributions, 'app' | 'short' | 'domains'>;
  /** The web ACLs (in the edge stack, or attached by ARN), or none. */
  firewall: EdgeFirewallPlacement;
}

/** The alarm keys this stack always holds (docs/OPERATIONS.md has a section for each); WAF's block spikes come with WAF. */
export const EDGE_ALARM_KEYS = DISTRIBUTION_ALARM_KEYS;

/**
 * The companion stack in us-east-1, `<stackName>-EdgeAlarms`, made by KisaStack when the main
 * stack is in any other region: CloudFront and AWS WAF (CLOUDFRONT scope) publish their metrics in
 * us-east-1 only, and an alarm can only watch metrics of its own region and notify a topic of its
 * own region. It holds every distribution's 4xx and 5xx rate alarms, the web ACLs' block-spike
 * alarms (constructs/edge-alarms.ts) and their topic (also e-mailed to `alarmEmail`).
 * The distribution ids reach it as CDK cross-region references (SSM parameters in us-east-1
 * written by the main stack), so it deploys after the main stack: `npx cdk deploy --all` orders
 * the three stacks (docs/DEPLOY.md).
 */
export class KisaEdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: KisaEdgeAlarmsStackProps) {
    const { mainStackName, alarmEmail, distributions, firewall, ...stackProps } = props;
    super(scope, id, { ...stackProps, crossRegionReferences: true });
    const topic = alarmTopic(this, 'AlarmTopic', mainStackName, alarmEmail);
    edgeAlarms((key, alarmProps) => notifyingAlarm(this, topic, mainStackName, key, alarmProps), {
      appDistributionId: distributions.app.distributionId,
      shortDistributionId: distributions.short.distributionId,
      domainsDistributionId: distributions.domains.distributionId,
      firewall,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: topic.topicArn,
      description: 'The CloudFront alarms notify this SNS topic, in us-east-1 (subscribe: docs/OPERATIONS.md)',
    });
  }
}
