import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { BRANDED_DOMAIN_HEADER, HSTS_MAX_AGE_SECONDS, securityHeaders, STATIC_PREFIXES, STATIC_ROOT_FILES } from '@kisa/shared';

/**
 * The longest the edge keeps the SPA's shell (index.html, root files): a release shows within a
 * minute without an invalidation. Hashed files under /assets/ are cached for as long as they live.
 */
export const SPA_SHELL_MAX_TTL_SECONDS = 60;

/** The visitor cookie the redirect handler sets on the short domain (unique visitors). */
export const VISITOR_COOKIE = 'kid';

/**
 * The viewer headers the API reads (besides Authorization and cookies): the JSON body check,
 * the CSRF check (Origin, Sec-Fetch-Site) and the unlock route's click (User-Agent, Referer).
 * A header the API starts reading must be added here, or it never arrives in AWS. Accept-Language:
 * the unlock route sends a visitor by the link's targeting rules.
 */
export const API_VIEWER_HEADERS = ['Content-Type', 'Origin', 'Sec-Fetch-Site', 'User-Agent', 'Referer', 'Accept-Language'] as const;

/**
 * What CloudFront itself says about the viewer, for the API: the address (the sign-in, sign-up,
 * recover and unlock limits count viewers, not edge servers) and the location the unlock
 * route's click records.
 */
export const API_CLOUDFRONT_HEADERS = ['CloudFront-Viewer-Address', 'CloudFront-Viewer-Country', 'CloudFront-Viewer-City'] as const;

/**
 * What the redirect handler and the click worker need from the viewer: geo (country, city: the
 * worker then skips its IP lookup; the country also for targeting rules) and device
 * flags from CloudFront, UA/referrer for the log, Accept-Language for targeting rules, and the
 * viewer address (the Function URL only sees CloudFront's IP). Never Host: OAC signs for the
 * Function URL's own host. (At most 10 headers per origin request policy: this list is full;
 * CloudFront-Is-Desktop-Viewer, "neither mobile nor tablet", gave way to Accept-Language.)
 */
export const REDIRECT_HEADERS = [
  'CloudFront-Viewer-Country',
  'CloudFront-Viewer-City',
  'CloudFront-Is-Mobile-Viewer',
  'CloudFront-Is-Tablet-Viewer',
  'CloudFront-Is-IOS-Viewer',
  'CloudFront-Is-Android-Viewer',
  'CloudFront-Viewer-Address',
  'User-Agent',
  'Referer',
  'Accept-Language',
] as const;

/**
 * The branded domains' distribution forwards the same, plus BRANDED_DOMAIN_HEADER (`x-kisa-domain`,
 * shared/src/domains.ts: the domain the visitor asked for, which the redirect resolves links on).
 * Ten headers is CloudFront's limit, so one more device flag gives way: CloudFront-Is-Tablet-Viewer
 * (no code reads the device flags today: the redirect and its targeting rules decide by
 * User-Agent, the click worker parses it).
 */
export const BRANDED_DOMAIN_HEADERS = [...REDIRECT_HEADERS.filter((h) => h !== 'CloudFront-Is-Tablet-Viewer'), BRANDED_DOMAIN_HEADER] as const;

/**
 * Viewer-request function of the branded domains' distribution. A Function URL behind OAC receives
 * the origin's own Host (OAC signs for it), so the visitor's Host, i.e. the team's domain, travels
 * in BRANDED_DOMAIN_HEADER (`x-kisa-domain`): copied from Host, lower case, without a port,
 * replacing whatever value the visitor sent. The short distribution has no such function and does
 * not forward the header (not in REDIRECT_HEADERS): there a visitor's `x-kisa-domain` never reaches
 * the redirect, and its absence means the platform's short domain.
 */
export function brandedDomainCode(): string {
  return `
var HEADER = ${JSON.stringify(BRANDED_DOMAIN_HEADER)};
function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host && host.value) request.headers[HEADER] = { value: host.value.toLowerCase().replace(/:[0-9]+$/, '') };
  else delete request.headers[HEADER];
  return request;
}`;
}

/**
 * Viewer-request function for the SPA: the same decision as shared/src/routes.ts
 * `classifyPath` — static files pass through to S3, every other path is a client-side
 * route and gets index.html. Done here rather than with 403/404 custom error responses
 * because those apply to the whole distribution and would turn the API's own JSON
 * 403/404 answers under /api/* into index.html.
 */
export function spaRewriteCode(): string {
  return `
var STATIC_PREFIXES = ${JSON.stringify(STATIC_PREFIXES)};
var STATIC_ROOT_FILES = ${JSON.stringify(STATIC_ROOT_FILES)};
function handler(event) {
  var request = event.request;
  var segments = request.uri.split('/').filter(function (s) { return s.length > 0; });
  var first = segments[0];
  var isStatic = first !== undefined && (STATIC_PREFIXES.indexOf(first) >= 0 ||
    (segments.length === 1 && STATIC_ROOT_FILES.indexOf(first) >= 0));
  if (!isStatic) request.uri = '/index.html';
  return request;
}`;
}

/**
 * The security headers of shared/src/security-headers.ts (the local gateway sends the same
 * set) as CloudFront settings, plus HSTS, which only AWS serves (https). A response's own
 * CSP, Referrer-Policy or X-Frame-Options wins (override: false), as in the gateway: the
 * API's JSON answers keep `default-src 'none'`, the deeplink page its nonce CSP. A header
 * added to the shared set without a mapping here fails the synth.
 */
export function securityHeadersBehavior(options: { hstsIncludeSubdomains?: boolean; connectSources?: readonly string[]; inlineStyles?: boolean } = {}): {
  security: cloudfront.ResponseSecurityHeadersBehavior;
  custom: cloudfront.ResponseCustomHeader[];
} {
  const behavior: { -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K] } = {
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: options.hstsIncludeSubdomains ?? false,
      override: true,
    },
  };
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(securityHeaders(options.connectSources, { inlineStyles: options.inlineStyles }))) {
    switch (name) {
      case 'content-security-policy':
        behavior.contentSecurityPolicy = { contentSecurityPolicy: value, override: false };
        break;
      case 'x-frame-options':
        behavior.frameOptions = { frameOption: member(cloudfront.HeadersFrameOption, name, value), override: false };
        break;
      case 'referrer-policy':
        behavior.referrerPolicy = { referrerPolicy: member(cloudfront.HeadersReferrerPolicy, name, value), override: false };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront can only send X-Content-Type-Options: nosniff, not '${value}'`);
        behavior.contentTypeOptions = { override: true };
        break;
      // Headers CloudFront has no security setting for go out as custom headers.
      case 'permissions-policy':
      case 'cross-origin-opener-policy':
        custom.push({ header: name, value, override: false });
        break;
      default:
        throw new Error(`No CloudFront response headers setting for the security header '${name}'`);
    }
  }
  return { security: behavior, custom };
}

function member<E extends Record<string, string>>(options: E, name: string, value: string): E[keyof E] {
  const found = Object.values(options).find((v) => v === value);
  if (found === undefined) throw new Error(`CloudFront does not support ${name}: ${value}`);
  return found as E[keyof E];
}
