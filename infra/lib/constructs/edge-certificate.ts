import { createHash } from 'node:crypto';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { Construct } from 'constructs';

export interface EdgeCertificateProps {
  /** The host names it covers (context appDomain and shortDomain, whichever are set): the first is the subject, the others alternative names. */
  domains: readonly string[];
  /** The main stack's name: the certificate's `Name` tag (`<stackName> CloudFront`), to find it in ACM. */
  stackName: string;
}

/**
 * The ACM certificate of the custom domains (context appDomain / shortDomain without
 * certificateArn), DNS-validated. CloudFront reads certificates only from us-east-1: this
 * construct goes in the main stack when that is in us-east-1 (or region-agnostic), else in the
 * companion stack there (kisa-edge-stack.ts), whose certificate ARN reaches the distributions as a
 * cross-region reference. No hosted zone is given, so CloudFormation creates no validation
 * records: the certificate stays CREATE_IN_PROGRESS until the operator has added the CNAMEs ACM
 * asks for to each domain's DNS (docs/DEPLOY.md step 5).
 *
 * The certificate's construct id carries a hash of its domains, so a change of domains makes a new
 * certificate under a new logical id rather than a replacement under the same one. Outside
 * us-east-1 this matters: CDK's cross-region export is named after the logical id and its writer
 * only writes exports whose name is new, so a replacement under the same id would leave the old
 * ARN in the SSM parameter the main stack reads (the distributions would keep a certificate that
 * does not cover the new names). A new id is a new export, read afresh.
 */
export class EdgeCertificate extends Construct {
  readonly certificate: acm.Certificate;

  constructor(scope: Construct, id: string, props: EdgeCertificateProps) {
    super(scope, id);
    const [subject, ...alternatives] = props.domains;
    if (!subject) throw new Error('EdgeCertificate needs at least one domain');
    const hash = createHash('sha256').update(props.domains.join(' ')).digest('hex').slice(0, 8);
    this.certificate = new acm.Certificate(this, `Domains${hash}`, {
      domainName: subject,
      ...(alternatives.length ? { subjectAlternativeNames: alternatives } : {}),
      validation: acm.CertificateValidation.fromDns(),
      certificateName: `${props.stackName} CloudFront`,
    });
  }
}
