import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { MSG } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAF_RULES } from './constructs/web-acl';
import type { KisaConfig } from './kisa-stack';
import { ofType, synthStack, type Synthesized } from './test-support/synth-unbundled';

// Issue 12, "WAF": rate-based rules on both distributions, on by default, off with `waf: false`
// (context -c waf=false), an existing web ACL with `wafWebAclArn`. Unbundled synths (seconds each).

type Synth = Synthesized;

const EXISTING = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shared/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const synth = (region: string, config: Partial<KisaConfig> = {}): Synth => synthStack('Waf', region, config);
const webAclIds = (s: Synth) => ofType(s, 'AWS::CloudFront::Distribution').map(([, r]) => r.Properties.DistributionConfig.WebACLId);
/** The CFR2 acknowledgement of each distribution (undefined: none). */
const cfr2 = (s: Synth) =>
  (['App', 'Short'] as const).map((which) =>
    s.stack.node.findChild('Cdn').node.findChild(which).node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .filter(([rule]) => rule.replace(/^Annotation::/, '') === 'AwsSolutions-CFR2')
      .map(([, reason]) => reason)
      .find((reason) => reason !== undefined),
  );
const rotationActions = (s: Synth) =>
  ofType(s, 'AWS::IAM::Policy')
    .filter(([id]) => id.startsWith('OriginRotationRole'))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));

let byDefault: Synth;
let off: Synth;
let attached: Synth;
let elsewhere: Synth;

beforeAll(() => {
  byDefault = synth('us-east-1');
  off = synth('us-east-1', { waf: false });
  attached = synth('eu-west-1', { wafWebAclArn: EXISTING });
  elsewhere = synth('eu-west-1');
}, 300_000);

describe('by default (stack in us-east-1)', () => {
  it('creates one CLOUDFRONT web ACL and attaches it to both distributions', () => {
    const acls = ofType(byDefault, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const [id, acl] = acls[0]!;
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(webAclIds(byDefault)).toEqual([{ 'Fn::GetAtt': [id, 'Arn'] }, { 'Fn::GetAtt': [id, 'Arn'] }]);
    expect(cfr2(byDefault)).toEqual([undefined, undefined]);
  });

  it('limits each viewer address with rate-based rules: sign-in/up/recover/unlock, the API, everything', () => {
    const rules = ofType(byDefault, 'AWS::WAFv2::WebACL')[0]![1].Properties.Rules;
    expect(rules.map((r: any) => [r.Name, r.Statement.RateBasedStatement.Limit, r.Statement.RateBasedStatement.AggregateKeyType])).toEqual([
      ['AuthAndUnlock', 100, 'IP'],
      ['Api', 2000, 'IP'],
      ['AllRequests', 5000, 'IP'],
    ]);
    expect(rules.map((r: any) => r.Name)).toEqual(WAF_RULES.map((r) => r.name));
    const auth = JSON.stringify(rules[0].Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of ['"/api/auth/"', '"/api/public/unlock"', 'URL_DECODE', 'NORMALIZE_PATH']) expect(auth).toContain(path);
    expect(rules[2].Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
  });

  it('answers a blocked request like the API answers a 429', () => {
    const acl = ofType(byDefault, 'AWS::WAFv2::WebACL')[0]![1].Properties;
    for (const rule of acl.Rules) {
      expect(rule.Action.Block.CustomResponse).toEqual({ ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests', ResponseHeaders: [{ Name: 'retry-after', Value: '300' }] });
    }
    expect(JSON.parse(acl.CustomResponseBodies.TooManyRequests.Content)).toEqual({ errorMessage: MSG.tooManyAttemptsIn(5) });
  });

  it('lets the origin-secret rotation read the web ACL (CloudFront checks it on UpdateDistribution)', () => {
    expect(rotationActions(byDefault)).toContain('wafv2:GetWebACL');
  });

  it('synthesizes with no unacknowledged cdk-nag finding', () => {
    expect(byDefault.nag).toEqual([]);
  });
});

describe('waf=false', () => {
  it('creates and attaches nothing, and acknowledges CFR2 naming the application-level limits that remain', () => {
    expect(ofType(off, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(webAclIds(off)).toEqual([undefined, undefined]);
    for (const reason of cfr2(off)) {
      expect(reason).toContain('waf=false');
      expect(reason).toContain('functions/src/domain/rate-limits/limits.ts');
    }
    expect(rotationActions(off)).not.toContain('wafv2:GetWebACL');
    expect(off.nag).toEqual([]);
  });
});

describe('wafWebAclArn (any region)', () => {
  it('attaches the given web ACL to both distributions and creates none', () => {
    expect(ofType(attached, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(webAclIds(attached)).toEqual([EXISTING, EXISTING]);
    expect(cfr2(attached)).toEqual([undefined, undefined]);
    expect(attached.nag).toEqual([]);
  });
});

describe('a stack outside us-east-1 without wafWebAclArn', () => {
  it('cannot create a CloudFront web ACL: none, a synth warning saying what to pass, CFR2 acknowledged', () => {
    expect(ofType(elsewhere, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(webAclIds(elsewhere)).toEqual([undefined, undefined]);
    Annotations.fromStack(elsewhere.stack).hasWarning('/Waf/Waf', Match.stringLikeRegexp('wafWebAclArn'));
    for (const reason of cfr2(elsewhere)) expect(reason).toMatch(/eu-west-1.*us-east-1.*wafWebAclArn/);
    expect(elsewhere.nag).toEqual([]);
  });
});
