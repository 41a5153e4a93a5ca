import { Annotations, Stack, Token } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { MSG } from '@kisa/shared';
import { Construct } from 'constructs';

/**
 * Per-address request limits at CloudFront's edge (AWS WAF rate-based rules, counted per viewer
 * IP over a sliding 5 minutes). They sit far above the application's own limits
 * (functions/src/domain/rate-limits/limits.ts: e.g. 50 wrong sign-ins per address per 15 min, 5
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
    // Everything on both distributions (short links, the web app's files): ~10 requests/s per
    // address, which a crowd behind one NAT scanning a QR code stays under.
    limit: 5000,
    paths: undefined,
  },
] as const;

/** The 5-minute window of every rule (WAF's default), in seconds. */
export const WAF_WINDOW_SECONDS = 300;

const TOO_MANY = 'TooManyRequests';

export interface EdgeFirewallProps {
  /** `-c waf=false`: no web ACL at all. Default: on. */
  enabled?: boolean;
  /** `-c wafWebAclArn=…`: attach this existing CLOUDFRONT-scope web ACL (us-east-1) instead of creating one. */
  webAclArn?: string;
}

/**
 * The web ACL both distributions use. CloudFront takes only web ACLs of scope CLOUDFRONT, which
 * live in us-east-1, and one stack cannot create a resource in another region. So:
 *
 * - stack in us-east-1 (or region-agnostic): the web ACL is created here, with WAF_RULES;
 * - `wafWebAclArn` given: that web ACL is attached (any region; create it once in us-east-1,
 *   e.g. by deploying this stack there, or by hand with the same rules: docs/DEPLOY.md);
 * - `waf=false`, or another region without `wafWebAclArn`: none (a synth warning in the latter
 *   case); the distributions then acknowledge cdk-nag CFR2 with `whyNone`.
 */
export class EdgeFirewall extends Construct {
  /** The web ACL for both distributions, if any. */
  readonly webAclArn?: string;
  /** Why there is none (the CFR2 acknowledgement), when there is none. */
  readonly whyNone?: string;
  readonly webAcl?: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps = {}) {
    super(scope, id);
    const region = Stack.of(this).region;
    const appLimits =
      'The application\'s own limits still apply (functions/src/domain/rate-limits/limits.ts, counted in DynamoDB across instances: sign-in failures per e-mail and per address, sign-ups, recover and resend per e-mail and per address, password-gate guesses per link and address and per link), with the HTTP API stage throttle (2,000 requests/s, burst 1,000) and AWS Shield Standard on CloudFront.';
    if (props.webAclArn) {
      this.webAclArn = props.webAclArn;
      return;
    }
    if (props.enabled === false) {
      this.whyNone = `AWS WAF turned off for this deployment (context waf=false). ${appLimits}`;
      return;
    }
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      this.whyNone = `No AWS WAF web ACL: the stack is in ${region}, and CloudFront's web ACLs (scope CLOUDFRONT) can only be created in us-east-1; attach one with context wafWebAclArn (docs/DEPLOY.md). ${appLimits}`;
      Annotations.of(this).addWarningV2(
        'kisa:waf-region',
        `No AWS WAF web ACL: CloudFront's web ACLs live in us-east-1 and this stack is in ${region}. Pass -c wafWebAclArn=<ARN of a CLOUDFRONT web ACL> to attach one, or -c waf=false to go without (docs/DEPLOY.md, WAF).`,
      );
      return;
    }

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Kisa: per-address rate limits at the edge, for the app and short-link distributions',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('Kisa'),
      // The API's own 429 shape and wording, so the web app shows it like any other.
      customResponseBodies: {
        [TOO_MANY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ errorMessage: MSG.tooManyAttemptsIn(WAF_WINDOW_SECONDS / 60) }) },
      },
      rules: WAF_RULES.map((rule, priority) => ({
        name: rule.name,
        priority,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: TOO_MANY,
              responseHeaders: [{ name: 'retry-after', value: String(WAF_WINDOW_SECONDS) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            aggregateKeyType: 'IP',
            evaluationWindowSec: WAF_WINDOW_SECONDS,
            ...(rule.paths ? { scopeDownStatement: pathStatement(rule.paths) } : {}),
          },
        },
        visibilityConfig: visibility(`Kisa${rule.name}`),
      })),
    });
    this.webAclArn = this.webAcl.attrArn;
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
