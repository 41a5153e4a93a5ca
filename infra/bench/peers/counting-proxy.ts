/**
 * A pass-through HTTP proxy on 127.0.0.1 in front of a peer, counting the requests Kisa's
 * import makes to it, by kind (`GET /links`, `GET /links/{id}/stats`, …) and answer status, and
 * the time between the first and the last. Only the Host header changes on the way (the peer's).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyCounts {
  /** `GET /links 200` → 21 */
  byKind: Map<string, number>;
  total: number;
  firstAt: number;
  lastAt: number;
}

export interface CountingProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:40123 (the peer's paths behind it). */
  url: string;
  /** The counts since the last reset. */
  counts(): ProxyCounts;
  reset(): void;
  close(): Promise<void>;
}

/** `/api/v2/links/5d1c…/stats?x` → `/links/{id}/stats` (ids and the API prefix folded, the query dropped). */
const kindOf = (method: string, url: string): string =>
  `${method} ${
    url
      .split('?')[0]!
      .replace(/^\/api(\/v2)?/, '')
      .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, '/{id}') || '/'
  }`;

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let counts: ProxyCounts = { byKind: new Map(), total: 0, firstAt: 0, lastAt: 0 };
  const server: Server = createServer((req, res) => {
    // The peer's own Host: Kutt treats any other as a custom domain of its.
    const headers = { ...req.headers, host: `${hostname}:${port}` };
    const upstream = request({ hostname, port, method: req.method, path: req.url, headers }, (answer) => {
      const now = Date.now();
      const kind = `${kindOf(req.method ?? 'GET', req.url ?? '/')} ${answer.statusCode}`;
      counts.byKind.set(kind, (counts.byKind.get(kind) ?? 0) + 1);
      counts.total++;
      counts.firstAt ||= now;
      counts.lastAt = now;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    counts: () => counts,
    reset: () => {
      counts = { byKind: new Map(), total: 0, firstAt: 0, lastAt: 0 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `152 requests in 151.2 s (1.0/s): GET /links 200 × 21, GET /links/{id}/stats 200 × 131` */
export function countsLine(c: ProxyCounts): string {
  const span = (c.lastAt - c.firstAt) / 1000;
  const kinds = [...c.byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} × ${n}`)
    .join(', ');
  return `${c.total} requests in ${span.toFixed(1)} s (${span > 0 ? (c.total / span).toFixed(2) : '—'}/s): ${kinds}`;
}
