import { paths } from './routes.js';

/**
 * The browser security headers of everything Kisa serves (the SPA, its files, the API's
 * answers, short-link redirects), defined once: the local gateway sends them and the CDK
 * ResponseHeadersPolicy of both CloudFront distributions is built from them. Where a
 * response already carries one of these headers (the API's `default-src 'none'` CSP, the
 * deeplink page's nonce CSP), its own, stricter value stays.
 *
 * The CSP allows nothing inline and nothing from other origins to run: scripts, styles,
 * fonts and API calls come from the app's own origin. React (and recharts through it) sets
 * style props through the CSSOM, which style-src does not govern, so no 'unsafe-inline' is
 * needed (web/e2e/security.test.ts walks the main screens in Chromium and fails on any
 * violation) — except on the API reference (`options.inlineStyles`, INLINE_STYLE_PAGES). Images may also be data:/blob: (QR codes, downloads) and https: (the favicons
 * of link targets). `connectSources`: origins the app's pages may send requests to besides their
 * own — the bucket a link preview image is uploaded to with a presigned PUT: the app's
 * bucket's regional S3 host in AWS, the S3 emulator locally.
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], options: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    options.inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What a page's CSP may add to the app's. */
export interface PolicyOptions {
  /** 'unsafe-inline' in style-src: `<style>` elements and style attributes (never scripts). */
  inlineStyles?: boolean;
}

/**
 * Pages whose documents are sent the CSP with inline styles (the gateway by path prefix, CloudFront
 * by a behaviour of its own): the API reference only. Scalar, which renders it, writes its theme into
 * a `<style>` element, its toasts (vue-sonner) inject theirs as they load, and its code blocks and
 * a scrollbar probe set style attributes. Nothing on the page is secret (the document is public),
 * scripts stay 'self' only, and the app's links into and out of the page load a new document, so
 * no other screen runs under this policy.
 */
export const INLINE_STYLE_PAGES: readonly string[] = [paths.apiReference];

/**
 * Whether the document at `pathname` gets the CSP with inline styles: it starts with one of
 * INLINE_STYLE_PAGES, as CloudFront's `{page}*` path pattern matches (so `{page}/` too).
 */
export function allowsInlineStyles(pathname: string): boolean {
  return INLINE_STYLE_PAGES.some((page) => pathname.startsWith(page));
}

/**
 * Pages search engines are told to leave out (`X-Robots-Tag: noindex` on their documents, the gateway
 * by path prefix, CloudFront by a behaviour of their own): shared dashboards, public to whoever has
 * the link and never meant to be found. The page sets a robots meta tag too; the header also holds
 * for crawlers that run no script.
 */
export const UNLISTED_PAGES: readonly string[] = [paths.sharedDashboard('')];

/** The header an unlisted page's document is sent besides the security headers. */
export const UNLISTED_HEADERS: Readonly<Record<string, string>> = { 'x-robots-tag': 'noindex' };

/** Whether the document at `pathname` is unlisted: it starts with one of UNLISTED_PAGES. */
export function isUnlistedPage(pathname: string): boolean {
  return UNLISTED_PAGES.some((page) => pathname.startsWith(page));
}

/** The CSP with no upload origin (what a runtime without a preview bucket sends; the tests' reference). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Browser features nobody on Kisa's pages needs (the clipboard, which the app uses, stays allowed for its own origin). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** Header name (lower case) → value; `connectSources` and `options` as contentSecurityPolicy's. */
export function securityHeaders(connectSources: readonly string[] = [], options: PolicyOptions = {}): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(connectSources, options) };
}

/** Header name (lower case) → value. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  // No powerful feature is used by the app or a short link: none may be used by it or anything it embeds.
  'permissions-policy': PERMISSIONS_POLICY,
  // A window Kisa opens or is opened by shares no browsing context group with other origins.
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Strict-Transport-Security, in AWS only (CloudFront serves https; the local runtime is
 * plain http on localhost, where HSTS would pin the browser to https for that host).
 */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
