import type { OutgoingHttpHeaders } from 'node:http';
import { SECURITY_HEADERS } from '@kisa/shared';

const ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * What CloudFront's response headers policy does in AWS (infra/lib/constructs/distributions.ts,
 * built from the same shared constant): every answer (SPA, files, API, redirects) gets the
 * security headers it does not set itself; a handler's own value (the API's stricter CSP,
 * the deeplink page's nonce CSP) wins. HSTS is AWS-only (plain http here). Mutates and
 * answers `headers`; lower-case names expected.
 */
export function addSecurityHeaders<H extends OutgoingHttpHeaders>(headers: H): H {
  for (let i = 0; i < ENTRIES.length; i++) {
    const [name, value] = ENTRIES[i]!;
    if (headers[name] === undefined) (headers as OutgoingHttpHeaders)[name] = value;
  }
  return headers;
}
