/**
 * `npm run bench:cold-start` — the redirect Lambda's cold start, locally: the size of its
 * bundle and the time from importing it to its first answer, in a fresh Node process each
 * run (what an init phase plus the first invocation pay; Node's own start is left out).
 *
 * The handler is bundled as CDK bundles it (ESM, minified, tree-shaken, node22) but with
 * everything it loads inside, the AWS SDK included where it uses any (Lambda provides the SDK,
 * so this is the most a cold start can load). The first answer is a real GET /{code}: one
 * GetItem and one SendMessage against a local stand-in for DynamoDB and SQS that answers at
 * once, so the figure is the handler's own work, connections included.
 *
 * `--entry=<handler.ts>` measures another handler module (e.g. an older commit's, checked out
 * with `git worktree add`); dependencies resolve from this repo's node_modules.
 *
 * `--api` measures the API's functions instead (infra/bench/cold-start-api.ts): every capability
 * function as the stack deploys it (its generated entry, functions/src/capabilities.ts), and
 * every route's handler module alone (one function per route, as the stack once deployed them),
 * each import → first answer to a request without credentials.
 * Env: BENCH_RUNS (default 15).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleLikeCdk } from './bundle-like-cdk.js';
import { log, machineLine, median } from './bench-output.js';
import { benchApi } from './cold-start-api.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const entry = process.argv.find((a) => a.startsWith('--entry='))?.slice('--entry='.length) ?? join(REPO, 'functions/src/handlers/redirect/visit-short-link.ts');
const CODE = 'cold1a2b';

/** The child: import the bundle, answer one visit, report the times on stdout. */
const CHILD = `
const started = performance.now();
const { handler } = await import(process.env.BENCH_BUNDLE);
const imported = performance.now();
const res = await handler({ rawPath: '/${CODE}', rawQueryString: '', headers: { 'user-agent': 'bench' }, requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } } });
const answered = performance.now();
process.stdout.write(JSON.stringify({ status: res.statusCode, importMs: imported - started, firstAnswerMs: answered - imported }));
process.exit(0);
`;

async function main(): Promise<void> {
  log(machineLine());
  if (process.argv.includes('--api')) return benchApi(RUNS);
  const dir = mkdtempSync(join(tmpdir(), 'kisa-cold-start-'));
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      requests.push(target);
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(target.endsWith('GetItem') ? { Item: aliasItem() } : { MessageId: 'm-1', MD5OfMessageBody: '0' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const full = await bundleLikeCdk(entry, join(dir, 'full.mjs'), []);
    const shipped = await bundleLikeCdk(entry, join(dir, 'shipped.mjs'), ['@aws-sdk/*']);
    log(`entry: ${entry.replace(`${REPO}/`, '')}`);
    log(`bundle, minified: ${kb(full)} with everything it loads; ${kb(shipped)} as CDK ships it (@aws-sdk/* from the Lambda runtime)`);
    const childFile = join(dir, 'child.mjs');
    writeFileSync(childFile, CHILD);
    const env = {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      DYNAMODB_ENDPOINT: endpoint,
      SQS_ENDPOINT: endpoint,
      TABLE_NAME: 'kisa',
      CLICK_QUEUE_URL: `${endpoint}/000000000000/clicks`,
      APP_URL: 'http://localhost:3000',
      COOKIE_SECURE: 'false',
      POWERTOOLS_METRICS_DISABLED: 'true',
      BENCH_BUNDLE: join(dir, 'full.mjs'),
    };
    const runs: { importMs: number; firstAnswerMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const before = requests.length;
      // Asynchronously: the stand-in endpoint answers from this process's event loop.
      const child = await promisify(execFile)(process.execPath, [childFile], { env, encoding: 'utf8' });
      const result = JSON.parse(child.stdout) as { status: number; importMs: number; firstAnswerMs: number };
      const calls = requests.slice(before);
      if (result.status !== 302 || !calls.some((t) => t.endsWith('GetItem')) || !calls.some((t) => t.endsWith('SendMessage'))) {
        throw new Error(`expected a 302 after one GetItem and one SendMessage, got ${result.status} after ${calls.join(', ') || 'no calls'}`);
      }
      runs.push(result);
    }
    const imports = runs.map((r) => r.importMs);
    const answers = runs.map((r) => r.firstAnswerMs);
    const totals = runs.map((r) => r.importMs + r.firstAnswerMs);
    log(
      `cold init, median of ${RUNS} fresh processes (min–max): import ${ms(median(imports))} (${ms(Math.min(...imports))}–${ms(Math.max(...imports))}), first answer ${ms(median(answers))}, import to first answer ${ms(median(totals))} (${ms(Math.min(...totals))}–${ms(Math.max(...totals))})`,
    );
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An alias item as links-repo writes it, in DynamoDB JSON. */
function aliasItem() {
  return {
    PK: { S: `ALIAS#${CODE}` },
    SK: { S: 'ALIAS' },
    code: { S: CODE },
    linkId: { S: 'link-1' },
    teamId: { S: 'team-1' },
    longUrl: { S: 'https://example.com/landing' },
    redirects: { M: {} },
    utm: { M: {} },
    expiry: { M: {} },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
