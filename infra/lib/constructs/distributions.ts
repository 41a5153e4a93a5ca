import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { ORIGIN_SECRET_HEADER } from '@kisa/functions/src/lib/http/origin-header';
import { BRANDED_DOMAIN_HEADER, INLINE_STYLE_PAGES, PREVIEW_IMAGES_PREFIX, UNLISTED_HEADERS, UNLISTED_PAGES } from '@kisa/shared';
import { Construct } from 'constructs';
import {
  API_CLOUDFRONT_HEADERS,
  API_VIEWER_HEADERS,
  BRANDED_DOMAIN_HEADERS,
  brandedDomainCode,
  REDIRECT_HEADERS,
  SPA_SHELL_MAX_TTL_SECONDS,
  securityHeadersBehavior,
  spaRewriteCode,
  VISITOR_COOKIE,
} from './distribution-behaviour';
import type { WebAcls } from './web-acl';
import { acknowledge } from './nag-suppressions';

export interface DistributionsProps {
  /** The SPA's files, the link preview images (served under `/previews/`) and the access logs' bucket (constructs/storage.ts). */
  buckets: { spaBucket: s3.IBucket; previewBucket: s3.IBucket; logBucket: s3.IBucket };
  /** `<id>.execute-api.<region>.amazonaws.com` */
  apiDomainName: string;
  /**
   * The origin secret, sent to the API as ORIGIN_SECRET_HEADER on every request (OriginSecret.headerValue:
   * a dynamic reference CloudFormation resolves). The API refuses requests without it.
   */
  apiOriginSecret: string;
  redirectUrl: lambda.IFunctionUrl;
  appDomain?: string;
  shortDomain?: string;
  /**
   * ACM certificate in us-east-1 covering appDomain and shortDomain: the one of context
   * certificateArn, or the one the stack made (constructs/edge-certificate.ts; kisa-stack.ts).
   */
  certificate?: acm.ICertificate;
  /** The AWS WAF web ACL of each distribution (constructs/web-acl.ts), or why there is none (acknowledges cdk-nag CFR2). */
  webAcls: WebAcls;
  /** Edge locations both distributions use (context `priceClass`); default: all. */
  priceClass?: cloudfront.PriceClass;
  /** HSTS with includeSubDomains (context `hstsIncludeSubdomains`): only where every subdomain of both hosts serves https. */
  hstsIncludeSubdomains?: boolean;
}

/**
 * Two distributions: the app (SPA from S3 + `/api/*` to the HTTP API) and the short
 * domain (everything to the redirect function). Both log to the log bucket, send
 * security headers and, with a certificate, serve TLS 1.2+ only.
 */
export class Distributions extends Construct {
  readonly app: cloudfront.Distribution;
  readonly short: cloudfront.Distribution;
  /**
   * The branded domains' multi-tenant (`tenant-only`) distribution: no domain of its own;
   * each verified team domain is a distribution tenant on it with a CloudFront-managed certificate,
   * made at run time (functions/src/lib/edge/cloudfront-edge-domains.ts). Same origin (the redirect
   * Function URL, OAC) and behaviour as `short`, plus the viewer-request function that names the
   * domain (brandedDomainCode).
   */
  readonly domains: cloudfront.Distribution;
  /** The connection group the tenants are served from: its routing endpoint is what customers CNAME to. */
  readonly connectionGroup: cloudfront.CfnConnectionGroup;

  constructor(scope: Construct, id: string, props: DistributionsProps) {
    super(scope, id);
    const certificate = props.certificate;
    const tls = (domain: string | undefined): Partial<cloudfront.DistributionProps> =>
      certificate && domain ? { certificate, domainNames: [domain], minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 } : {};
    // The app's pages upload link preview images straight to the preview bucket with presigned PUTs:
    // its regional host, the one the SDK presigns for, is the one origin they may send to besides their own.
    const headerOptions = {
      hstsIncludeSubdomains: props.hstsIncludeSubdomains,
      connectSources: [`https://${props.buckets.previewBucket.bucketRegionalDomainName}`],
    };
    const headers = securityHeadersBehavior(headerOptions);
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Kisa security headers (shared/src/security-headers.ts) + HSTS; a response keeps its own CSP',
      securityHeadersBehavior: headers.security,
      customHeadersBehavior: { customHeaders: headers.custom },
    });
    // The same with inline styles allowed, for the documents of INLINE_STYLE_PAGES only (the API
    // reference: why in shared/src/security-headers.ts); their scripts and files keep the policy above.
    const inlineStyleHeaders = securityHeadersBehavior({ ...headerOptions, inlineStyles: true });
    const inlineStylePolicy = new cloudfront.ResponseHeadersPolicy(this, 'InlineStyleHeaders', {
      comment: 'Kisa security headers with inline styles, for the API reference page (shared/src/security-headers.ts INLINE_STYLE_PAGES)',
      securityHeadersBehavior: inlineStyleHeaders.security,
      customHeadersBehavior: { customHeaders: inlineStyleHeaders.custom },
    });
    // The same plus X-Robots-Tag: noindex, for the documents of UNLISTED_PAGES (shared dashboards).
    const unlistedPolicy = new cloudfront.ResponseHeadersPolicy(this, 'UnlistedHeaders', {
      comment: 'Kisa security headers plus X-Robots-Tag: noindex, for shared dashboards (shared/src/security-headers.ts UNLISTED_PAGES)',
      securityHeadersBehavior: headers.security,
      customHeadersBehavior: {
        customHeaders: [...headers.custom, ...Object.entries(UNLISTED_HEADERS).map(([header, value]) => ({ header, value, override: true }))],
      },
    });
    // The SPA's shell (index.html for every client route, and the root files) changes with each
    // release under the same name: the edge keeps it at most a minute, so a release never
    // depends on an invalidation. /assets/ holds content-hashed names only: cached as long as
    // CloudFront allows (the managed CachingOptimized policy).
    const spaShell = new cloudfront.CachePolicy(this, 'SpaShellCache', {
      comment: `Kisa SPA shell (index.html): at most ${SPA_SHELL_MAX_TTL_SECONDS} s at the edge`,
      defaultTtl: Duration.seconds(SPA_SHELL_MAX_TTL_SECONDS),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(SPA_SHELL_MAX_TTL_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Client-side routes -> /index.html (shared/src/routes.ts classifyPath)',
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode()),
    });

    // The API behaviour's policies. The managed AllViewerExceptHostHeader policy forwards every
    // viewer header but none of CloudFront's own: the API saw the edge server's address, and all
    // viewers behind one edge shared one rate limit. A policy adding CloudFront's headers to
    // "all viewer headers" forwards Host too, which API Gateway refuses; so the headers the API
    // reads are listed, with CloudFront's. Authorization cannot be in an origin request policy
    // (CloudFront requires it in the cache key), so the cache policy keys on it, the cookies and
    // the query string — and caches nothing: TTL 0 unless an answer asks otherwise (at most 1 s),
    // and every API answer says no-store.
    const apiCache = new cloudfront.CachePolicy(this, 'ApiCache', {
      comment: 'Kisa API: no caching; Authorization, cookies and query strings reach the API',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Kisa API: the viewer headers it reads, cookies, query strings, and the viewer address and location from CloudFront',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_VIEWER_HEADERS, ...API_CLOUDFRONT_HEADERS),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });

    const spaOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.buckets.spaBucket);
    // The SPA's shell: index.html for the client routes, sent with `policy`'s headers.
    const spaShellBehavior = (policy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions => ({
      origin: spaOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: spaShell,
      responseHeadersPolicy: policy,
      compress: true,
      functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    });
    // Link preview images: their own bucket, its origin also granted s3:ListBucket, without
    // which S3 answers 403 rather than 404 for a key that is not there — a deleted image (replaced,
    // removed, its link deleted) must answer 404. Listing stays out of reach: every request of this
    // behaviour names a key under previews/, the default behaviour rewrites `/` to index.html
    // (defaultRootObject, SPA rewrite), and neither cache policy forwards query strings.
    const previewsOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.buckets.previewBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    this.app = new cloudfront.Distribution(this, 'App', {
      comment: 'Kisa app: SPA + /api',
      ...tls(props.appDomain),
      priceClass: props.priceClass,
      webAclId: props.webAcls.app,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: props.buckets.logBucket,
      logFilePrefix: 'cloudfront/app/',
      defaultBehavior: spaShellBehavior(securityHeaders),
      additionalBehaviors: {
        // `{page}*`, the prefix allowsInlineStyles matches: the page, with or without a trailing slash.
        ...Object.fromEntries(INLINE_STYLE_PAGES.map((page) => [`${page}*`, spaShellBehavior(inlineStylePolicy)])),
        ...Object.fromEntries(UNLISTED_PAGES.map((page) => [`${page}*`, spaShellBehavior(unlistedPolicy)])),
        '/assets/*': {
          origin: spaOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        // Link preview images: uploaded under previews/ of the preview bucket (the same path as when
        // they lived in the SPA bucket: stored keys and shared URLs keep working), served as files
        // (no SPA rewrite), cached like /assets (each name is a new uuid, never rewritten; a
        // takedown or delete invalidates its path: functions/src/lib/aws/cloudfront-invalidation.ts).
        [`/${PREVIEW_IMAGES_PREFIX}/*`]: {
          origin: previewsOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: false,
        },
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // Proof the request came through here; replaces any header of that name a viewer sent.
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.apiOriginSecret },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    Annotations.of(this.app).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'ListBucket only turns 403 into 404 for missing preview images: defaultRootObject is set, the SPA rewrite sends `/` to index.html, no query string reaches S3.',
    );

    // The redirect's viewer headers (REDIRECT_HEADERS), the visitor cookie `kid` for uniques and
    // the query string (kept for links that may pass it on).
    const redirectRequests = new cloudfront.OriginRequestPolicy(this, 'RedirectRequests', {
      comment: 'Kisa short links: geo/device headers, UA, referrer, visitor cookie, query strings',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...REDIRECT_HEADERS),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(VISITOR_COOKIE),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });
    // One behaviour for the platform's short domain and every branded domain: the redirect origin,
    // GET/HEAD, nothing cached (every hit must reach the function: it counts the click and may
    // depend on the device), the security headers.
    const redirectBehavior = (originRequestPolicy: cloudfront.IOriginRequestPolicy): cloudfront.BehaviorOptions => ({
      origin: origins.FunctionUrlOrigin.withOriginAccessControl(props.redirectUrl, {
        readTimeout: Duration.seconds(10),
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy,
      responseHeadersPolicy: securityHeaders,
    });

    this.short = new cloudfront.Distribution(this, 'Short', {
      comment: 'Kisa short links: /{code} -> redirect function',
      ...tls(props.shortDomain),
      priceClass: props.priceClass,
      webAclId: props.webAcls.short,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.buckets.logBucket,
      logFilePrefix: 'cloudfront/short/',
      defaultBehavior: redirectBehavior(redirectRequests),
    });

    const branded = this.brandedDomains(props, redirectBehavior);
    this.domains = branded.distribution;
    this.connectionGroup = branded.connectionGroup;

    acknowledge(this.domains, 'AwsSolutions-CFR1', 'A link platform serves visitors worldwide; there is no country to restrict.');
    if (!props.webAcls.short) acknowledge(this.domains, 'AwsSolutions-CFR2', props.webAcls.whyNone ?? 'No AWS WAF web ACL.');
    acknowledge(
      this.domains,
      'AwsSolutions-CFR4',
      "The multi-tenant distribution has no domain of its own: each branded domain is a distribution tenant with its own CloudFront-managed ACM certificate (issued per host at run time, CloudFront's default TLS policy for managed certificates); the distribution-level viewer certificate is never presented for a team's domain.",
    );
    for (const [d, domain, webAcl] of [
      [this.app, props.appDomain, props.webAcls.app],
      [this.short, props.shortDomain, props.webAcls.short],
    ] as const) {
      acknowledge(d, 'AwsSolutions-CFR1', 'A link platform serves visitors worldwide; there is no country to restrict.');
      if (!webAcl) acknowledge(d, 'AwsSolutions-CFR2', props.webAcls.whyNone ?? 'No AWS WAF web ACL.');
      // Per distribution: with one custom domain (e.g. only shortDomain) the other keeps its *.cloudfront.net name.
      if (!tls(domain).certificate) {
        acknowledge(
          d,
          'AwsSolutions-CFR4',
          'Without a custom domain of its own (context appDomain / shortDomain) this distribution answers on its *.cloudfront.net name with the default certificate, for which CloudFront does not allow choosing the TLS policy; with one, TLSv1.2_2021 is set.',
        );
      }
    }
  }

  /**
   * The branded domains' edge (docs/ARCHITECTURE.md, "Branded domains at the edge"):
   *
   * - a connection group (its routing endpoint `d….cloudfront.net` is the CNAME target customers
   *   are shown: DOMAIN_CNAME_TARGET), IPv6 on, named after the stack (names are unique per account);
   * - a multi-tenant distribution (`ConnectionMode: tenant-only`) with the short distribution's
   *   origin and behaviour (redirectBehavior), its WAF web ACL, access logs under
   *   `cloudfront/domains/`, and the viewer-request function that copies Host into
   *   BRANDED_DOMAIN_HEADER. A multi-tenant distribution takes no aliases, price class or IPv6
   *   switch (the connection group holds IPv6; tenants are served from every edge location), so
   *   the L2 construct's IPV6Enabled is removed.
   *
   * Tenants (one per verified domain) are made at run time, not here.
   */
  private brandedDomains(
    props: DistributionsProps,
    redirectBehavior: (policy: cloudfront.IOriginRequestPolicy) => cloudfront.BehaviorOptions,
  ): { distribution: cloudfront.Distribution; connectionGroup: cloudfront.CfnConnectionGroup } {
    const connectionGroup = new cloudfront.CfnConnectionGroup(this, 'DomainsConnectionGroup', {
      name: `${Stack.of(this).stackName}-branded-domains`,
      enabled: true,
      ipv6Enabled: true,
    });
    const requests = new cloudfront.OriginRequestPolicy(this, 'DomainsRequests', {
      comment: "Kisa branded domains: the short links' headers with the domain (x-kisa-domain), visitor cookie, query strings",
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...BRANDED_DOMAIN_HEADERS),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(VISITOR_COOKIE),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });
    const brandedDomain = new cloudfront.Function(this, 'DomainsHost', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: `Branded domains: Host -> ${BRANDED_DOMAIN_HEADER} (shared/src/domains.ts BRANDED_DOMAIN_HEADER)`,
      code: cloudfront.FunctionCode.fromInline(brandedDomainCode()),
    });
    const behavior = redirectBehavior(requests);
    const distribution = new cloudfront.Distribution(this, 'Domains', {
      comment: 'Kisa branded domains: a tenant per verified team domain -> redirect function',
      webAclId: props.webAcls.short,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.buckets.logBucket,
      logFilePrefix: 'cloudfront/domains/',
      defaultBehavior: {
        ...behavior,
        functionAssociations: [{ function: brandedDomain, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
    });
    const cfn = distribution.node.defaultChild as cloudfront.CfnDistribution;
    cfn.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    cfn.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
    return { distribution, connectionGroup };
  }
}
