import { Duration, Fn, Token } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { above4xxPercent, above5xxPercent, DISTRIBUTION_4XX, distributionErrorRate } from './alarms';
import type { EdgeFirewallPlacement } from './web-acl';

/**
 * The alarms on what CloudFront and AWS WAF publish, in us-east-1 only: in the main stack when
 * that is in us-east-1 (constructs/monitoring.ts), else in the edge alarms stack there
 * (kisa-edge-alarms-stack.ts). Every distribution has a 4xx and a 5xx rate alarm (the branded
 * domains' too: a 403 on every team's domain must not go unnoticed), every web ACL a block-spike alarm.
 */

export const DISTRIBUTION_ALARM_KEYS = [
  'AppDistribution5xxRate',
  'AppDistribution4xxRate',
  'ShortDistribution5xxRate',
  'ShortDistribution4xxRate',
  'DomainsDistribution5xxRate',
  'DomainsDistribution4xxRate',
] as const;
export type EdgeAlarmKey = (typeof DISTRIBUTION_ALARM_KEYS)[number] | 'AppWebAclBlocks' | 'ShortWebAclBlocks' | 'WebAclBlocks';

/**
 * Requests a web ACL blocked in 5 minutes that make a spike. The app's rate rules block a person
 * after 100 sign-in attempts in 5 minutes and managed rules a scanner's probes, tens to a few
 * hundred a period; 1,000 is an attack (or a rule blocking real users). The short domain sees the
 * managed rules' background noise at every redirect's scale and a carrier NAT's crowd may touch its
 * 100,000 limit: 10,000 (~33 blocked/s for 5 minutes) is a flood or a rule gone wrong.
 */
export const WEB_ACL_BLOCKS = { app: 1_000, short: 10_000 } as const;

export interface EdgeAlarmTargets {
  appDistributionId: string;
  shortDistributionId: string;
  domainsDistributionId: string;
  firewall: EdgeFirewallPlacement;
}

export type AddAlarm = (key: EdgeAlarmKey, props: Omit<cloudwatch.AlarmProps, 'alarmName'>) => void;

const NAMES = { App: 'app', Short: 'short', Domains: 'branded domains' } as const;
const BLOCKS_ON = { AppWebAclBlocks: 'the app', ShortWebAclBlocks: 'the short and branded domains', WebAclBlocks: 'the distributions' } as const;

/**
 * The web ACL's name (the WebACL dimension of AWS/WAFV2) from its ARN,
 * `arn:aws:wafv2:us-east-1:<account>:global/webacl/<name>/<id>`.
 */
export function webAclName(arn: string): string {
  return Token.isUnresolved(arn) ? Fn.select(2, Fn.split('/', arn)) : (arn.split('/')[2] ?? arn);
}

/** The web ACLs whose blocks alarm, by key: one each when the stack made them, one for all when attached (wafWebAclArn). */
export function webAclsToWatch(firewall: EdgeFirewallPlacement): Array<{ key: EdgeAlarmKey; arn: string; threshold: number }> {
  switch (firewall.kind) {
    case 'off':
      return [];
    case 'attached':
      return [{ key: 'WebAclBlocks', arn: firewall.webAclArn, threshold: WEB_ACL_BLOCKS.app }];
    case 'created':
      return [
        { key: 'AppWebAclBlocks', arn: firewall.firewall.app.attrArn, threshold: WEB_ACL_BLOCKS.app },
        { key: 'ShortWebAclBlocks', arn: firewall.firewall.short.attrArn, threshold: WEB_ACL_BLOCKS.short },
      ];
  }
}

/** Every CloudFront and WAF alarm but those in `skip` (the main stack in us-east-1 has its own ShortDomain5xxRate). */
export function edgeAlarms(add: AddAlarm, targets: EdgeAlarmTargets, skip: readonly EdgeAlarmKey[] = []): void {
  const ids = { App: targets.appDistributionId, Short: targets.shortDistributionId, Domains: targets.domainsDistributionId };
  for (const [which, id] of Object.entries(ids) as Array<[keyof typeof ids, string]>) {
    const five: EdgeAlarmKey = `${which}Distribution5xxRate`;
    const four: EdgeAlarmKey = `${which}Distribution4xxRate`;
    if (!skip.includes(five)) {
      add(five, {
        metric: distributionErrorRate(id, '5xx', `${which} distribution 5xx rate (%)`),
        ...above5xxPercent,
        alarmDescription: `More than 1 % of the ${NAMES[which]} distribution's requests answered 5xx, CloudFront's own included. Runbook: docs/OPERATIONS.md#${five.toLowerCase()}`,
      });
    }
    if (!skip.includes(four)) {
      add(four, {
        metric: distributionErrorRate(id, '4xx', `${which} distribution 4xx rate (%)`),
        ...above4xxPercent,
        alarmDescription: `At least ${DISTRIBUTION_4XX.percent} % of the ${NAMES[which]} distribution's requests answered 4xx for 15 min (403 everywhere: OAC, a certificate or WAF). Runbook: docs/OPERATIONS.md#distribution-4xx-rates`,
      });
    }
  }
  for (const { key, arn, threshold } of webAclsToWatch(targets.firewall)) {
    add(key, {
      // CloudFront-scope web ACLs publish without a Region dimension; Rule=ALL is the whole web ACL.
      metric: new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: webAclName(arn), Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `AWS WAF blocked ${threshold} requests in 5 min on ${BLOCKS_ON[key as keyof typeof BLOCKS_ON]}: an attack, or a rule blocking real visitors. Runbook: docs/OPERATIONS.md#web-acl-block-spikes`,
    });
  }
}
