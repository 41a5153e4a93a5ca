import { request } from 'node:http';
import { runtimeUrls } from './browser';
import { UA } from './user-agents';

/** A reverse proxy the test runtime trusts (TRUSTED_PROXIES 127.0.13.0/24): its X-Forwarded-For names the visitor. */
const PROXY = '127.0.13.7';

/**
 * One visit of the short link `code` from the trusted proxy's address, as a desktop browser
 * unless `headers` say otherwise (`x-forwarded-for` names the visitor): the redirect's status
 * and Location, no cookie kept.
 */
export function visitThroughProxy(code: string, headers: Record<string, string>): Promise<{ status: number; location: string | null }> {
  const url = new URL(`/${code}`, runtimeUrls().appUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'GET',
        localAddress: PROXY,
        headers: { host: url.host, 'user-agent': UA.desktop, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
