import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { MSG, problemDocument } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGED_RULE_GROUPS, SHORT_RATE_LIMIT, WAF_RULES } from './constructs/web-acl';
import type { KisaConfig } from './kisa-stack';
import { ofType, synthStack, type Synthesized } from './test-support/synth-unbundled';

// WAF: rate-based rules on both distributions, on by default, off with `waf: false`
// (context -c waf=false), an existing web ACL with `wafWebAclArn`; AWS managed rule
// groups and logging, one web ACL per distribution (the short domain's limit sized for carrier
// NAT), and outside us-east-1 a companion stack there holding them. Unbundled synths (seconds each).

type Synth = Synthesized;

const EXISTING = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shared/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const synth = (region: string, config: Partial<KisaConfig> = {}): Synth => synthStack('Waf', region, config);
const webAclIds = (s: Synth) =>
  (['App', 'Short'] as const).map(
    (which) => ofType(s, 'AWS::CloudFront::Distribution').find(([id]) => id.startsWith(`Cdn${which}`))![1].Properties.DistributionConfig.WebACLId,
  );
/** The resources of the stack holding the web ACLs: the edge stack when there is one. */
const wafResources = (s: Synth) => (s.stack.edgeStack ? { resources: Template.fromStack(s.stack.edgeStack).toJSON().Resources } : s);
const acls = (s: Synth) =>
  Object.fromEntries(
    ofType(wafResources(s), 'AWS::WAFv2::WebACL').map(([id, r]) => [id.startsWith('WafShort') ? 'short' : 'app', { id, ...r.Properties }]),
  ) as Record<'app' | 'short', any>;
/** The CFR2 acknowledgement of each distribution (undefined: none). */
const cfr2 = (s: Synth) =>
  (['App', 'Short'] as const).map((which) =>
    s.stack.node
      .findChild('Cdn')
      .node.findChild(which)
      .node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .filter(([rule]) => rule.replace(/^Annotation::/, '') === 'AwsSolutions-CFR2')
      .map(([, reason]) => reason)
      .find((reason) => reason !== undefined),
  );
const rotationActions = (s: Synth) =>
  ofType(s, 'AWS::IAM::Policy')
    .filter(([id]) => id.startsWith('OriginRotationRole'))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));
const managedRules = (acl: any) => acl.Rules.filter((r: any) => r.Statement.ManagedRuleGroupStatement);

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
  it('creates one CLOUDFRONT web ACL per distribution in the stack itself, and no edge stack', () => {
    expect(byDefault.stack.edgeStack).toBeUndefined();
    const { app, short } = acls(byDefault);
    expect(ofType(byDefault, 'AWS::WAFv2::WebACL')).toHaveLength(2);
    for (const acl of [app, short]) expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(webAclIds(byDefault)).toEqual([{ 'Fn::GetAtt': [app.id, 'Arn'] }, { 'Fn::GetAtt': [short.id, 'Arn'] }]);
    expect(cfr2(byDefault)).toEqual([undefined, undefined]);
  });

  it('limits each viewer address on the app: sign-in/up/recover/unlock, the API, everything', () => {
    const rules = acls(byDefault).app.Rules.filter((r: any) => r.Statement.RateBasedStatement);
    expect(rules.map((r: any) => [r.Name, r.Priority, r.Statement.RateBasedStatement.Limit, r.Statement.RateBasedStatement.AggregateKeyType])).toEqual([
      ['AuthAndUnlock', 0, 100, 'IP'],
      ['Api', 1, 2000, 'IP'],
      ['AllRequests', 2, 5000, 'IP'],
    ]);
    expect(rules.map((r: any) => r.Name)).toEqual(WAF_RULES.map((r) => r.name));
    const auth = JSON.stringify(rules[0].Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of ['"/api/auth/"', '"/api/public/unlock"', 'URL_DECODE', 'NORMALIZE_PATH']) expect(auth).toContain(path);
    expect(rules[2].Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
  });

  it('lets a crowd behind one carrier NAT open short links: 100,000 per address per 5 minutes, not 5,000', () => {
    const rules = acls(byDefault).short.Rules.filter((r: any) => r.Statement.RateBasedStatement);
    expect(
      rules.map((r: any) => [
        r.Name,
        r.Priority,
        r.Statement.RateBasedStatement.Limit,
        r.Statement.RateBasedStatement.AggregateKeyType,
        r.Statement.RateBasedStatement.EvaluationWindowSec,
      ]),
    ).toEqual([['ShortLinks', 0, 100_000, 'IP', 300]]);
    expect(SHORT_RATE_LIMIT).toBe(100_000);
    expect(rules[0].Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
  });

  it('runs the AWS managed rule groups (IP reputation, common, known bad inputs) after the rate rules on both', () => {
    for (const [which, acl] of Object.entries(acls(byDefault))) {
      const groups = managedRules(acl);
      expect(
        groups.map((r: any) => [r.Statement.ManagedRuleGroupStatement.VendorName, r.Statement.ManagedRuleGroupStatement.Name]),
        which,
      ).toEqual([
        ['AWS', 'AWSManagedRulesAmazonIpReputationList'],
        ['AWS', 'AWSManagedRulesCommonRuleSet'],
        ['AWS', 'AWSManagedRulesKnownBadInputsRuleSet'],
      ]);
      const rateRules = acl.Rules.filter((r: any) => r.Statement.RateBasedStatement);
      expect(Math.min(...groups.map((r: any) => r.Priority)), which).toBeGreaterThan(Math.max(...rateRules.map((r: any) => r.Priority)));
      for (const g of groups) {
        expect(g.OverrideAction, which).toEqual({ None: {} });
        expect(g.VisibilityConfig, which).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
      }
      // Priorities are unique within the web ACL.
      expect(new Set(acl.Rules.map((r: any) => r.Priority)).size, which).toBe(acl.Rules.length);
    }
    expect(MANAGED_RULE_GROUPS).toHaveLength(3);
  });

  it('only counts the body-size rule on the app, so a 10,000-link bulk upload (~1.2 MB) is not blocked', () => {
    const overrides = (acl: any) =>
      Object.fromEntries(
        managedRules(acl).map((r: any) => [r.Name, (r.Statement.ManagedRuleGroupStatement.RuleActionOverrides ?? []).map((o: any) => [o.Name, o.ActionToUse])]),
      );
    const { app, short } = acls(byDefault);
    expect(overrides(app)).toEqual({
      AWSManagedRulesAmazonIpReputationList: [],
      AWSManagedRulesCommonRuleSet: [
        ['SizeRestrictions_BODY', { Count: {} }],
        ['GenericRFI_BODY', { Count: {} }],
      ],
      AWSManagedRulesKnownBadInputsRuleSet: [],
    });
    expect(overrides(short)).toEqual({
      AWSManagedRulesAmazonIpReputationList: [],
      AWSManagedRulesCommonRuleSet: [['NoUserAgent_HEADER', { Count: {} }]],
      AWSManagedRulesKnownBadInputsRuleSet: [],
    });
  });

  it('logs blocked and counted requests of both web ACLs to an aws-waf-logs- group with a retention, sessions redacted', () => {
    const { app, short } = acls(byDefault);
    const groups = ofType(byDefault, 'AWS::Logs::LogGroup').filter(([, r]) => String(r.Properties.LogGroupName).startsWith('aws-waf-logs-'));
    expect(groups.map(([, r]) => [r.Properties.LogGroupName, r.Properties.RetentionInDays])).toEqual([['aws-waf-logs-Waf-edge', 30]]);
    const logging = ofType(byDefault, 'AWS::WAFv2::LoggingConfiguration').map(([, r]) => r.Properties);
    expect(logging.map((l) => l.ResourceArn)).toEqual([{ 'Fn::GetAtt': [app.id, 'Arn'] }, { 'Fn::GetAtt': [short.id, 'Arn'] }]);
    for (const l of logging) {
      expect(JSON.stringify(l.LogDestinationConfigs)).toContain(':log-group:aws-waf-logs-Waf-edge"');
      expect(JSON.stringify(l.LogDestinationConfigs)).not.toContain(':*');
      expect(l.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
      expect(l.LoggingFilter).toEqual({
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] },
        ],
      });
    }
  });

  it('answers a rate-limited request like the API answers a 429', () => {
    for (const acl of Object.values(acls(byDefault))) {
      for (const rule of acl.Rules.filter((r: any) => r.Statement.RateBasedStatement)) {
        expect(rule.Action.Block.CustomResponse).toEqual({
          ResponseCode: 429,
          CustomResponseBodyKey: 'TooManyRequests',
          ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
        });
      }
      expect(JSON.parse(acl.CustomResponseBodies.TooManyRequests.Content)).toEqual(problemDocument(429, MSG.tooManyAttemptsIn(5)));
      expect(JSON.parse(acl.CustomResponseBodies.TooManyRequests.Content)).toMatchObject({
        code: 'too-many-attempts',
        status: 429,
        errorMessage: MSG.tooManyAttemptsIn(5),
      });
    }
  });

  it('lets the origin-secret rotation read the app web ACL (CloudFront checks it on UpdateDistribution)', () => {
    expect(rotationActions(byDefault)).toContain('wafv2:GetWebACL');
  });

  it('synthesizes with no unacknowledged cdk-nag finding', () => {
    expect(byDefault.nag).toEqual([]);
  });
});

describe('waf=false', () => {
  it('creates and attaches nothing, and acknowledges CFR2 naming the application-level limits that remain', () => {
    expect(off.stack.edgeStack).toBeUndefined();
    expect(ofType(off, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(ofType(off, 'AWS::WAFv2::LoggingConfiguration')).toEqual([]);
    expect(webAclIds(off)).toEqual([undefined, undefined]);
    for (const reason of cfr2(off)) {
      expect(reason).toContain('waf=false');
      expect(reason).toContain('functions/src/core/rate-limits/limits.ts');
    }
    expect(rotationActions(off)).not.toContain('wafv2:GetWebACL');
    expect(off.nag).toEqual([]);
  });
});

describe('wafWebAclArn (any region)', () => {
  it('attaches the given web ACL to both distributions and creates none, nor an edge stack', () => {
    expect(attached.stack.edgeStack).toBeUndefined();
    expect(ofType(attached, 'AWS::WAFv2::WebACL')).toEqual([]);
    expect(webAclIds(attached)).toEqual([EXISTING, EXISTING]);
    expect(cfr2(attached)).toEqual([undefined, undefined]);
    expect(attached.nag).toEqual([]);
  });
});

describe('a stack outside us-east-1 (the companion edge stack)', () => {
  it('creates <stackName>-Edge in us-east-1 holding both web ACLs and their log; the stack itself holds none', () => {
    const edge = elsewhere.stack.edgeStack!;
    expect(edge).toBeDefined();
    expect(edge.stackName).toBe('Waf-Edge');
    expect(edge.region).toBe('us-east-1');
    expect(edge.account).toBe(elsewhere.stack.account);
    expect(ofType(elsewhere, 'AWS::WAFv2::WebACL')).toEqual([]);
    const { app, short } = acls(elsewhere);
    expect(app.Scope).toBe('CLOUDFRONT');
    expect(short.Rules[0].Statement.RateBasedStatement.Limit).toBe(SHORT_RATE_LIMIT);
    const edgeResources = wafResources(elsewhere);
    expect(ofType(edgeResources, 'AWS::WAFv2::LoggingConfiguration')).toHaveLength(2);
    expect(ofType(edgeResources, 'AWS::Logs::LogGroup').map(([, r]) => r.Properties.LogGroupName)).toEqual(['aws-waf-logs-Waf-edge']);
  });

  it('attaches them to the distributions through cross-region references, and deploys the edge stack first', () => {
    const reader = ofType(elsewhere, 'Custom::CrossRegionExportReader');
    expect(reader).toHaveLength(1);
    const [app, short] = webAclIds(elsewhere);
    expect(app).toEqual({ 'Fn::GetAtt': [reader[0]![0], expect.stringMatching(/^\/cdk\/exports\/Waf\/WafEdgeuseast1FnGetAttWafWebAcl/)] });
    expect(short).toEqual({ 'Fn::GetAtt': [reader[0]![0], expect.stringMatching(/^\/cdk\/exports\/Waf\/WafEdgeuseast1FnGetAttWafShortWebAcl/)] });
    expect(elsewhere.stack.dependencies).toContain(elsewhere.stack.edgeStack);
    expect(cfr2(elsewhere)).toEqual([undefined, undefined]);
    expect(rotationActions(elsewhere)).toContain('wafv2:GetWebACL');
  });

  it('synthesizes both stacks with no unacknowledged cdk-nag finding', () => {
    expect(elsewhere.nag).toEqual([]);
  });
});
