import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { ApiAnswer } from './api.js';
import { runtime } from './api.js';

/**
 * Calls the local runtime from another loopback address (127.0.0.2 and up: all of
 * 127.0.0.0/8 is this machine on Linux), so the gateway sees a different client: how tests
 * meet the real per-IP rate limits, which the rest of the suite (from 127.0.0.1) is exempt
 * from (infra/local/test/global-setup.ts).
 */
export function callFrom<T = any>(
  localAddress: string,
  method: string,
  path: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(path, runtime().appUrl);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    // The gateway listens on 127.0.0.1; `localhost` may resolve to ::1 first.
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers: { host: url.host, ...headers }, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, v);
          }
          const parsed = res.headers['content-type']?.includes('json') && text ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, headers: responseHeaders, cookies: responseHeaders.getSetCookie(), body: parsed as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A loopback address no other test is likely to have used in this run (127.x.y.z, random; never 127.0.0.1). */
export function freshAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${(a! % 254) + 1}.${b}.${(c! % 254) + 1}`;
}

/**
 * Rate-limit windows are fixed and aligned to the clock, and every window (5 min, 15 min,
 * 1 h) turns over at a multiple of 5 minutes: a test that counts hits across a turn sees its
 * counts split in two. Called before such a test, this waits (at most `needMs`) until the
 * current 5-minute stretch has at least `needMs` left.
 */
export async function awayFromWindowTurn(needMs = 60_000): Promise<void> {
  const stretch = 5 * 60_000;
  const left = stretch - (Date.now() % stretch);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
