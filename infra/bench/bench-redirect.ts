/**
 * `npm run bench:redirect` — the redirect budget of BRIEF.md §4, measured in one run:
 *
 * 1. starts the local runtime (fresh temp data dir, free ports, quiet);
 * 2. creates a verified user and a short link through the API, warms the link;
 * 3. runs `wrk -t2 -c64 -d10s` against the warm short link and against a bare node:http
 *    server answering 302, three times each, alternating;
 * 4. prints both medians and their ratio, and for every run the CPU µs per request of each
 *    process (gateway, SQS emulator, wrk, the bare server) and, before the worker drains the
 *    queue, the average number of clicks per SQS message;
 * 5. waits for the click queue to drain and checks that no click was lost or invented:
 *    every completed request is counted (clicks >= completed), and nothing beyond what was
 *    sent is (clicks <= sent; wrk stops with up to 64 requests in flight, which the
 *    gateway may still serve and count). A Lua counter in wrk gives the requests sent.
 *
 * With the worker running (BENCH_WITH_WORKER=1) it also samples the click queue's depth every
 * second during each redirect run: the backlog's peak, where it ended, and how long the
 * worker took to drain it afterwards (docs/RELIABILITY.md "Backlog").
 *
 * Exits non-zero when the ratio is below the budget (0.5; 0.35 with the worker) or a click is lost.
 * Knobs: BENCH_DURATION (default 10s), BENCH_RUNS (3), BENCH_WARMUP (wrk on each target first: 10s; 40s with the
 * worker — see WARMUP), BENCH_CONNECTIONS (64), BENCH_THREADS (2),
 * BENCH_KEEP_DATA=1 (keep the temp data dir with the runtime's logs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { localClientBase } from '../local/bootstrap/aws-clients.js';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { waitForMail } from '../local/test/mailbox.js';
import { log, machineLine, median } from './bench-output.js';
import { cpuSeconds, reapedChildrenCpuSeconds } from './process-cpu.js';

const DURATION = process.env.BENCH_DURATION ?? '10s';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
/** BENCH_WITH_WORKER=1: the click worker runs during the measurement too (default: paused, resumed to drain). */
const WITH_WORKER = process.env.BENCH_WITH_WORKER === '1';
/**
 * Steady state, as a long-running local Kisa is. With the worker, DynamoDB Local's JVM is
 * still JIT-compiling the worker's counting transactions after 10 s (about one batch a
 * second reaches it): its CPU per click measured 116–170 µs after a 10 s warm-up and
 * 46–67 µs after 40 s, the same code (docs/BENCHMARKS.md).
 */
const WARMUP = process.env.BENCH_WARMUP ?? (WITH_WORKER ? '40s' : '10s');
/** BRIEF §4: half the bare server with the worker paused, 0.35 with it on the same cores. */
const BUDGET = WITH_WORKER ? 0.35 : 0.5;
const DRAIN_STALL_MS = 200_000; // beyond two visibility timeouts (60 s): a retried batch lands late, not never

interface WrkResult {
  rps: number;
  completed: number;
  sent: number;
  errors: string;
  non3xx: number;
}

/** A wrk run with what it cost each process: CPU microseconds per completed request (see measured()). */
interface MeasuredRun extends WrkResult {
  cpu: Record<string, number>;
}

async function main(): Promise<number> {
  if (spawnSync('wrk', ['--version']).error) {
    log('wrk is not installed (apt-get install -y wrk).');
    return 2;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-bench-'));
  const luaFile = join(dataDir, 'count-sent.lua');
  writeFileSync(luaFile, LUA);
  let runtime: Runtime | undefined;
  const bare = createServer((_req, res) => {
    res.writeHead(302, { location: 'https://example.com/landing', 'cache-control': 'private, no-store' });
    res.end();
  });
  try {
    log(`click worker: ${WITH_WORKER ? 'running during the measurement' : 'paused during the measurement, resumed afterwards to drain'}`);
    log(machineLine());
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true, pollers: WITH_WORKER ? 'running' : 'paused' });
    const { linkId, code } = await createLink(runtime);
    const shortUrl = `${runtime.appUrl.replace('localhost', '127.0.0.1')}/${code}`;
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/bench`;

    // Warm: the link in the gateway's cache, the SDK's connections, JIT on both servers.
    let warmClicks = 0;
    for (let i = 0; i < 50; i++) {
      const res = await fetch(shortUrl, { redirect: 'manual' });
      if (res.status !== 302) throw new Error(`expected the short link to answer 302, got ${res.status}`);
      warmClicks++;
    }
    // Long enough for every process on the path to settle (the gateway's JIT, fauxqs's SQLite,
    // DynamoDB Local's JVM after the sign-up): with 2 s the first measured run was ~20 % slower.
    const warm = await wrk(shortUrl, WARMUP, luaFile);
    warmClicks += warm.completed;
    await wrk(bareUrl, WARMUP, luaFile);

    const redirect: MeasuredRun[] = [];
    const node: MeasuredRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const backlog = WITH_WORKER ? sampleBacklog(runtime) : undefined;
      const r = await measured(runtime, () => wrk(shortUrl, DURATION, luaFile));
      redirect.push(r);
      log(`run ${i + 1}: redirect ${r.rps.toFixed(0)} req/s (${r.completed} completed, ${r.sent} sent${r.errors ? `, ${r.errors}` : ''}${r.non3xx ? `, ${r.non3xx} non-2xx/3xx` : ''}) ${cpuLine(r)}`);
      if (backlog) log(`run ${i + 1}: click queue ${await backlog.stop()}`);
      const b = await measured(runtime, () => wrk(bareUrl, DURATION, luaFile));
      node.push(b);
      log(`run ${i + 1}: bare node ${b.rps.toFixed(0)} req/s (${b.completed} completed${b.errors ? `, ${b.errors}` : ''}) ${cpuLine(b)}`);
    }
    const redirectMedian = median(redirect.map((r) => r.rps));
    const nodeMedian = median(node.map((r) => r.rps));
    const ratio = redirectMedian / nodeMedian;
    log(`median: redirect ${redirectMedian.toFixed(0)} req/s, bare node:http 302 ${nodeMedian.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (budget ${BUDGET})`);

    const completed = warmClicks + redirect.reduce((n, r) => n + r.completed, 0);
    const sent = 50 + warm.sent + redirect.reduce((n, r) => n + r.sent, 0);
    if (!WITH_WORKER) {
      // Nothing consumed yet: the queue holds every group sent, so this is the group commit's average size.
      const messages = await queuedMessages(runtime);
      log(`click queue: ${messages} messages for ${completed} clicks, ${(completed / Math.max(1, messages)).toFixed(1)} clicks per SQS send on average`);
    }
    runtime.resumePollers();
    const started = Date.now();
    const clicks = await waitForClicks(runtime, linkId, completed, sent);
    log(`clicks: ${clicks} recorded for ${completed} completed / ${sent} sent requests (queue drained in ${((Date.now() - started) / 1000).toFixed(1)} s after the last run${WITH_WORKER ? '' : ', click worker paused until then'})`);
    const lost = clicks < completed;
    const invented = clicks > sent;
    if (lost) log(`FAIL: ${completed - clicks} click(s) lost`);
    if (invented) log(`FAIL: ${clicks - sent} click(s) more than requests sent`);
    if (ratio < BUDGET) log(`FAIL: ratio ${ratio.toFixed(2)} below the budget ${BUDGET}`);
    return lost || invented || ratio < BUDGET ? 1 : 0;
  } finally {
    bare.close();
    await runtime?.stop();
    if (process.env.BENCH_KEEP_DATA) log(`data dir kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sign up, verify by mail, create one link: what a user would do. */
async function createLink(runtime: Runtime): Promise<{ linkId: string; code: string }> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const before = Date.now();
  const signup = await api(runtime, 'POST', '/api/auth/signup', { name: 'Bench', email, password: 'correct horse battery' });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const mail = await waitForMail(runtime.sesUrl, { to: email, subjectIncludes: 'Verify', after: before });
  const token = new URL(mail.links.find((l) => l.includes('/verify/'))!).pathname.split('/').pop()!;
  const verified = await api(runtime, 'GET', `/api/auth/verify/${token}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  bearer = `Bearer ${(verified.body as { token: string }).token}`;
  const code = `bench${randomBytes(3).toString('hex')}`;
  const link = await api(runtime, 'POST', '/api/links', { longUrl: 'https://example.com/landing', shortUrl: code, title: 'Bench' });
  if (link.status !== 201) throw new Error(`create link answered ${link.status}: ${JSON.stringify(link.body)}`);
  return { linkId: (link.body as { id: string }).id, code };
}

let bearer = '';

async function api(runtime: Runtime, method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${runtime.appUrl}${path}`, {
    method,
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: bearer } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function queuedMessages(runtime: Runtime): Promise<number> {
  const sqs = new SQSClient({ ...localClientBase, endpoint: runtime.env.SQS_ENDPOINT });
  try {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: runtime.env.CLICK_QUEUE_URL, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  } finally {
    sqs.destroy();
  }
}

/**
 * Samples the click queue's depth (messages, visible or in flight) every second until
 * stopped, then waits for it to drain; answers a one-line summary.
 */
function sampleBacklog(runtime: Runtime) {
  const samples: number[] = [];
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      samples.push(await queuedMessages(runtime));
      await new Promise((r) => setTimeout(r, 1_000));
    }
  })();
  return {
    async stop(): Promise<string> {
      stopped = true;
      await sampling;
      const atEnd = samples.at(-1) ?? 0;
      const started = Date.now();
      while ((await queuedMessages(runtime)) > 0 && Date.now() - started < DRAIN_STALL_MS) await new Promise((r) => setTimeout(r, 250));
      const third = Math.max(1, Math.floor(samples.length / 3));
      const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(0);
      return `backlog peak ${Math.max(0, ...samples)} messages (mean ${mean(samples.slice(0, third))} in the first third of the run, ${mean(samples.slice(-third))} in the last), ${atEnd} at the end, drained ${((Date.now() - started) / 1000).toFixed(1)} s after the run`;
    },
  };
}

/** Polls the link's totalClicks until it reaches `completed` and stops moving (or stalls for a minute). */
async function waitForClicks(runtime: Runtime, linkId: string, completed: number, sent: number): Promise<number> {
  let last = -1;
  let lastChange = Date.now();
  for (;;) {
    const res = await api(runtime, 'GET', `/api/links/${linkId}`);
    const total = (res.body as { totalClicks?: number }).totalClicks ?? 0;
    if (total !== last) {
      last = total;
      lastChange = Date.now();
    }
    // Settled: at least every completed request counted and no change for 3 s (in-flight extras land too).
    if (total >= completed && Date.now() - lastChange > 3_000) return total;
    if (total > sent) return total;
    if (Date.now() - lastChange > DRAIN_STALL_MS) return total;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function wrk(url: string, duration: string, luaFile: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${duration}`, '-s', luaFile, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
      const completed = Number(out.match(/(\d+) requests in/)?.[1]);
      const sent = Number(out.match(/SENT (\d+)/)?.[1]);
      if (code !== 0 || !Number.isFinite(rps) || !Number.isFinite(completed) || !Number.isFinite(sent)) {
        reject(new Error(`wrk failed (exit ${code}):\n${out}`));
        return;
      }
      resolve({
        rps,
        completed,
        sent,
        errors: out.match(/Socket errors:[^\n]*/)?.[0] ?? '',
        non3xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
      });
    });
  });
}

/**
 * Runs one wrk measurement and adds what it cost each process in CPU µs per completed request:
 * the runtime's children by name, `wrk` (a reaped child) and `bench` (this process, i.e. the
 * bare server during its runs). Explains a ratio: which side spent the cores.
 */
async function measured(runtime: Runtime, run: () => Promise<WrkResult>): Promise<MeasuredRun> {
  const sample = () => {
    const cpu: Record<string, number> = { bench: cpuSeconds('self'), wrk: reapedChildrenCpuSeconds() };
    for (const p of runtime.processes()) cpu[p.name] = p.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    return cpu;
  };
  const before = sample();
  const result = await run();
  const after = sample();
  const cpu: Record<string, number> = {};
  for (const name of Object.keys(after)) cpu[name] = ((after[name]! - (before[name] ?? 0)) * 1e6) / Math.max(1, result.completed);
  return { ...result, cpu };
}

/** `CPU µs/request: gateway 31.2, wrk 9.8, sqs 7.1` — processes above 0.5 µs, largest first. */
function cpuLine(r: MeasuredRun): string {
  const parts = Object.entries(r.cpu)
    .filter(([, us]) => us >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${us.toFixed(1)}`);
  return `CPU µs/request: ${parts.join(', ')}`;
}

/**
 * Counts the requests each wrk thread writes (wrk calls `request` once per request sent);
 * the request itself is the plain GET wrk would send anyway, built once per thread.
 */
const LUA = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) sent = 0; req = wrk.format("GET") end
function request() sent = sent + 1; return req end
function done(summary, latency, requests)
  local total = 0
  for _, t in ipairs(threads) do total = total + t:get("sent") end
  io.write("SENT " .. total .. "\\n")
end
`;

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
