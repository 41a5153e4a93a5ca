import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall } from './constructs/web-acl';

export interface KisaEdgeStackProps extends StackProps {
  /** The main stack's name (names the WAF log group). */
  mainStackName: string;
}

/**
 * The companion stack in us-east-1, `<stackName>-Edge`, made by KisaStack when the main stack is
 * in any other region: CloudFront takes web ACLs only from us-east-1, and one stack cannot create
 * a resource in another region. It holds the two web ACLs and their log (constructs/web-acl.ts);
 * their ARNs reach the main stack as CDK cross-region references (SSM parameters in us-east-1,
 * written by this stack and read by the main stack at deploy). `npx cdk deploy --all` deploys
 * both, this one first (docs/DEPLOY.md).
 */
export class KisaEdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: KisaEdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.firewall = new EdgeFirewall(this, 'Waf', { stackName: props.mainStackName });
  }
}

