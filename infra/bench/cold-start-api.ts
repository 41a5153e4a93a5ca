/**
 * `npm run bench:cold-start -- --api`: the cold start of the API's functions, locally, as
 * bench-cold-start.ts measures the redirect's — each bundled as CDK bundles it but with
 * everything it loads (the AWS SDK included), imported in a fresh Node process, then one
 * request answered. Two grains, measured in the same run:
 *
 * - `capability`: each capability function (functions/src/capabilities.ts): the generated entry
 *   that imports all of its handler modules and dispatches by routeKey — what the stack deploys;
 * - `route`: each route's handler module alone — one function per route, as the stack once deployed them.
 *
 * The request: the unit's first signed-in route without credentials (the whole chain runs — origin
 * check, CSRF, body, authentication — and answers 401 with no I/O), or, for a unit with only
 * public routes, its first route with an empty body against a local stand-in that answers `{}` to
 * every AWS call. The status is printed; the figure is the time, not the answer.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiRoutes, type ApiRoute } from '@kisa/functions/src/api-routes';
import { capabilitiesOf, routeKeyOf } from '@kisa/functions/src/capabilities';
import { writeCapabilityEntry } from '../lib/constructs/capability-entry.js';
import { bundleLikeCdk } from './bundle-like-cdk.js';
import { log, median } from './bench-output.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'bench-origin-secret';

const CHILD = `
const started = performance.now();
const { handler } = await import(process.env.BENCH_BUNDLE);
const imported = performance.now();
const res = await handler(JSON.parse(process.env.BENCH_EVENT), { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 15000 });
const answered = performance.now();
process.stdout.write(JSON.stringify({ status: res.statusCode, importMs: imported - started, firstAnswerMs: answered - imported }));
process.exit(0);
`;

interface Unit {
  grain: 'capability' | 'route';
  name: string;
  capability: string;
  entry: string;
  request: ApiRoute;
}

function eventFor(route: ApiRoute): unknown {
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'bench1');
  const pathParameters = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], 'bench1']));
  return {
    version: '2.0',
    routeKey: routeKeyOf(route),
    rawPath,
    rawQueryString: '',
    headers: { 'x-origin-verify': SECRET, host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'user-agent': 'bench' },
    pathParameters,
    requestContext: {
      requestId: 'bench',
      routeKey: routeKeyOf(route),
      http: { method: route.method, path: rawPath, sourceIp: '127.0.0.1', protocol: 'HTTP/1.1', userAgent: 'bench' },
    },
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    isBase64Encoded: false,
  };
}

const requestOf = (routes: ApiRoute[]): ApiRoute => routes.find((r) => r.auth !== 'public') ?? routes[0]!;

export async function benchApi(runs: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kisa-cold-start-api-'));
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      res.end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const units: Unit[] = [];
  for (const c of capabilitiesOf(apiRoutes)) {
    units.push({ grain: 'capability', name: c.name, capability: c.name, entry: writeCapabilityEntry(c), request: requestOf(c.routes) });
    for (const handler of c.handlers.filter((h) => c.routes.some((r) => r.handler === h))) {
      const routes = c.routes.filter((r) => r.handler === handler);
      units.push({
        grain: 'route',
        name: handler,
        capability: c.name,
        entry: join(REPO, 'functions/src/handlers', `${handler}.ts`),
        request: requestOf(routes),
      });
    }
  }
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    ...Object.fromEntries(['DYNAMODB', 'SQS', 'S3', 'COGNITO', 'SES'].map((s) => [`${s}_ENDPOINT`, endpoint])),
    TABLE_NAME: 'kisa',
    USER_POOL_ID: 'us-east-1_bench',
    USER_POOL_CLIENT_ID: 'bench',
    JWT_ISSUER: `${endpoint}/us-east-1_bench`,
    JWKS_URI: `${endpoint}/us-east-1_bench/.well-known/jwks.json`,
    CLICK_QUEUE_URL: `${endpoint}/000000000000/clicks`,
    BULK_QUEUE_URL: `${endpoint}/000000000000/bulk`,
    CLICK_LOG_BUCKET: 'kisa-clicks',
    EXPORTS_BUCKET: 'kisa-exports',
    ATHENA_WORKGROUP: 'bench',
    GLUE_DATABASE: 'bench',
    GLUE_TABLE: 'clicks',
    GLUE_COMPACT_TABLE: 'clicks_compact',
    APP_URL: 'http://localhost:3000',
    SHORT_URL_BASE: 'http://localhost:3000',
    MAIL_FROM: 'no-reply@kisa.local',
    COOKIE_SECURE: 'false',
    ORIGIN_SECRET: SECRET,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
  const childFile = join(dir, 'child.mjs');
  writeFileSync(childFile, CHILD);
  const results = new Map<
    string,
    { shippedKb: number; fullKb: number; status: number; importMs: number; firstMs: number; totalMs: number; min: number; max: number }
  >();
  try {
    log(`API functions, ${runs} fresh processes each; import = loading the bundle (init), first answer = one request (see cold-start-api.ts)`);
    for (const u of units) {
      const key = `${u.grain}:${u.name}`;
      const full = await bundleLikeCdk(u.entry, join(dir, `${key.replace(/[/:]/g, '_')}.mjs`), []);
      const shipped = await bundleLikeCdk(u.entry, join(dir, `${key.replace(/[/:]/g, '_')}-shipped.mjs`), ['@aws-sdk/*']);
      const rs: { status: number; importMs: number; firstAnswerMs: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const child = await promisify(execFile)(process.execPath, [childFile], {
          env: { ...env, BENCH_BUNDLE: join(dir, `${key.replace(/[/:]/g, '_')}.mjs`), BENCH_EVENT: JSON.stringify(eventFor(u.request)) },
          encoding: 'utf8',
        });
        rs.push(JSON.parse(child.stdout));
      }
      const totals = rs.map((r) => r.importMs + r.firstAnswerMs);
      const r = {
        shippedKb: shipped / 1024,
        fullKb: full / 1024,
        status: rs[0]!.status,
        importMs: median(rs.map((x) => x.importMs)),
        firstMs: median(rs.map((x) => x.firstAnswerMs)),
        totalMs: median(totals),
        min: Math.min(...totals),
        max: Math.max(...totals),
      };
      results.set(key, r);
      log(
        `${u.grain.padEnd(10)} ${u.name.padEnd(36)} shipped ${r.shippedKb.toFixed(0).padStart(5)} KB, full ${r.fullKb.toFixed(0).padStart(5)} KB | ${routeKeyOf(u.request).padEnd(40)} → ${r.status} | import ${r.importMs.toFixed(0)} ms, first answer ${r.firstMs.toFixed(0)} ms, total ${r.totalMs.toFixed(0)} ms (${r.min.toFixed(0)}–${r.max.toFixed(0)})`,
      );
    }
    log('');
    log(
      '| capability | routes | one function per route: import → first answer, median per route (min–max over its routes) | capability function: bundle shipped / with SDK, import → first answer (min–max of runs) |',
    );
    log('|---|---|---|---|');
    for (const c of capabilitiesOf(apiRoutes)) {
      const cap = results.get(`capability:${c.name}`)!;
      const perRoute = units.filter((u) => u.grain === 'route' && u.capability === c.name).map((u) => results.get(`route:${u.name}`)!.totalMs);
      const range = perRoute.length ? `${Math.min(...perRoute).toFixed(0)}–${Math.max(...perRoute).toFixed(0)} ms` : '—';
      log(
        `| ${c.name} | ${c.routes.length} | ${range} (median ${perRoute.length ? median(perRoute).toFixed(0) : '—'} ms) | ${cap.shippedKb.toFixed(0)} KB / ${cap.fullKb.toFixed(0)} KB, **${cap.totalMs.toFixed(0)} ms** (${cap.min.toFixed(0)}–${cap.max.toFixed(0)}) |`,
      );
    }
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
