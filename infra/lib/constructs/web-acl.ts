import { Arn, ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { MSG, problemDocument } from '@kisa/shared';
import { Construct } from 'constructs';

/**
 * The app distribution's per-address request limits at CloudFront's edge (AWS WAF rate-based rules, counted per viewer
 * IP over a sliding 5 minutes). They sit far above the application's own limits
 * (functions/src/core/rate-limits/limits.ts: e.g. 50 wrong sign-ins per address per 15 min, 5
 * sign-ups per address per hour), which stay the precise, per-account answer; these stop what
 * those cannot: a flood, which would otherwise cost a Lambda invocation and a DynamoDB write per
 * refused request, and floods on routes with no limit of their own (redirects, the API at large).
 */
export const WAF_RULES = [
  {
    name: 'AuthAndUnlock',
    // Sign-in, sign-up, recover, reset, resend, verify, sign-out and the password gate: a person
    // needs a handful in 5 minutes; a script guessing needs thousands.
    limit: 100,
    paths: { prefixes: ['/api/auth/'], exact: ['/api/public/unlock'] },
  },
  {
    name: 'Api',
    // The whole API: the web app makes a few calls per screen; automation with API keys stays
    // far below ~6 requests/s per address.
    limit: 2000,
    paths: { prefixes: ['/api/'], exact: [] },
  },
  {
    name: 'AllRequests',
    // Everything on the app distribution (the web app's files and the API): ~17 requests/s per
    // address, far above a person's use of the app.
    limit: 5000,
    paths: undefined,
  },
] as const;

/**
 * The short distribution's per-address limit: carrier-grade NAT. A mobile carrier puts thousands
 * of phones behind one public address, and a QR code on a poster, a screen in a stadium or a TV
 * spot is scanned by thousands of them within minutes: every scan is one request to one code,
 * from what WAF sees as one address. 5,000 per 5 minutes would have answered most of a crowd
 * with 429s. 100,000 per 5 minutes (~330 redirects/s from one address, sustained) lets such a
 * crowd through and still stops one machine flooding (each redirect costs an invocation and a
 * queued click); the redirect's reserved concurrency (constructs/redirect.ts) caps what any flood
 * can cost, and bots are dropped from the counts by the click worker whatever their rate.
 */
export const SHORT_RATE_LIMIT = 100_000;

/**
 * AWS managed rule groups on both distributions, after the rate rules (a flood is refused before
 * anything inspects it). `count`: rules of the group that only count (their matches are labelled
 * and logged, never blocked), each with why.
 */
export const MANAGED_RULE_GROUPS: ReadonlyArray<{
  name: string;
  count: { app: readonly string[]; short: readonly string[] };
}> = [
  // Addresses Amazon's threat intelligence lists as bots, scanners and attack sources.
  { name: 'AWSManagedRulesAmazonIpReputationList', count: { app: [], short: [] } },
  {
    // OWASP-style checks (XSS, path traversal, RFI, bad user agents, oversized parts).
    name: 'AWSManagedRulesCommonRuleSet',
    count: {
      // SizeRestrictions_BODY blocks bodies over 8 KB: bulk creation posts up to 10,000 links
      // (~1.2 MB of JSON). The API's own body limit (10 MB, lib/http/middleware/json-body.ts) and
      // validation stand. GenericRFI_BODY blocks bodies holding URLs with an IPv4 address: a
      // link's target is a URL of the user's choice, which the API validates itself.
      app: ['SizeRestrictions_BODY', 'GenericRFI_BODY'],
      // A phone app that sends no User-Agent still gets its redirect; the click worker marks
      // such clicks as bots and leaves them out of the counts.
      short: ['NoUserAgent_HEADER'],
    },
  },
  // Request patterns known to exploit vulnerabilities (Log4j, Java deserialization, localhost Host headers…).
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', count: { app: [], short: [] } },
];

/** Headers WAF's log never holds: sessions and API keys. */
export const WAF_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

/** Days WAF's log group keeps its records. */
export const WAF_LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

/** The 5-minute window of every rate rule (WAF's default), in seconds. */
export const WAF_WINDOW_SECONDS = 300;

const TOO_MANY = 'TooManyRequests';

/** What the stack does about WAF (kisa-stack.ts decides from the context and the region). */
export type EdgeFirewallPlacement =
  /** `waf=false`: no web ACL. */
  | { kind: 'off'; whyNone: string }
  /** `wafWebAclArn`: that web ACL on both distributions. */
  | { kind: 'attached'; webAclArn: string }
  /** Web ACLs created by EdgeFirewall, in this stack (us-east-1) or the edge stack (elsewhere). */
  | { kind: 'created'; firewall: EdgeFirewall };

/** The web ACL of each distribution, or why there is none (the CFR2 acknowledgement). */
export interface WebAcls {
  app?: string;
  short?: string;
  whyNone?: string;
}

export const APP_LIMITS =
  "The application's own limits still apply (functions/src/core/rate-limits/limits.ts, counted in DynamoDB across instances: sign-in failures per e-mail and per address, sign-ups, recover and resend per e-mail and per address, password-gate guesses per link and address and per link), with the HTTP API stage throttle (2,000 requests/s, burst 1,000) and AWS Shield Standard on CloudFront.";

export function webAclsOf(placement: EdgeFirewallPlacement): WebAcls {
  switch (placement.kind) {
    case 'off':
      return { whyNone: placement.whyNone };
    case 'attached':
      return { app: placement.webAclArn, short: placement.webAclArn };
    case 'created':
      return { app: placement.firewall.app.attrArn, short: placement.firewall.short.attrArn };
  }
}

export interface EdgeFirewallProps {
  /** The main stack's name: names the log group (`aws-waf-logs-<stackName>-edge`, deploy-config.ts derivedNames). */
  stackName: string;
}

/**
 * The two CLOUDFRONT-scope web ACLs, one per distribution, and their log. CloudFront takes only
 * web ACLs of scope CLOUDFRONT, which live in us-east-1: this construct goes in the main stack
 * when that is in us-east-1 (or region-agnostic), else in the companion stack there
 * (kisa-edge-stack.ts), whose ARNs reach the main stack as cross-region references.
 *
 * - app: WAF_RULES (sign-in and unlock, the API, everything), then MANAGED_RULE_GROUPS;
 * - short: SHORT_RATE_LIMIT per address (carrier NAT), then MANAGED_RULE_GROUPS.
 *
 * Both log to one CloudWatch Logs group (the name WAF requires starts with `aws-waf-logs-`), kept
 * WAF_LOG_RETENTION: only requests a rule blocked or counted (the rest would be every redirect),
 * with the Authorization and Cookie headers redacted.
 */
export class EdgeFirewall extends Construct {
  readonly app: wafv2.CfnWebACL;
  readonly short: wafv2.CfnWebACL;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const tooMany = {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY,
          responseHeaders: [{ name: 'retry-after', value: String(WAF_WINDOW_SECONDS) }],
        },
      },
    };
    // The API's own 429 problem document and wording, so clients and the web app read it like any
    // other (WAF's content types have no application/problem+json: it goes as application/json).
    const customResponseBodies = {
      [TOO_MANY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(problemDocument(429, MSG.tooManyAttemptsIn(WAF_WINDOW_SECONDS / 60))) },
    };
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      metric: string,
      paths?: { prefixes: readonly string[]; exact: readonly string[] },
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: tooMany,
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: WAF_WINDOW_SECONDS,
          ...(paths ? { scopeDownStatement: pathStatement(paths) } : {}),
        },
      },
      visibilityConfig: visibility(metric),
    });
    const managed = (which: 'app' | 'short', first: number, prefix: string): wafv2.CfnWebACL.RuleProperty[] =>
      MANAGED_RULE_GROUPS.map((group, i) => ({
        name: group.name,
        priority: first + i,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: group.name,
            ...(group.count[which].length ? { ruleActionOverrides: group.count[which].map((name) => ({ name, actionToUse: { count: {} } })) } : {}),
          },
        },
        visibilityConfig: visibility(`${prefix}${group.name.replace(/^AWSManagedRules/, '')}`),
      }));

    this.app = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Kisa app distribution: per-address rate limits and AWS managed rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('Kisa'),
      customResponseBodies,
      rules: [
        ...WAF_RULES.map((rule, priority) => rateRule(rule.name, priority, rule.limit, `Kisa${rule.name}`, rule.paths)),
        ...managed('app', WAF_RULES.length, 'KisaApp'),
      ],
    });
    this.short = new wafv2.CfnWebACL(this, 'ShortWebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Kisa short-link distribution: a per-address rate limit sized for carrier NAT and AWS managed rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('KisaShort'),
      customResponseBodies,
      rules: [rateRule('ShortLinks', 0, SHORT_RATE_LIMIT, 'KisaShortLinks'), ...managed('short', 1, 'KisaShort')],
    });

    const logGroupName = `aws-waf-logs-${props.stackName}-edge`;
    this.logGroup = new logs.LogGroup(this, 'Logs', { logGroupName, retention: WAF_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    // WAF wants the log group's ARN without the `:*` that CloudFormation's Arn attribute ends in.
    const destination = Arn.format(
      { service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME },
      Stack.of(this),
    );
    for (const [name, acl] of [
      ['AppLogging', this.app],
      ['ShortLogging', this.short],
    ] as const) {
      const logging = new wafv2.CfnLoggingConfiguration(this, name, {
        resourceArn: acl.attrArn,
        logDestinationConfigs: [destination],
        redactedFields: WAF_REDACTED_HEADERS.map((header) => ({ singleHeader: { Name: header } })),
        loggingFilter: {
          DefaultBehavior: 'DROP',
          Filters: [
            { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] },
          ],
        },
      });
      logging.node.addDependency(this.logGroup);
    }
  }
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function pathStatement(paths: { prefixes: readonly string[]; exact: readonly string[] }): wafv2.CfnWebACL.StatementProperty {
  const match = (searchString: string, positionalConstraint: 'STARTS_WITH' | 'EXACTLY'): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint,
      searchString,
      // As API Gateway would see it: decoded, `//` and `/../` resolved; lower case (the paths are).
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
        { priority: 2, type: 'LOWERCASE' },
      ],
    },
  });
  const statements = [...paths.prefixes.map((p) => match(p, 'STARTS_WITH')), ...paths.exact.map((p) => match(p, 'EXACTLY'))];
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}
