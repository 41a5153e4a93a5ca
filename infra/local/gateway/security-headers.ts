import type { OutgoingHttpHeaders } from 'node:http';
import { securityHeaders } from '@kisa/shared';

let entries = Object.entries(securityHeaders());
let inlineStyleEntries = Object.entries(securityHeaders([], { inlineStyles: true }));

/**
 * The origins the app's pages may send requests to besides their own (the CSP's connect-src): the
 * S3 emulator, where the editor uploads link preview images with presigned PUTs, as
 * the app's bucket is in AWS. Set once, when the gateway is made.
 */
export function allowConnectSources(sources: readonly string[]): void {
  entries = Object.entries(securityHeaders(sources));
  inlineStyleEntries = Object.entries(securityHeaders(sources, { inlineStyles: true }));
}

/**
 * What CloudFront's response headers policy does in AWS (infra/lib/constructs/distributions.ts,
 * built from the same shared constant): every answer (SPA, files, API, redirects) gets the
 * security headers it does not set itself; a handler's own value (the API's stricter CSP,
 * the deeplink page's nonce CSP) wins. HSTS is AWS-only (plain http here). `inlineStyles`: the
 * CSP of the pages that need inline styles (allowsInlineStyles, a CloudFront behaviour of their
 * own in AWS). Mutates and answers `headers`; lower-case names expected.
 */
export function addSecurityHeaders<H extends OutgoingHttpHeaders>(headers: H, options: { inlineStyles?: boolean } = {}): H {
  const set = options.inlineStyles ? inlineStyleEntries : entries;
  for (let i = 0; i < set.length; i++) {
    const [name, value] = set[i]!;
    if (headers[name] === undefined) (headers as OutgoingHttpHeaders)[name] = value;
  }
  return headers;
}
