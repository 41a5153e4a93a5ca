import { apiRoutes } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { capabilityFunctionId } from './constructs/capability-entry';
import { ORIGIN_SECRET_HEADER } from '@kisa/functions/src/lib/http/origin-header';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CLOUDFRONT_HEADERS, API_VIEWER_HEADERS } from './constructs/distribution-behaviour';
import { synthStack, type Resource } from './test-support/synth-unbundled';

// The path around CloudFront is closed: only requests that came through the app
// distribution reach the API, and CloudFront's viewer headers reach it. The stack is built
// without bundling (CDK's own switch; the template is otherwise the same), so this takes seconds.

let resources: Record<string, Resource>;
let outputs: Record<string, { Value: unknown }>;

beforeAll(() => {
  ({ resources, outputs } = synthStack('Edge', 'eu-west-1'));
}, 120_000);

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const idOf = (type: string, prefix: string) => {
  const found = ofType(type).filter(([id]) => id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]![0];
};
const distribution = (which: 'App' | 'Short') => resources[idOf('AWS::CloudFront::Distribution', `Cdn${which}`)]!.Properties.DistributionConfig;
const apiBehavior = () => distribution('App').CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
const secretId = () => idOf('AWS::SecretsManager::Secret', 'Origin');
const statementsOf = (prefix: string) =>
  ofType('AWS::IAM::Policy')
    .filter(([id]) => id.startsWith(`${prefix}Role`))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement);
const envOf = (prefix: string) => resources[idOf('AWS::Lambda::Function', `${prefix}Fn`)]!.Properties.Environment.Variables;
const capabilities = capabilitiesOf(apiRoutes).map((c) => c.name);
/** Capabilities whose routes sign or check click ids: they may also read the click-token secret. */
const clickTokenCapabilities = new Set(
  capabilitiesOf(apiRoutes)
    .filter((c) => c.uses.includes('clickToken'))
    .map((c) => c.name),
);
const authKeyCapabilities = new Set(
  capabilitiesOf(apiRoutes)
    .filter((c) => c.uses.includes('authKey'))
    .map((c) => c.name),
);

describe('the origin secret', () => {
  it('is added by the app distribution to every API request, as a dynamic reference to the generated secret (never the value)', () => {
    const api = distribution('App').Origins.find((o: { Id: string }) => o.Id === apiBehavior().TargetOriginId);
    expect(api.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId() }, ':SecretString:::}}']] } },
    ]);
    expect(resources[secretId()]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
  });

  it("is not needed on the short domain: its origin is the redirect Function URL, which only the short and branded domains' distributions may invoke (OAC)", () => {
    for (const origin of distribution('Short').Origins) expect(origin.OriginCustomHeaders ?? []).toEqual([]);
    expect(resources[idOf('AWS::Lambda::Url', 'RedirectFn')]!.Properties.AuthType).toBe('AWS_IAM');
    const invokes = ofType('AWS::Lambda::Permission').filter(([, r]) => r.Properties.Principal === 'cloudfront.amazonaws.com');
    const redirectDistributions = ['CdnShort', 'CdnDomains'].map((prefix) => `{"Ref":"${idOf('AWS::CloudFront::Distribution', prefix)}"}`);
    for (const ref of redirectDistributions) expect(invokes.filter(([, p]) => JSON.stringify(p.Properties.SourceArn).includes(ref))).toHaveLength(2);
    for (const [, p] of invokes) expect(redirectDistributions.some((ref) => JSON.stringify(p.Properties.SourceArn).includes(ref))).toBe(true);
  });

  it('is checked by every API function, which may read that one secret and nothing else of Secrets Manager (but the click-token secret where its routes use click ids, and the account key where they authenticate or start sessions)', () => {
    const clickTokenSecret = idOf('AWS::SecretsManager::Secret', 'ClickToken');
    const authKeySecret = idOf('AWS::SecretsManager::Secret', 'AuthKey');
    const byRef = (a: { Resource: { Ref: string } }, b: { Resource: { Ref: string } }) => a.Resource.Ref.localeCompare(b.Resource.Ref);
    expect(clickTokenCapabilities.size, 'some capability signs or checks click ids').toBeGreaterThan(0);
    for (const h of capabilities) {
      const prefix = `Http${capabilityFunctionId(h)}`;
      expect(envOf(prefix).ORIGIN_SECRET_ARN, h).toEqual({ Ref: secretId() });
      const reads = statementsOf(prefix).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('secretsmanager:')));
      const expected = [
        ...(clickTokenCapabilities.has(h) ? [{ Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: { Ref: clickTokenSecret } }] : []),
        ...(authKeyCapabilities.has(h) ? [{ Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: { Ref: authKeySecret } }] : []),
        { Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: { Ref: secretId() } },
      ];
      expect([...reads].sort(byRef), h).toEqual(expected.sort(byRef));
    }
    expect(envOf('Redirect').ORIGIN_SECRET_ARN).toBeUndefined();
  });

  it('rotates every 30 days through our function, which may rewrite only the app distribution and only this secret', () => {
    const schedule = resources[idOf('AWS::SecretsManager::RotationSchedule', 'Origin')]!;
    const rotation = idOf('AWS::Lambda::Function', 'OriginRotationFn');
    expect(schedule.Properties).toEqual({
      SecretId: { Ref: secretId() },
      RotationLambdaARN: { 'Fn::GetAtt': [rotation, 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: false,
    });
    expect(envOf('OriginRotation').ORIGIN_DISTRIBUTION_IDS).toEqual({ Ref: idOf('AWS::CloudFront::Distribution', 'CdnApp') });
    const statements = statementsOf('OriginRotation').filter((s) => !/^(logs|xray):/.test([s.Action].flat()[0]));
    expect(statements.map((s) => [s.Action].flat().sort())).toEqual([
      ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
      // CloudFront checks the attached web ACL on UpdateDistribution (it is in the edge stack here: waf.test.ts).
      ['wafv2:GetWebACL'],
      ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
    ]);
    expect(JSON.stringify(statements[0].Resource)).toContain(`:distribution/",{"Ref":"${idOf('AWS::CloudFront::Distribution', 'CdnApp')}"}`);
    expect(statements[2].Resource).toEqual({ Ref: secretId() });
    const invoke = ofType('AWS::Lambda::Permission').find(([, r]) => r.Properties.Principal === 'secretsmanager.amazonaws.com')!;
    expect(invoke[1].Properties.SourceArn).toEqual({ Ref: secretId() });
  });
});

describe('the API behaviour', () => {
  it('forwards CloudFront-Viewer-Address, -Country and -City (so limits count viewers, not edge servers) with the viewer headers the API reads', () => {
    const policy = resources[apiBehavior().OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...API_VIEWER_HEADERS, ...API_CLOUDFRONT_HEADERS] });
    expect(policy.HeadersConfig.Headers).toContain('CloudFront-Viewer-Address');
    expect(policy.HeadersConfig.Headers).not.toContain('Host'); // API Gateway routes on its own Host
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it('passes Authorization through a cache policy that caches nothing', () => {
    const policy = resources[apiBehavior().CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig).toEqual({ CookieBehavior: 'all' });
  });
});

describe('outputs', () => {
  it('publish no execute-api URL', () => {
    expect(Object.keys(outputs)).not.toContain('ApiEndpoint');
    const api = idOf('AWS::ApiGatewayV2::Api', 'HttpGateway');
    for (const [name, o] of Object.entries(outputs)) {
      expect(JSON.stringify(o.Value), name).not.toContain(api);
      expect(JSON.stringify(o.Value), name).not.toContain('execute-api');
    }
  });
});
