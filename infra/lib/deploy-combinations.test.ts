import { readFileSync } from 'node:fs';
import { type App, Validations, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { capabilityFunctionId } from './constructs/capability-entry';
import { handlerId, REPO_ROOT } from './constructs/kisa-function';
import { DEFAULT_REDIRECT_RESERVED_CONCURRENCY } from './constructs/redirect';
import { CONTEXT_KEYS, DeployConfigError, EXAMPLE_MAIL_DOMAIN, readDeployContext, type ContextKey } from './deploy-config';
import { KisaStack } from './kisa-stack';
import { stackInvariantProblems } from './test-support/stack-invariants';
import { asOneStack, ofType, synthesize, unbundledApp, type Resource, type Synthesized } from './test-support/synth-unbundled';

// Every documented combination of context values (docs/DEPLOY.md) synthesizes with no
// unacknowledged cdk-nag finding, and each setting lands where it should. The context goes
// through readDeployContext, as in infra/bin/app.ts.
//
// Speed: these stacks skip esbuild bundling — CDK's own switch (`aws:cdk:bundling-stacks`,
// what `cdk deploy --exclusively` uses for stacks it does not deploy), under which assets
// point at the source instead of a bundle. The template is otherwise the same, so a stack
// takes seconds instead of minutes. kisa-stack.test.ts still bundles every function.

type Context = Partial<Record<ContextKey, string>>;

const ENV = { account: '123456789012', region: 'eu-west-1' };
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const MAIL = { mailDomain: 'mail.example.org' } as const;

function addStack(app: App, context: Context, env = ENV): KisaStack {
  const { stackName, config } = readDeployContext((key) => context[key]);
  return new KisaStack(app, stackName, { env, config });
}

const synth = (context: Context, env = ENV): Synthesized => synthesize(addStack(unbundledApp(), context, env));

/** The function whose logical id starts with `prefix` + `Fn`. */
function envOf(s: Synthesized, prefix: string): Record<string, unknown> {
  const found = ofType(asOneStack(s), 'AWS::Lambda::Function').filter(([id]) => id.startsWith(`${prefix}Fn`));
  expect(found, prefix).toHaveLength(1);
  return found[0]![1].Properties.Environment.Variables;
}

/** The app or short distribution's config and the AwsSolutions rules acknowledged on it. */
function distribution(s: Synthesized, which: 'App' | 'Short') {
  const construct = s.stack.node.findChild('Cdn').node.findChild(which);
  const found = ofType(s, 'AWS::CloudFront::Distribution').filter(([id]) => id.startsWith(`Cdn${which}`));
  expect(found, which).toHaveLength(1);
  const acknowledged = construct.node.metadata
    .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((m) => Object.keys(m.data as Record<string, string>).map((id) => id.replace(/^Annotation::/i, '')));
  return { logicalId: found[0]![0], config: found[0]![1].Properties.DistributionConfig, acknowledged };
}

/** `https://` + the distribution's own *.cloudfront.net name, as a template value. */
const cloudFrontUrl = (logicalId: string) => ({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId, 'DomainName'] }]] });

const SIGNUP = `Http${capabilityFunctionId('accounts')}`;
const CLICK_WORKER = `Queues${handlerId('workers/process-clicks')}Worker`;

/** The combinations DEPLOY.md documents, each with what it must produce. */
const COMBINATIONS: Array<{ name: string; context: Context; appDomain?: string; shortDomain?: string; region?: string }> = [
  { name: 'no custom domains (only mailDomain)', context: { ...MAIL } },
  { name: 'a custom short domain only', context: { ...MAIL, shortDomain: 'ki.sa', certificateArn: CERT }, shortDomain: 'ki.sa' },
  { name: 'a custom app domain only', context: { ...MAIL, appDomain: 'app.example.org', certificateArn: CERT }, appDomain: 'app.example.org' },
  {
    name: 'both custom domains',
    context: { ...MAIL, appDomain: 'app.example.org', shortDomain: 'ki.sa', certificateArn: CERT },
    appDomain: 'app.example.org',
    shortDomain: 'ki.sa',
  },
  {
    // The certificate made by the stack, DNS-validated, in its edge stack (this stack is in eu-west-1).
    name: 'both custom domains without certificateArn',
    context: { ...MAIL, appDomain: 'app.example.org', shortDomain: 'ki.sa' },
    appDomain: 'app.example.org',
    shortDomain: 'ki.sa',
  },
  {
    name: 'sender, log level and stack name',
    context: { ...MAIL, mailFrom: 'Kisa <hello@links.mail.example.org>', logLevel: 'debug', stackName: 'KisaStaging' },
  },
  {
    name: "an alarm e-mail, a larger redirect reservation and the account's SES quota",
    context: { ...MAIL, alarmEmail: 'ops@example.org', redirectReservedConcurrency: '350', sesDailyQuota: '200000' },
  },
  {
    // Everything in the one stack: WAF, the certificate and the CloudFront alarms need no companion stack.
    name: 'both custom domains in us-east-1',
    context: { ...MAIL, appDomain: 'app.example.org', shortDomain: 'ki.sa', alarmEmail: 'ops@example.org' },
    appDomain: 'app.example.org',
    shortDomain: 'ki.sa',
    region: 'us-east-1',
  },
  {
    name: 'no redirect reservation (a new account with a low quota)',
    context: { ...MAIL, redirectReservedConcurrency: 'none', workerReservedConcurrency: 'none' },
  },
  {
    name: 'a cheaper price class, HSTS for every subdomain, addresses kept whole 14 days',
    context: { ...MAIL, priceClass: '100', hstsIncludeSubdomains: 'true', workerReservedConcurrency: 'on', rawIpDays: '14' },
  },
  { name: 'WAF off', context: { ...MAIL, waf: 'false' } },
  {
    name: 'an existing web ACL',
    context: { ...MAIL, wafWebAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/kisa-edge/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' },
  },
];

describe.each(COMBINATIONS)('deploy with $name', ({ context, appDomain, shortDomain, region }) => {
  let s: Synthesized;
  const inUsEast1 = region === 'us-east-1';
  beforeAll(() => {
    s = synth(context, { ...ENV, region: region ?? ENV.region });
  }, 180_000);

  it('synthesizes with every AwsSolutions finding fixed or acknowledged', () => {
    expect(s.nag).toEqual([]);
  });

  it('holds every stack invariant: size, alarms and runbooks, tracing, queues, buckets, security headers, Cognito, the table, least privilege', () => {
    expect(stackInvariantProblems(s)).toEqual([]);
  });

  it('serves each distribution on its custom domain with TLS 1.2+, else on *.cloudfront.net (CFR4 acknowledged only there)', () => {
    for (const [which, domain] of [
      ['App', appDomain],
      ['Short', shortDomain],
    ] as const) {
      const d = distribution(s, which);
      if (domain) {
        expect(d.config.Aliases, which).toEqual([domain]);
        // certificateArn's, else the edge stack's certificate, through the cross-region reader.
        const arn =
          context.certificateArn ??
          (inUsEast1
            ? { Ref: expect.stringMatching(/^Certificate/) }
            : { 'Fn::GetAtt': [expect.stringMatching(/^ExportsReader/), expect.stringMatching(/^\/cdk\/exports\/Kisa\/KisaEdgeuseast1RefCertificate/)] });
        expect(d.config.ViewerCertificate, which).toEqual({ AcmCertificateArn: arn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
        expect(d.acknowledged, which).not.toContain('AwsSolutions-CFR4');
      } else {
        expect(d.config.Aliases, which).toBeUndefined();
        expect(d.config.ViewerCertificate, which).toBeUndefined();
        expect(d.acknowledged, which).toContain('AwsSolutions-CFR4');
      }
    }
  });

  it('gives the functions and the outputs the URLs of those domains', () => {
    const appUrl = appDomain ? `https://${appDomain}` : cloudFrontUrl(distribution(s, 'App').logicalId);
    const shortUrl = shortDomain ? `https://${shortDomain}` : cloudFrontUrl(distribution(s, 'Short').logicalId);
    expect(envOf(s, SIGNUP)).toMatchObject({ APP_URL: appUrl, SHORT_URL_BASE: shortUrl });
    expect(s.outputs.AppUrl!.Value).toEqual(appUrl);
    expect(s.outputs.ShortUrlBase!.Value).toEqual(shortUrl);
    // The redirect function is the short distribution's origin: it only knows its base when named.
    const redirect = envOf(s, 'Redirect');
    expect(redirect.APP_URL).toEqual(appUrl);
    if (shortDomain) expect(redirect.SHORT_URL_BASE).toBe(shortUrl);
    else expect(redirect).not.toHaveProperty('SHORT_URL_BASE');
  });

  it('sends mail from mailFrom (else no-reply@mailDomain) through the mailDomain identity, at the log level asked', () => {
    const env = envOf(s, SIGNUP);
    expect(env.MAIL_FROM).toBe(context.mailFrom ?? `no-reply@${context.mailDomain}`);
    expect(env.POWERTOOLS_LOG_LEVEL).toBe(context.logLevel?.toUpperCase() ?? 'INFO');
    const identities = ofType(s, 'AWS::SES::EmailIdentity');
    expect(identities.map(([, r]) => r.Properties.EmailIdentity)).toEqual([context.mailDomain]);
  });

  it('names the stack and its analytics after stackName', () => {
    const stackName = context.stackName ?? 'Kisa';
    expect(s.stack.stackName).toBe(stackName);
    const analytics = envOf(s, `Http${capabilityFunctionId('analytics')}`);
    expect(analytics.GLUE_DATABASE).toBe(`${stackName.toLowerCase()}_analytics`);
    expect(analytics.ATHENA_WORKGROUP).toEqual({ Ref: expect.stringMatching(/^AnalyticsWorkGroup/) });
  });

  it('mails alarms to alarmEmail (else the topic has no subscriber) and reserves redirect executions as asked', () => {
    const subscriptions = ofType(s, 'AWS::SNS::Subscription').map(([, r]) => r.Properties);
    if (context.alarmEmail) expect(subscriptions).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: context.alarmEmail })]);
    else expect(subscriptions).toEqual([]);
    const redirect = ofType(s, 'AWS::Lambda::Function').find(([id]) => id.startsWith('RedirectFn'))![1];
    const reserved = context.redirectReservedConcurrency;
    if (reserved === 'none') expect(redirect.Properties).not.toHaveProperty('ReservedConcurrentExecutions');
    else expect(redirect.Properties.ReservedConcurrentExecutions).toBe(reserved ? Number(reserved) : DEFAULT_REDIRECT_RESERVED_CONCURRENCY);
  });

  it('puts WAF where the context says: the edge stack in us-east-1 by default (this stack elsewhere), none with waf=false, the given ACL with wafWebAclArn', () => {
    const webAclIds = (['App', 'Short'] as const).map((which) => distribution(s, which).config.WebACLId);
    const edge = s.stack.edgeStack;
    if (context.waf === 'false' || context.wafWebAclArn) {
      expect(edge).toBeUndefined();
      expect(webAclIds).toEqual(context.wafWebAclArn ? [context.wafWebAclArn, context.wafWebAclArn] : [undefined, undefined]);
      return;
    }
    const stackName = context.stackName ?? 'Kisa';
    if (inUsEast1) {
      expect(edge).toBeUndefined();
      expect(ofType(s, 'AWS::WAFv2::WebACL')).toHaveLength(2);
      return;
    }
    expect(edge).toBeDefined();
    expect([edge!.stackName, edge!.region, edge!.account]).toEqual([`${stackName}-Edge`, 'us-east-1', ENV.account]);
    const edgeResources = Template.fromStack(edge!).toJSON().Resources as Record<string, Resource>;
    expect(ofType({ resources: edgeResources }, 'AWS::WAFv2::WebACL')).toHaveLength(2);
    expect(ofType({ resources: edgeResources }, 'AWS::Logs::LogGroup').map(([, r]) => r.Properties.LogGroupName)).toEqual([`aws-waf-logs-${stackName}-edge`]);
    expect(ofType(s, 'AWS::WAFv2::WebACL')).toEqual([]);
    for (const id of webAclIds)
      expect(id).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^ExportsReader/), expect.stringMatching(new RegExp(`^/cdk/exports/${stackName}/`))] });
  });

  it('locates clicks from CloudFront only: the click worker never falls back to geoip-lite', () => {
    expect(envOf(s, CLICK_WORKER)).not.toHaveProperty('GEOIP_FALLBACK');
    for (const [id, fn] of ofType(asOneStack(s), 'AWS::Lambda::Function'))
      expect(fn.Properties.Environment?.Variables ?? {}, id).not.toHaveProperty('GEOIP_FALLBACK');
  });
});

describe('two stacks in one account and region', () => {
  it('share no physical name (Glue database, Athena workgroup, CloudFront policies, …)', () => {
    const app = unbundledApp();
    const stacks = [addStack(app, { mailDomain: 'mail.example.org' }), addStack(app, { mailDomain: 'staging.mail.example.org', stackName: 'KisaStaging' })];
    const [first, second] = stacks.map((stack) => physicalNames(stack));
    expect(first!.length).toBeGreaterThanOrEqual(5);
    expect(first!.filter((name) => second!.includes(name))).toEqual([]);
    expect(first).toContain('AWS::Glue::Database "kisa_analytics"'); // the default stack keeps its database
    expect(second).toContain('AWS::Glue::Database "kisastaging_analytics"');
    // Their edge stacks in us-east-1 (WAF) too: stack names and WAF log groups.
    const [firstEdge, secondEdge] = stacks.map((stack) => [stack.edgeStack!.stackName, ...physicalNames(stack.edgeStack!)]);
    expect(firstEdge).toEqual(['Kisa-Edge', 'AWS::Logs::LogGroup "aws-waf-logs-Kisa-edge"']);
    expect(firstEdge!.filter((name) => secondEdge!.includes(name))).toEqual([]);
  }, 180_000);
});

/**
 * Every name the template gives a resource, as `Type name`: its own `Name` or `<Type>Name`
 * property (`QueueName` of an `AWS::SQS::Queue`, `AlarmName` of an `AWS::CloudWatch::Alarm`…), or
 * the `Name` of its `…Input`/`…Config` block (Glue database, CloudFront policies and access
 * controls), plus the SES identity. Left out: names scoped inside their parent — Glue tables
 * (in their database, which is checked), inline IAM policies (in their role), the API stage —
 * and API Gateway's API name, a label that need not be unique.
 */
const SCOPED_NAMES = new Set(['AWS::Glue::Table', 'AWS::IAM::Policy', 'AWS::ApiGatewayV2::Stage', 'AWS::ApiGatewayV2::Api']);
function physicalNames(stack: Stack): string[] {
  const names: string[] = [];
  for (const r of Object.values(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>)) {
    if (SCOPED_NAMES.has(r.Type)) continue;
    const props = r.Properties ?? {};
    const own = new Set(['Name', `${r.Type.split('::').pop()}Name`]);
    for (const [key, value] of Object.entries(props)) {
      if (own.has(key)) names.push(`${r.Type} ${JSON.stringify(value)}`);
      if (/(Input|Config)$/.test(key) && value && typeof value === 'object' && 'Name' in value) names.push(`${r.Type} ${JSON.stringify(value.Name)}`);
    }
    if (r.Type === 'AWS::SES::EmailIdentity') names.push(`${r.Type} ${JSON.stringify(props.EmailIdentity)}`);
  }
  return names;
}

describe('deploy settings (readDeployContext)', () => {
  const read = (context: Record<string, unknown>) => readDeployContext((key) => context[key]);
  const refusal = (context: Record<string, unknown>): string => {
    try {
      read(context);
    } catch (e) {
      expect(e).toBeInstanceOf(DeployConfigError);
      expect((e as Error).message).not.toContain('\n');
      return (e as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(context)}`);
  };

  it('without mailDomain, synthesizes a template CloudFormation refuses to deploy, naming the flag', () => {
    for (const context of [{}, { mailDomain: '  ' }]) {
      const { config } = read(context);
      expect(config.mailDomain).toBe(EXAMPLE_MAIL_DOMAIN);
      expect(config.undeployable).toMatch(/^Missing context mailDomain: .*-c mailDomain=/);
    }
    const app = unbundledApp();
    const rules = Template.fromStack(addStack(app, {})).toJSON().Rules ?? {};
    expect(rules.Undeployable).toEqual({
      Assertions: [
        { Assert: { 'Fn::Equals': ['deploy', 'refused'] }, AssertDescription: expect.stringMatching(/^Missing context mailDomain: .*-c mailDomain=/) },
      ],
    });
    expect(Object.keys(Template.fromStack(addStack(unbundledApp(), MAIL)).toJSON().Rules ?? {})).not.toContain('Undeployable');
  });

  it('refuses settings that could only fail in CloudFormation or deploy a stack that cannot work', () => {
    expect(refusal({ mailDomain: 'https://example.org' })).toMatch(/mailDomain must be a host name/);
    expect(refusal({ ...MAIL, mailFrom: 'no-reply@other.org' })).toMatch(/mailFrom must be an address at mailDomain \(mail\.example\.org\)/);
    expect(refusal({ ...MAIL, mailFrom: 'no-reply@evilmail.example.org' })).toMatch(/mailFrom must be an address at mailDomain/);
    expect(refusal({ ...MAIL, mailFrom: 'no-reply' })).toMatch(/mailFrom must be an address at mailDomain/);
    expect(read({ ...MAIL, shortDomain: 'ki.sa' }).config).toMatchObject({ shortDomain: 'ki.sa', certificateArn: undefined }); // the stack makes the certificate
    expect(refusal({ ...MAIL, shortDomain: 'ki.sa', certificateArn: CERT.replace('us-east-1', 'eu-west-1') })).toMatch(/in us-east-1/);
    expect(refusal({ ...MAIL, certificateArn: CERT })).toMatch(/neither appDomain nor shortDomain/);
    expect(refusal({ ...MAIL, appDomain: 'ki.sa', shortDomain: 'KI.SA', certificateArn: CERT })).toMatch(/must differ/);
    expect(refusal({ ...MAIL, logLevel: 'verbose' })).toMatch(/logLevel must be one of TRACE, DEBUG, INFO/);
    expect(refusal({ ...MAIL, stackName: 'kisa_prod' })).toMatch(/stackName must start with a letter/);
    expect(refusal({ ...MAIL, logLevel: true })).toMatch(/logLevel must be a string/);
    expect(refusal({ ...MAIL, alarmEmail: 'ops' })).toMatch(/alarmEmail must be one e-mail address/);
    expect(refusal({ ...MAIL, waf: 'maybe' })).toMatch(/waf must be 'true' or 'false'/);
    expect(refusal({ ...MAIL, wafWebAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/1' })).toMatch(/CLOUDFRONT web ACL ARN/);
    expect(
      refusal({ ...MAIL, waf: 'false', wafWebAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/kisa-edge/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' }),
    ).toMatch(/contradict/);
    for (const bad of ['0', '1.5', '-3', 'lots'])
      expect(refusal({ ...MAIL, redirectReservedConcurrency: bad })).toMatch(/redirectReservedConcurrency must be a whole number of at least 1, or 'none'/);
    expect(refusal({ ...MAIL, priceClass: '300' })).toMatch(/priceClass must be one of 100, 200, All/);
    expect(refusal({ ...MAIL, hstsIncludeSubdomains: 'yes' })).toMatch(/hstsIncludeSubdomains must be 'true' or 'false'/);
    expect(refusal({ ...MAIL, workerReservedConcurrency: '10' })).toMatch(/workerReservedConcurrency must be 'on'/);
    for (const bad of ['0', '401', '7.5', 'week'])
      expect(refusal({ ...MAIL, rawIpDays: bad })).toMatch(/rawIpDays must be a whole number of days from 1 to 400/);
    for (const bad of ['199', '50k', '1e6', '-200'])
      expect(refusal({ ...MAIL, sesDailyQuota: bad })).toMatch(
        /sesDailyQuota must be the account's SES sending quota, a whole number of messages per 24 hours of at least 200/,
      );
    expect(read({ ...MAIL, sesDailyQuota: 200 }).config.sesDailyQuota).toBe(200);
  });

  it('refuses a stack name whose derived names would be too long, naming the one', () => {
    expect(refusal({ ...MAIL, stackName: `K${'a'.repeat(86)}` })).toMatch(
      /stackName '.*' is too long: the alarm topic's display name would be 'Kisa alarms \(K.*\)', 101 characters, over AWS's 100/,
    );
    expect(read({ ...MAIL, stackName: `K${'a'.repeat(85)}` }).stackName).toHaveLength(86);
    expect(() => new KisaStack(unbundledApp(), `K${'a'.repeat(100)}`, { config: MAIL })).toThrow(/is too long/);
  });

  it("sets the price class on both distributions, HSTS includeSubDomains and the days addresses stay whole as asked (default: all edges, no includeSubDomains, the functions' 30 days)", () => {
    const cheap = synth({ ...MAIL, priceClass: 'PriceClass_200', hstsIncludeSubdomains: 'true', rawIpDays: '7' });
    const plain = synth(MAIL);
    for (const which of ['App', 'Short'] as const) {
      expect(distribution(cheap, which).config.PriceClass, which).toBe('PriceClass_200');
      expect(distribution(plain, which).config.PriceClass, which).toBe('PriceClass_All');
    }
    const hsts = (s: Synthesized) =>
      ofType(s, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.StrictTransportSecurity
        .IncludeSubdomains;
    expect(hsts(cheap)).toBe(true);
    expect(hsts(plain)).toBe(false);
    // Only compaction (the planner and its units' worker) truncates addresses: only it is told the days (cdk.json may hold a number).
    expect(read({ ...MAIL, rawIpDays: 7 }).config.rawIpDays).toBe(7);
    const rawIpDays = (s: Synthesized) =>
      Object.fromEntries(
        ofType(asOneStack(s), 'AWS::Lambda::Function')
          .filter(([, r]) => r.Properties.Environment?.Variables?.CLICK_LOG_RAW_IP_DAYS !== undefined)
          .map(([id, r]) => [id, r.Properties.Environment.Variables.CLICK_LOG_RAW_IP_DAYS]),
      );
    expect(Object.values(rawIpDays(cheap))).toEqual(['7', '7']);
    for (const id of Object.keys(rawIpDays(cheap))) expect(id).toMatch(/CompactClickLog/);
    expect(rawIpDays(plain)).toEqual({});
  }, 180_000);

  it('accepts a subdomain sender, normalises case and reads numbers from cdk.json', () => {
    expect(
      read({
        mailDomain: 'Example.org',
        mailFrom: 'Kisa@Mail.Example.org',
        logLevel: 'warn',
        appDomain: 'App.Example.org',
        certificateArn: CERT,
        redirectReservedConcurrency: 300,
      }),
    ).toEqual({
      stackName: 'Kisa',
      config: {
        mailDomain: 'example.org',
        mailFrom: 'Kisa@Mail.Example.org',
        appDomain: 'app.example.org',
        shortDomain: undefined,
        certificateArn: CERT,
        logLevel: 'WARN',
        alarmEmail: undefined,
        redirectReservedConcurrency: 300,
        waf: undefined,
        wafWebAclArn: undefined,
      },
    });
    expect(read({ ...MAIL, redirectReservedConcurrency: 'None' }).config.redirectReservedConcurrency).toBe('none');
  });

  it('documents exactly the context keys the app reads, and the combinations above use each of them', () => {
    const deployMd = readFileSync(`${REPO_ROOT}/docs/DEPLOY.md`, 'utf8');
    const section = deployMd.split(/^#+ .*context values.*$/im)[1]?.split(/^#+ /m)[0] ?? '';
    const documented = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...CONTEXT_KEYS].sort());
    const used = new Set(COMBINATIONS.flatMap((c) => Object.keys(c.context)));
    expect([...CONTEXT_KEYS].filter((key) => !used.has(key))).toEqual([]);
  });
});
