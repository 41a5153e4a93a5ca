import { runInNewContext } from 'node:vm';
import { apiRoutes, schedules, usesOf, workers } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { EDGE_DOMAIN_FAILURES_METRIC } from '@kisa/functions/src/lib/edge/edge-metrics';
import { BRANDED_DOMAIN_HEADER } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { capabilityFunctionId } from './constructs/capability-entry';
import { BRANDED_DOMAIN_HEADERS, brandedDomainCode, REDIRECT_HEADERS, VISITOR_COOKIE } from './constructs/distribution-behaviour';
import { EDGE_CREATE_ACTION, EDGE_TENANT_ACTIONS } from './constructs/grants';
import { handlerId } from './constructs/kisa-function';
import { asOneStack, ofType, synthStack, type Synthesized } from './test-support/synth-unbundled';

// Branded domains in AWS: every verified branded domain reaches the redirect with TLS — a distribution
// tenant per domain (made at run time by the functions below) on a multi-tenant distribution with
// the short distribution's origin and behaviour, served from a connection group customers CNAME to.
// Built without bundling (CDK's own switch; the template is otherwise the same).

let s: Synthesized;
/** With custom app and short domains (their certificate given): the branded domains' edge does not change. */
let custom: Synthesized;
/** In us-east-1, where the stack makes its own web ACLs. */
let usEast1: Synthesized;

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

beforeAll(() => {
  // Read as one stack: the domain-check and import workers live in the background stack.
  s = asOneStack(synthStack('Brand', 'eu-west-1'));
  custom = asOneStack(synthStack('Brand', 'eu-west-1', { appDomain: 'app.example.org', shortDomain: 'ki.sa', certificateArn: CERT }));
  usEast1 = asOneStack(synthStack('Brand', 'us-east-1'));
}, 180_000);

const single = (x: Synthesized, type: string, prefix: string): [string, any] => {
  const found = ofType(x, type).filter(([id]) => id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]! as [string, any];
};
const distribution = (x: Synthesized, which: 'Short' | 'Domains') => single(x, 'AWS::CloudFront::Distribution', `Cdn${which}`);
const config = (x: Synthesized, which: 'Short' | 'Domains') => distribution(x, which)[1].Properties.DistributionConfig;
const policyHeaders = (x: Synthesized, ref: { Ref: string }) => x.resources[ref.Ref]!.Properties.OriginRequestPolicyConfig;
const connectionGroup = (x: Synthesized) => single(x, 'AWS::CloudFront::ConnectionGroup', 'CdnDomainsConnectionGroup');

/**
 * The functions whose role attaches and detaches domains, by logical-id prefix: the domains
 * capability, the domain-check worker, and the imports capability and worker (a kept domain is
 * checked, and attached once its TXT record is found).
 */
const EDGE_FUNCTIONS = [
  `Http${capabilityFunctionId('domains')}`,
  `Queues${handlerId('workers/check-domains-page')}Worker`,
  `Http${capabilityFunctionId('imports')}`,
  'QueuesWorkersProcessImportsWorker',
];
const statementsOf = (x: Synthesized, prefix: string) =>
  ofType(x, 'AWS::IAM::Policy')
    .filter(([id]) => id.startsWith(`${prefix}Role`))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
const envOf = (x: Synthesized, prefix: string) => single(x, 'AWS::Lambda::Function', `${prefix}Fn`)[1].Properties.Environment.Variables;

describe("the branded domains' multi-tenant distribution", () => {
  it('is tenant-only, with no domain, certificate, price class or IPv6 switch of its own (tenants and the connection group hold those)', () => {
    const d = config(s, 'Domains');
    expect(d.ConnectionMode).toBe('tenant-only');
    for (const key of ['Aliases', 'ViewerCertificate', 'PriceClass', 'IPV6Enabled', 'ContinuousDeploymentPolicyId', 'Staging'])
      expect(d, key).not.toHaveProperty(key);
    expect(d.Enabled).toBe(true);
    expect(config(s, 'Short').ConnectionMode).toBeUndefined();
  });

  it("has the short distribution's origin: the redirect Function URL, through its own origin access control", () => {
    const [domains, short] = [config(s, 'Domains'), config(s, 'Short')];
    expect(domains.Origins).toHaveLength(1);
    const [origin, shortOrigin] = [domains.Origins[0], short.Origins[0]];
    expect(origin.DomainName).toEqual(shortOrigin.DomainName);
    expect(JSON.stringify(origin.DomainName)).toContain('RedirectFnFunctionUrl');
    expect(origin.CustomOriginConfig).toEqual(shortOrigin.CustomOriginConfig);
    const [oacId] = single(s, 'AWS::CloudFront::OriginAccessControl', 'CdnDomainsOrigin1FunctionUrlOriginAccessControl');
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(s.resources[oacId]!.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it("may invoke the redirect's Function URL, as the short distribution may (CloudFront as principal, this distribution as source)", () => {
    const [domainsId] = distribution(s, 'Domains');
    const permissions = ofType(s, 'AWS::Lambda::Permission').filter(([, r]) => JSON.stringify(r.Properties.SourceArn ?? '').includes(domainsId));
    expect(permissions.map(([, r]) => r.Properties.Action).sort()).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
    for (const [, r] of permissions) {
      expect(r.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(r.Properties.FunctionName)).toContain('RedirectFn');
    }
  });

  it("has the short distribution's behaviour: GET/HEAD, nothing cached, https, the same security headers and web ACL, its own access logs", () => {
    const [domains, short] = [config(s, 'Domains'), config(s, 'Short')];
    for (const key of ['AllowedMethods', 'CachePolicyId', 'ResponseHeadersPolicyId', 'ViewerProtocolPolicy', 'Compress']) {
      expect(domains.DefaultCacheBehavior[key], key).toEqual(short.DefaultCacheBehavior[key]);
    }
    expect(domains.CacheBehaviors).toBeUndefined();
    expect(domains.WebACLId).toEqual(short.WebACLId);
    expect(domains.WebACLId).toBeDefined();
    expect(domains.HttpVersion).toBe(short.HttpVersion);
    expect(domains.Logging).toEqual({ ...short.Logging, Prefix: 'cloudfront/domains/' });
  });

  it("forwards the short links' viewer headers with the branded domain (x-kisa-domain), the visitor cookie and query strings", () => {
    const policy = policyHeaders(s, config(s, 'Domains').DefaultCacheBehavior.OriginRequestPolicyId);
    expect(BRANDED_DOMAIN_HEADER).toBe('x-kisa-domain');
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...BRANDED_DOMAIN_HEADERS] });
    expect(policy.HeadersConfig.Headers).toHaveLength(10); // CloudFront's limit per origin request policy
    expect(policy.HeadersConfig.Headers).toEqual(
      expect.arrayContaining([BRANDED_DOMAIN_HEADER, ...REDIRECT_HEADERS.filter((h) => h !== 'CloudFront-Is-Tablet-Viewer')]),
    );
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: [VISITOR_COOKIE] });
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it("never forwards x-kisa-domain on the platform's short domain (a visitor's own header would name a team's domain there)", () => {
    const short = config(s, 'Short');
    expect(policyHeaders(s, short.DefaultCacheBehavior.OriginRequestPolicyId).HeadersConfig.Headers).not.toContain(BRANDED_DOMAIN_HEADER);
    expect(short.DefaultCacheBehavior.FunctionAssociations).toBeUndefined();
  });

  it("names the visitor's domain in x-kisa-domain with a viewer-request function (a Function URL behind OAC receives the origin's own Host)", () => {
    const association = config(s, 'Domains').DefaultCacheBehavior.FunctionAssociations;
    const [fnId, fn] = single(s, 'AWS::CloudFront::Function', 'CdnDomainsHost');
    expect(association).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } }]);
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toBe(brandedDomainCode());
  });

  it("the function copies Host (lower case, no port) into x-kisa-domain, replacing a visitor's value, and drops it without a Host", () => {
    const handler = runInNewContext(`${brandedDomainCode()}; handler`) as (event: unknown) => { headers: Record<string, { value: string }> };
    const run = (headers: Record<string, { value: string }>) => handler({ request: { method: 'GET', uri: '/spring', headers } }).headers;
    expect(run({ host: { value: 'Go.Acme.COM' } })[BRANDED_DOMAIN_HEADER]).toEqual({ value: 'go.acme.com' });
    expect(run({ host: { value: 'go.acme.com:443' }, [BRANDED_DOMAIN_HEADER]: { value: 'other.example' } })[BRANDED_DOMAIN_HEADER]).toEqual({
      value: 'go.acme.com',
    });
    expect(run({ [BRANDED_DOMAIN_HEADER]: { value: 'other.example' } })).not.toHaveProperty(BRANDED_DOMAIN_HEADER);
    expect(run({ host: { value: 'go.acme.com' }, 'user-agent': { value: 'x' } })['user-agent']).toEqual({ value: 'x' });
  });

  it("is the same with custom app and short domains: those take the short distribution, never the tenants' one", () => {
    const d = config(custom, 'Domains');
    expect(config(custom, 'Short').Aliases).toEqual(['ki.sa']);
    expect(d.ConnectionMode).toBe('tenant-only');
    expect(d).not.toHaveProperty('Aliases');
    expect(d).not.toHaveProperty('ViewerCertificate');
    expect(custom.nag).toEqual([]);
  });

  it("takes the stack's own web ACL in us-east-1, like the short distribution", () => {
    expect(config(usEast1, 'Domains').WebACLId).toEqual(config(usEast1, 'Short').WebACLId);
    expect(JSON.stringify(config(usEast1, 'Domains').WebACLId)).toContain('WafShortWebAcl');
    expect(usEast1.nag).toEqual([]);
  });
});

describe('the connection group', () => {
  it('is enabled with IPv6, named after the stack (connection group names are unique per account)', () => {
    expect(connectionGroup(s)[1].Properties).toEqual({ Name: 'Brand-branded-domains', Enabled: true, Ipv6Enabled: true });
  });

  it('gives its routing endpoint to customers (DOMAIN_CNAME_TARGET of every function that uses `domains`) and to the operator (outputs)', () => {
    const [groupId] = connectionGroup(s);
    const endpoint = { 'Fn::GetAtt': [groupId, 'RoutingEndpoint'] };
    const domainsUsers = capabilitiesOf(apiRoutes).filter((c) => c.uses.includes('domains'));
    expect(domainsUsers.map((c) => c.name)).toContain('domains');
    for (const c of domainsUsers) expect(envOf(s, `Http${capabilityFunctionId(c.name)}`).DOMAIN_CNAME_TARGET, c.name).toEqual(endpoint);
    expect(envOf(s, `Queues${handlerId('workers/check-domains-page')}Worker`).DOMAIN_CNAME_TARGET).toEqual(endpoint);
    for (const c of capabilitiesOf(apiRoutes).filter((c) => !c.uses.includes('domains')))
      expect(envOf(s, `Http${capabilityFunctionId(c.name)}`), c.name).not.toHaveProperty('DOMAIN_CNAME_TARGET');
    expect(s.outputs.BrandedDomainsCnameTarget!.Value).toEqual(endpoint);
    expect(s.outputs.BrandedDomainsConnectionGroupId!.Value).toEqual({ 'Fn::GetAtt': [groupId, 'Id'] });
    expect(s.outputs.BrandedDomainsDistributionId!.Value).toEqual({ Ref: distribution(s, 'Domains')[0] });
  });
});

describe('who may make distribution tenants (IAM)', () => {
  const tenants = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::123456789012:distribution-tenant/*']] };

  it("is declared by exactly the routes that attach or detach a domain (add, check, remove, an import's start), the import and domain-check workers", () => {
    expect(
      apiRoutes
        .filter((r) => r.uses.includes('edgeDomains'))
        .map((r) => r.handler)
        .sort(),
    ).toEqual(['domains/add-domain', 'domains/check-domain', 'domains/remove-domain', 'imports/start-import']);
    expect(workers.filter((w) => (w.uses as readonly string[]).includes('edgeDomains')).map((w) => w.queue)).toEqual(['imports', 'domainChecks']);
    expect(schedules.filter((j) => (j.uses as readonly string[]).includes('edgeDomains')).map((j) => j.name)).toEqual([]);
    expect(
      apiRoutes.filter((r) => r.handler === 'domains/list-domains' || r.handler === 'domains/update-domain').every((r) => !usesOf(r).includes('edgeDomains')),
    ).toBe(true);
  });

  it("the functions that attach and detach get exactly the four tenant calls: Get-by-domain, Update and Delete on this stack's tagged tenants, Create on `*` (it has no resource type) with that tag only", () => {
    // This stack's tenants: the tag names its multi-tenant distribution (lib/edge/edge-domains.ts EDGE_TENANT_TAG).
    const distribution = { Ref: expect.stringMatching(/^CdnDomains/) };
    const tagged = {
      StringEquals: { 'aws:RequestTag/kisa:distribution': distribution },
      'ForAllValues:StringEquals': { 'aws:TagKeys': ['kisa:distribution'] },
    };
    for (const prefix of EDGE_FUNCTIONS) {
      const cloudfront = statementsOf(s, prefix).filter((st) => [st.Action].flat().some((a) => a.startsWith('cloudfront:')));
      expect(cloudfront, prefix).toEqual([
        { Action: EDGE_TENANT_ACTIONS, Effect: 'Allow', Resource: tenants, Condition: { StringEquals: { 'aws:ResourceTag/kisa:distribution': distribution } } },
        { Action: EDGE_CREATE_ACTION, Effect: 'Allow', Resource: '*', Condition: tagged },
        { Action: 'cloudfront:TagResource', Effect: 'Allow', Resource: tenants, Condition: tagged },
      ]);
      expect(EDGE_TENANT_ACTIONS).toEqual([
        'cloudfront:DeleteDistributionTenant',
        'cloudfront:GetDistributionTenantByDomain',
        'cloudfront:UpdateDistributionTenant',
      ]);
    }
  });

  it('no other function may touch a distribution tenant', () => {
    const others = ofType(s, 'AWS::IAM::Policy')
      .filter(([id]) => !EDGE_FUNCTIONS.some((prefix) => id.startsWith(`${prefix}Role`)))
      .flatMap(([id, r]) =>
        (r.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>).flatMap((st) =>
          [st.Action]
            .flat()
            .filter((a) => /DistributionTenant/.test(a))
            .map((a) => `${id} ${a}`),
        ),
      );
    expect(others).toEqual([]);
  });

  it('tells those functions which distribution and connection group to use (EDGE_DOMAINS=cloudfront)', () => {
    const [groupId] = connectionGroup(s);
    for (const prefix of EDGE_FUNCTIONS) {
      expect(envOf(s, prefix), prefix).toMatchObject({
        EDGE_DOMAINS: 'cloudfront',
        EDGE_DISTRIBUTION_ID: { Ref: distribution(s, 'Domains')[0] },
        EDGE_CONNECTION_GROUP_ID: { 'Fn::GetAtt': [groupId, 'Id'] },
      });
    }
    for (const c of capabilitiesOf(apiRoutes).filter((c) => c.name !== 'domains' && c.name !== 'imports'))
      expect(envOf(s, `Http${capabilityFunctionId(c.name)}`), c.name).not.toHaveProperty('EDGE_DOMAINS');
  });

  it('passes cdk-nag with each wildcard acknowledged', () => {
    expect(s.nag).toEqual([]);
  });
});

describe('alarms', () => {
  const alarm = (key: string) =>
    ofType(s, 'AWS::CloudWatch::Alarm')
      .map(([, r]) => r.Properties)
      .find((a) => a.AlarmName === `Brand-${key}`);

  it('on a domain the edge could not take or let go (EdgeDomainFailures, from lib/edge)', () => {
    expect(alarm('EdgeDomainFailures')).toMatchObject({
      MetricName: EDGE_DOMAIN_FAILURES_METRIC,
      Namespace: 'Kisa',
      Dimensions: [{ Name: 'service', Value: 'kisa' }],
      Statistic: 'Sum',
      Period: 900,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('on a check-domains run that failed for good (its dead-letter queue)', () => {
    const [dlqId] = single(s, 'AWS::SQS::Queue', `Schedules${handlerId('check-domains')}Dlq`);
    expect(alarm('CheckDomainsDlqNotEmpty')).toMatchObject({
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 0,
    });
  });
});
