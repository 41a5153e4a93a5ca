/**
 * `npm run bench:redirect` — the redirect budget of BRIEF.md §4, measured as §4 says a ratio is
 * measured:
 *
 * - the baseline is a standalone process: `node -e` with a plain node:http server answering 302
 *   with a Location and nothing else (BASELINE_SOURCE), started on its own by this script;
 * - both it and Kisa's local gateway (the warm short link) are driven by the same plain
 *   `wrk -t2 -c64 -d10s <url>`: no Lua script, so wrk costs both sides the same per request;
 * - runs alternate (baseline, Kisa, baseline, Kisa, …), three pairs; the ratio is the median
 *   of Kisa's rates over the median of the baseline's;
 * - twice in one invocation: first with the click worker paused (in AWS it runs on its own
 *   capacity; budget 0.5), then with it running on the same cores (budget 0.35).
 *
 * The requests are counted without costing the servers anything per request: wrk's own summary
 * ("N requests in …": completed responses) on the client side, and the link's click counter on
 * the server side (every redirect enqueues one click, so once the queue is drained, clicks
 * recorded = requests the gateway answered). wrk stops with up to one request in flight per
 * connection, which the gateway may still answer and count, so each phase checks
 * completed ≤ clicks ≤ completed + that slack (64 per wrk run at the link, plus any timeouts
 * and read/write errors wrk reports).
 *
 * For every run it reads, from /proc, the CPU each process spent (gateway, DynamoDB Local's
 * java, fauxqs, the pollers, wrk, the baseline, this script) and the machine's busy time, and
 * prints each side's median µs per completed request: where the CPU goes.
 *
 * Exits non-zero when a ratio is below its budget or a click is lost or invented.
 * Knobs: BENCH_WITH_WORKER (unset: both phases; 0: worker paused only; 1: worker running only),
 * BENCH_DURATION (10s), BENCH_RUNS (3 pairs), BENCH_WARMUP (wrk on the short link before each
 * phase: 10s paused, 40s with the worker — see warmupFor; the baseline always gets 5s),
 * BENCH_CONNECTIONS (64), BENCH_THREADS (2), BENCH_KEEP_DATA=1 (keep the temp data dir with the
 * runtime's logs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { localClientBase } from '../local/bootstrap/aws-clients.js';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { api, signUp } from './bench-api.js';
import { loadAverages, log, machineLine, median } from './bench-output.js';
import { CONNECTIONS, type MeasuredRun, THREADS, type Target, type WrkResult, cpuLine, measured, problems, rate, wrk } from './redirect/wrk.js';

type Mode = 'paused' | 'running';

const DURATION = process.env.BENCH_DURATION ?? '10s';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MODES: Mode[] = process.env.BENCH_WITH_WORKER === '1' ? ['running'] : process.env.BENCH_WITH_WORKER === '0' ? ['paused'] : ['paused', 'running'];
/**
 * Steady state, as a long-running local Kisa is. With the worker, DynamoDB Local's JVM is
 * still JIT-compiling the worker's counting transactions after 10 s (about one batch a
 * second reaches it): its CPU per click measured 116–170 µs after a 10 s warm-up and
 * 46–67 µs after 40 s, the same code (docs/BENCHMARKS.md).
 */
const warmupFor = (mode: Mode): string => process.env.BENCH_WARMUP ?? (mode === 'running' ? '40s' : '10s');
/** A plain node:http server settles in a second or two. */
const BASELINE_WARMUP = '5s';
/** BRIEF §4: half the bare server with the worker paused, 0.35 with it on the same cores. */
const BUDGET: Record<Mode, number> = { paused: 0.5, running: 0.35 };
const DRAIN_STALL_MS = 200_000; // beyond two visibility timeouts (60 s): a retried batch lands late, not never

/**
 * The baseline, run as `node -e` in a process of its own: no tsx, no flags, nothing else in it.
 * It prints its port once listening.
 */
const BASELINE_SOURCE = `require('node:http')
  .createServer((req, res) => { res.writeHead(302, { location: 'https://example.com/landing' }); res.end(); })
  .listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`;
async function main(): Promise<number> {
  if (spawnSync('wrk', ['--version']).error) {
    log('wrk is not installed (apt-get install -y wrk).');
    return 2;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-bench-'));
  let runtime: Runtime | undefined;
  let baselineProcess: ChildProcess | undefined;
  try {
    log(machineLine());
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true, pollers: MODES[0] });
    const { linkId, code } = await createLink(runtime);
    const shortUrl = `${runtime.appUrl.replace('localhost', '127.0.0.1')}/${code}`;
    const started = await startBaseline();
    baselineProcess = started.child;
    log(
      `baseline: node -e (node:http 302, pid ${started.child.pid}); both sides: wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}, no script, ${RUNS} alternating pairs`,
    );

    // The link in the gateway's cache, its connections open; the baseline's JIT.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(shortUrl, { redirect: 'manual' });
      if (res.status !== 302) throw new Error(`expected the short link to answer 302, got ${res.status}`);
    }
    await wrk(started.url, BASELINE_WARMUP);

    const target: Target = { runtime, baseline: { url: started.url, pid: started.child.pid! }, shortUrl, linkId };
    let failed = false;
    let clicksBefore = 50;
    for (const mode of MODES) {
      const result = await phase(mode, target, clicksBefore);
      failed ||= !result.ok;
      clicksBefore = result.clicks;
    }
    log(`load at the end: ${loadAverages()}`);
    return failed ? 1 : 0;
  } finally {
    baselineProcess?.kill();
    await runtime?.stop();
    if (process.env.BENCH_KEEP_DATA) log(`data dir kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One measurement: warm-up, RUNS alternating pairs, the ratio, each side's CPU, then the click
 * check once the queue is drained (resuming the pollers first when they were paused).
 * `clicksBefore` is the link's count before this phase's first request.
 */
async function phase(mode: Mode, t: Target, clicksBefore: number): Promise<{ ok: boolean; clicks: number }> {
  log(mode === 'paused' ? 'click worker paused (resumed after the runs to drain the queue):' : 'click worker running on the same cores:');
  const warm = await wrk(t.shortUrl, warmupFor(mode));
  const kisaRuns: WrkResult[] = [warm];

  const baseline: MeasuredRun[] = [];
  const kisa: MeasuredRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = await measured(t, () => wrk(t.baseline.url, DURATION));
    baseline.push(b);
    // With the worker running, the run's CPU includes the worker draining what it left queued.
    const backlog = mode === 'running' ? sampleBacklog(t.runtime) : undefined;
    let queue = '';
    const k = await measured(
      t,
      () => wrk(t.shortUrl, DURATION),
      async () => {
        queue = backlog ? `; click queue peak ${await backlog.stop()}` : '';
      },
    );
    kisa.push(k);
    kisaRuns.push(k);
    log(`  run ${i + 1}: baseline ${rate(b)}${problems(b)}, kisa ${rate(k)}${problems(k)} (${(k.rps / b.rps).toFixed(2)})${queue}`);
  }
  const baselineMedian = median(baseline.map((r) => r.rps));
  const kisaMedian = median(kisa.map((r) => r.rps));
  const ratio = kisaMedian / baselineMedian;
  log(`  median: baseline ${Math.round(baselineMedian)} req/s, kisa ${Math.round(kisaMedian)} req/s, ratio ${ratio.toFixed(2)} (budget ${BUDGET[mode]})`);
  log(`  CPU µs per request (medians): baseline ${cpuLine(baseline)}`);
  log(`                                kisa ${cpuLine(kisa)}`);

  const completed = kisaRuns.reduce((n, r) => n + r.completed, 0);
  const slack = kisaRuns.reduce((n, r) => n + CONNECTIONS + r.uncounted, 0);
  let perSend = '';
  if (mode === 'paused') {
    // Nothing consumed yet: the queue holds every group sent, so this is the group commit's average size.
    const messages = await queuedMessages(t.runtime);
    perSend = `, ${((completed + clicksBefore) / Math.max(1, messages)).toFixed(1)} clicks per SQS message`;
    t.runtime.resumePollers();
  }
  const drainStart = Date.now();
  const total = await waitForClicks(t.runtime, t.linkId, clicksBefore + completed, clicksBefore + completed + slack);
  const clicks = total - clicksBefore;
  const lost = clicks < completed;
  const invented = clicks > completed + slack;
  log(
    `  clicks: ${clicks} recorded (drained ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the last run${perSend}) for ${completed} responses wrk counted ` +
      `(+${clicks - completed}; up to ${slack} in flight when wrk stopped) ${lost || invented ? '✘' : '✔'}`,
  );
  if (lost) log(`  FAIL: ${completed - clicks} click(s) lost`);
  if (invented) log(`  FAIL: ${clicks - completed - slack} click(s) beyond what wrk can have sent`);
  if (ratio < BUDGET[mode]) log(`  below the budget: ratio ${ratio.toFixed(2)} < ${BUDGET[mode]}`);
  return { ok: !lost && !invented && ratio >= BUDGET[mode], clicks: total };
}

/** Starts the baseline as its own process (the same node binary, no flags) and waits for its port. */
function startBaseline(): Promise<{ child: ChildProcess; url: string }> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['-e', BASELINE_SOURCE], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the baseline server exited (code ${code}) before it listened`)));
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const port = out.match(/^(\d+)\n/)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}/bench` });
    });
  });
}

/** Sign up, verify by mail, sign in, create one link: what a user would do. */
async function createLink(runtime: Runtime): Promise<{ linkId: string; code: string }> {
  await signUp(runtime, 'redirect');
  const code = `bench${randomBytes(3).toString('hex')}`;
  const link = await api<{ id: string }>(runtime, 'POST', '/api/links', { longUrl: 'https://example.com/landing', shortUrl: code, title: 'Bench' });
  if (link.status !== 201) throw new Error(`create link answered ${link.status}: ${JSON.stringify(link.body)}`);
  return { linkId: link.body.id, code };
}

async function queuedMessages(runtime: Runtime): Promise<number> {
  const sqs = new SQSClient({ ...localClientBase, endpoint: runtime.env.SQS_ENDPOINT });
  try {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: runtime.env.CLICK_QUEUE_URL,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  } finally {
    sqs.destroy();
  }
}

/**
 * Samples the click queue's depth (messages, visible or in flight) every second until
 * stopped, then waits for it to drain (so the next baseline run has the cores to itself);
 * answers a short summary (docs/RELIABILITY.md "Backlog").
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
      return `${Math.max(0, ...samples)} messages, ${atEnd} at the end, drained in ${((Date.now() - started) / 1000).toFixed(1)} s`;
    },
  };
}

/** Polls the link's totalClicks until it reaches `atLeast` and stops moving (or passes `atMost`, or stalls). */
async function waitForClicks(runtime: Runtime, linkId: string, atLeast: number, atMost: number): Promise<number> {
  let last = -1;
  let lastChange = Date.now();
  for (;;) {
    const res = await api<{ totalClicks?: number }>(runtime, 'GET', `/api/links/${linkId}`);
    const total = res.body.totalClicks ?? 0;
    if (total !== last) {
      last = total;
      lastChange = Date.now();
    }
    // Settled: every completed request counted and no change for 3 s (in-flight extras land too).
    if (total >= atLeast && Date.now() - lastChange > 3_000) return total;
    if (total > atMost) return total;
    if (Date.now() - lastChange > DRAIN_STALL_MS) return total;
    await new Promise((r) => setTimeout(r, 500));
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
