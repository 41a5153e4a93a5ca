import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { EdgeCertificate } from './constructs/edge-certificate';
import { EdgeFirewall } from './constructs/web-acl';

export interface KisaEdgeStackProps extends StackProps {
  /** The main stack's name (names the WAF log group and the certificate's Name tag). */
  mainStackName: string;
  /** The two web ACLs and their log (WAF on and no wafWebAclArn). */
  firewall: boolean;
  /** The custom domains a certificate is made for (appDomain/shortDomain without certificateArn); none: no certificate. */
  certificateDomains?: readonly string[];
}

/**
 * The companion stack in us-east-1, `<stackName>-Edge`, made by KisaStack when the main stack is
 * in any other region: CloudFront takes web ACLs and certificates only from us-east-1, and one
 * stack cannot create a resource in another region. It holds the two web ACLs and their log
 * (constructs/web-acl.ts) and the custom domains' certificate (constructs/edge-certificate.ts),
 * whichever the context asks for; their ARNs reach the main stack as CDK cross-region references
 * (SSM parameters in us-east-1, written by this stack and read by the main stack at deploy).
 * `npx cdk deploy --all` deploys both, this one first (docs/DEPLOY.md).
 */
export class KisaEdgeStack extends Stack {
  readonly firewall?: EdgeFirewall;
  readonly certificate?: acm.Certificate;

  constructor(scope: Construct, id: string, props: KisaEdgeStackProps) {
    const { mainStackName, firewall, certificateDomains, ...stackProps } = props;
    super(scope, id, { ...stackProps, crossRegionReferences: true });
    if (firewall) this.firewall = new EdgeFirewall(this, 'Waf', { stackName: mainStackName });
    if (certificateDomains?.length) {
      this.certificate = new EdgeCertificate(this, 'Certificate', { domains: certificateDomains, stackName: mainStackName }).certificate;
    }
  }
}
