import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeployConfigError } from './deploy-config';
import { KisaStack } from './kisa-stack';
import { ofType, synthStack, unbundledApp, type Resource, type Synthesized } from './test-support/synth-unbundled';

// WAF and certificates in every region: when the stack is not in us-east-1, the companion stack
// there holds the web ACLs and the certificate. The certificate: custom domains (context appDomain /
// shortDomain) without certificateArn get one made by the stack, DNS-validated, in us-east-1 —
// in the edge stack from any other region, in the stack itself in us-east-1 — and both
// distributions use it. Without the domain contexts there is none. Unbundled synths (seconds each).

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const BOTH = { appDomain: 'app.example.org', shortDomain: 'ki.sa' } as const;

/** The edge stack's resources (none without one). */
const edgeOf = (s: Synthesized): Pick<Synthesized, 'resources'> => ({
  resources: s.stack.edgeStack ? (Template.fromStack(s.stack.edgeStack).toJSON().Resources as Record<string, Resource>) : {},
});
const certificates = (s: Pick<Synthesized, 'resources'>) => ofType(s, 'AWS::CertificateManager::Certificate');
/** Each distribution's aliases and viewer certificate. */
const viewer = (s: Synthesized) =>
  Object.fromEntries(
    (['App', 'Short'] as const).map((which) => {
      const found = ofType(s, 'AWS::CloudFront::Distribution').filter(([id]) => id.startsWith(`Cdn${which}`));
      expect(found, `one ${which} distribution`).toHaveLength(1);
      const config = found[0]![1].Properties.DistributionConfig;
      return [which, { aliases: config.Aliases, certificate: config.ViewerCertificate }];
    }),
  ) as Record<'App' | 'Short', { aliases?: string[]; certificate?: Record<string, unknown> }>;
/** What a distribution says when it serves a custom domain with `arn`. */
const tls = (arn: unknown) => ({ AcmCertificateArn: arn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });

let elsewhere: Synthesized;
let shortOnlyNoWaf: Synthesized;
let inUsEast1: Synthesized;
let given: Synthesized;
let plainElsewhere: Synthesized;
let plainUsEast1: Synthesized;

beforeAll(() => {
  elsewhere = synthStack('Cert', 'eu-west-1', BOTH);
  shortOnlyNoWaf = synthStack('Cert', 'eu-west-1', { shortDomain: 'ki.sa', waf: false });
  inUsEast1 = synthStack('Cert', 'us-east-1', BOTH);
  given = synthStack('Cert', 'eu-west-1', { ...BOTH, certificateArn: CERT });
  plainElsewhere = synthStack('Cert', 'eu-west-1');
  plainUsEast1 = synthStack('Cert', 'us-east-1');
}, 300_000);

describe('custom domains without certificateArn, stack outside us-east-1', () => {
  it('makes one DNS-validated certificate for appDomain and shortDomain in the edge stack (us-east-1), none in the stack itself', () => {
    const edge = elsewhere.stack.edgeStack!;
    expect(edge, 'an edge stack').toBeDefined();
    expect([edge.stackName, edge.region]).toEqual(['Cert-Edge', 'us-east-1']);
    expect(certificates(elsewhere), 'certificates in the main stack').toEqual([]);
    const made = certificates(edgeOf(elsewhere));
    expect(made, 'certificates in the edge stack').toHaveLength(1);
    expect(made[0]![1].Properties).toEqual({
      DomainName: 'app.example.org',
      SubjectAlternativeNames: ['ki.sa'],
      ValidationMethod: 'DNS',
      Tags: [{ Key: 'Name', Value: 'Cert CloudFront' }],
    });
    // No hosted zone: CloudFormation waits for the operator's validation records (docs/DEPLOY.md).
    expect(made[0]![1].Properties).not.toHaveProperty('DomainValidationOptions');
    // The web ACLs stay there too.
    expect(ofType(edgeOf(elsewhere), 'AWS::WAFv2::WebACL')).toHaveLength(2);
  });

  it('serves both distributions on their domains with it, through the cross-region reference (the edge stack deploys first)', () => {
    const [[certId]] = certificates(edgeOf(elsewhere)) as [[string, Resource]];
    const [[readerId]] = ofType(elsewhere, 'Custom::CrossRegionExportReader') as [[string, Resource]];
    expect(ofType(elsewhere, 'Custom::CrossRegionExportReader'), 'one reader for web ACLs and certificate').toHaveLength(1);
    const [[, writer]] = ofType(edgeOf(elsewhere), 'Custom::CrossRegionExportWriter') as [[string, Resource]];
    const exported = Object.entries(writer.Properties.WriterProps.exports as Record<string, unknown>).filter(
      ([, value]) => JSON.stringify(value) === JSON.stringify({ Ref: certId }),
    );
    expect(exported, `the edge stack exports the certificate ${certId}`).toHaveLength(1);
    const parameter = exported[0]![0];
    expect(parameter).toMatch(/^\/cdk\/exports\/Cert\//);
    const arn = { 'Fn::GetAtt': [readerId, parameter] };
    expect(viewer(elsewhere)).toEqual({
      App: { aliases: ['app.example.org'], certificate: tls(arn) },
      Short: { aliases: ['ki.sa'], certificate: tls(arn) },
    });
    expect(elsewhere.stack.dependencies).toContain(elsewhere.stack.edgeStack);
  });

  it('gives a change of domains a new certificate under a new logical id, so its export is a new parameter the stack reads afresh', () => {
    const ids = [elsewhere, shortOnlyNoWaf].map((s) => certificates(edgeOf(s)).map(([id]) => id));
    expect(ids[0]).toHaveLength(1);
    expect(ids[1]).toHaveLength(1);
    expect(ids[0]![0]).not.toBe(ids[1]![0]);
  });

  it('makes the edge stack for the certificate alone when WAF is off, for the one domain given', () => {
    expect(ofType(edgeOf(shortOnlyNoWaf), 'AWS::WAFv2::WebACL'), 'web ACLs with waf=false').toEqual([]);
    expect(certificates(edgeOf(shortOnlyNoWaf)).map(([, r]) => r.Properties)).toEqual([
      { DomainName: 'ki.sa', ValidationMethod: 'DNS', Tags: [{ Key: 'Name', Value: 'Cert CloudFront' }] },
    ]);
    const { App, Short } = viewer(shortOnlyNoWaf);
    expect(App, 'the app distribution keeps its *.cloudfront.net name').toEqual({ aliases: undefined, certificate: undefined });
    expect(Short.aliases).toEqual(['ki.sa']);
    expect(Short.certificate).toEqual(
      tls({ 'Fn::GetAtt': [expect.stringMatching(/^ExportsReader/), expect.stringMatching(/^\/cdk\/exports\/Cert\/CertEdgeuseast1RefCertificateDomains/)] }),
    );
  });

  it('synthesizes both stacks with no unacknowledged cdk-nag finding', () => {
    expect(elsewhere.nag).toEqual([]);
    expect(shortOnlyNoWaf.nag).toEqual([]);
  });

  it('refuses, naming certificateArn, when there is no account to place the edge stack in (an offline synth with a region)', () => {
    const build = () => new KisaStack(unbundledApp(), 'Cert', { env: { region: 'eu-west-1' }, config: { mailDomain: 'mail.example.org', ...BOTH } });
    expect(build).toThrow(DeployConfigError);
    expect(build).toThrow(/appDomain\/shortDomain without certificateArn: .*eu-west-1.*-c certificateArn=/);
  });
});

describe('custom domains without certificateArn, stack in us-east-1', () => {
  it('makes the certificate in the stack itself (no edge stack) and serves both distributions with it', () => {
    expect(inUsEast1.stack.edgeStack).toBeUndefined();
    const made = certificates(inUsEast1);
    expect(made.map(([, r]) => r.Properties)).toEqual([
      { DomainName: 'app.example.org', SubjectAlternativeNames: ['ki.sa'], ValidationMethod: 'DNS', Tags: [{ Key: 'Name', Value: 'Cert CloudFront' }] },
    ]);
    const ref = { Ref: made[0]![0] };
    expect(viewer(inUsEast1)).toEqual({
      App: { aliases: ['app.example.org'], certificate: tls(ref) },
      Short: { aliases: ['ki.sa'], certificate: tls(ref) },
    });
    expect(inUsEast1.nag).toEqual([]);
  });
});

describe('certificateArn given', () => {
  it('makes no certificate anywhere and serves both distributions with the given one', () => {
    expect(certificates(given)).toEqual([]);
    expect(certificates(edgeOf(given)), 'certificates in the edge stack').toEqual([]);
    expect(viewer(given)).toEqual({
      App: { aliases: ['app.example.org'], certificate: tls(CERT) },
      Short: { aliases: ['ki.sa'], certificate: tls(CERT) },
    });
  });
});

describe('without the domain contexts', () => {
  it('makes no certificate, in either region, and both distributions keep their *.cloudfront.net names', () => {
    for (const [where, s] of [
      ['eu-west-1', plainElsewhere],
      ['us-east-1', plainUsEast1],
    ] as const) {
      expect(certificates(s), `certificates in the stack (${where})`).toEqual([]);
      expect(certificates(edgeOf(s)), `certificates in the edge stack (${where})`).toEqual([]);
      expect(s.stack.certificate, where).toBeUndefined();
      expect(viewer(s), where).toEqual({ App: { aliases: undefined, certificate: undefined }, Short: { aliases: undefined, certificate: undefined } });
    }
    // The edge stack is there for WAF only, as before.
    expect(ofType(edgeOf(plainElsewhere), 'AWS::WAFv2::WebACL')).toHaveLength(2);
  });
});
