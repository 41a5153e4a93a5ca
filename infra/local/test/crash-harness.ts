/**
 * What the tests that crash a local runtime share (crash-recovery.test.ts kills all of it,
 * supervision.test.ts one process at a time): a runtime in a process of its own, on its own
 * ports and data dir; a redirect load that tells sent from redirected; the link's counters once
 * they settle; the queues as fauxqs sees them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RETRY_VISIBLE_AFTER_SECONDS } from '@kisa/functions/src/data/clicks/click-send-limits';
import { UA } from '@kisa/functions/src/test-support/user-agents';
import { api } from '../../bench/bench-api.js';
import { isRunning, startChild, type ManagedChild } from '../child-process.js';
import { HOST, portsFrom } from '../ports.js';

/** The URLs bench-api's helpers need, for the runtime on `port`. */
export const sessionOf = (port: number) => ({ appUrl: `http://localhost:${port}`, sesUrl: `http://${HOST}:${portsFrom(port).ses}` });

/** A whole runtime in a child process (test/runtime-process.ts); its output and the supervisor's messages go to `<dataDir>/runtime.log`. */
export async function startRuntimeProcess(port: number, dataDir: string): Promise<ManagedChild> {
  return startChild({
    name: 'runtime',
    script: 'test/runtime-process.ts',
    args: [`--port=${port}`, `--data-dir=${dataDir}`],
    env: process.env,
    output: runtimeLog(dataDir),
    timeoutMs: 120_000,
  });
}

export const runtimeLog = (dataDir: string) => join(dataDir, 'runtime.log');

/** The last failures the runtime's pollers logged (`worker`: whose, e.g. "the bulk worker's"), for a failing assertion's message. */
export function pollerFailures(dataDir: string, worker: string): string {
  const log = join(dataDir, 'logs', 'pollers.log');
  if (!existsSync(log)) return 'no pollers log';
  const failures = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /"level":"(ERROR|WARN)"|failed|Error/.test(line));
  return `${worker} last logged failures:\n${
    failures
      .slice(-8)
      .map((l) => l.slice(0, 600))
      .join('\n') || '(none)'
  }`;
}

/** The processes of the runtime in `child` as they are now (a restarted one has new pids), by name. */
export async function runtimeProcesses(child: ManagedChild): Promise<Record<string, number[]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('Expected the test runtime to list its processes within 5 s'));
    }, 5_000);
    const unsubscribe = child.onMessage((msg) => {
      const { type, processes } = msg as { type?: string; processes?: { name: string; pids: number[] }[] };
      if (type !== 'processes' || !processes) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(Object.fromEntries(processes.map((p) => [p.name, p.pids])));
    });
    child.send({ type: 'processes' });
  });
}

/** SIGKILL to every process of the runtime at once: nothing gets to save or flush anything. */
export async function killAll(child: ManagedChild): Promise<void> {
  for (const pid of [child.pid, ...child.extraPids]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await child.exited;
  await waitFor(async () => [child.pid, ...child.extraPids].every((pid) => !isRunning(pid)), 10_000, 'every runtime process to exit');
}

export interface RedirectLoadOptions {
  /** Pause of each connection between its requests (0: as fast as the runtime answers). */
  pauseMs?: number;
  /**
   * Count a failed request (refused, cut, or not a 302) and carry on, as while part of the
   * runtime restarts; by default the first one fails the load.
   */
  tolerateFailures?: boolean;
}

/**
 * `connections` loops of GET /{alias}, each request a new visitor. `sent` counts requests
 * that left, `redirected` the 302s that arrived, `failed` the others (only with
 * tolerateFailures); a request cut by a kill of the whole runtime is none of them.
 */
export function redirectLoad(url: string, connections: number, opts: RedirectLoadOptions = {}) {
  let halted = false;
  const counts = { sent: 0, redirected: 0, failed: 0 };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const loops = Array.from({ length: connections }, async () => {
    while (!halted) {
      counts.sent++;
      let status: number;
      try {
        const res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': UA.desktop } });
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        if (halted) return; // the connection died with the runtime
        if (!opts.tolerateFailures) throw error;
        status = 0;
      }
      if (status === 302) counts.redirected++;
      else if (opts.tolerateFailures) {
        counts.failed++;
        await pause(50); // a restarting gateway or store: do not spin on it
      } else throw new Error(`expected a 302 from ${url}, got ${status}`);
      if (opts.pauseMs) await pause(opts.pauseMs);
    }
  });
  const all = Promise.all(loops);
  all.catch(() => undefined); // reported by finished()
  return {
    get counts() {
      return { ...counts };
    },
    until: (done: (redirected: number) => boolean, timeoutMs = 60_000, what = 'the redirect load to reach its mark') =>
      waitFor(async () => done(counts.redirected), timeoutMs, what),
    halt: () => {
      halted = true;
    },
    async finished() {
      await all;
      return { ...counts };
    },
  };
}

export interface CountedLink {
  totalClicks: number;
}

/**
 * The link's counters once the click queue is empty and they stopped moving. A send retried while
 * SQS was unwell waits RETRY_VISIBLE_AFTER_SECONDS in the queue before the worker checks it, so the
 * queue empties only after that.
 */
export async function settledClicks(
  port: number,
  linkId: string,
  atLeast: number,
  timeoutMs = (RETRY_VISIBLE_AFTER_SECONDS + 60) * 1000,
): Promise<CountedLink> {
  let last = -1;
  let link: CountedLink | undefined;
  await waitFor(
    async () => {
      const res = await api<CountedLink>(sessionOf(port), 'GET', `/api/links/${linkId}`);
      link = res.body;
      const settled = link.totalClicks >= atLeast && link.totalClicks === last && (await queued(port, 'clicks')) === 0;
      last = link.totalClicks;
      return settled;
    },
    timeoutMs,
    () => `the link's clicks to reach ${atLeast} and settle (last seen: ${last})`,
    1_000,
  );
  return link!;
}

/** Messages in a queue, visible or in flight (fauxqs's inspection endpoint). */
export async function queued(port: number, name: string): Promise<number> {
  const res = await fetch(`http://${HOST}:${portsFrom(port).sqs}/_fauxqs/queues/${name}`);
  const state = (await res.json()) as { messages: { ready: unknown[]; delayed: unknown[]; inflight: unknown[] } };
  return state.messages.ready.length + state.messages.delayed.length + state.messages.inflight.length;
}

export async function deadLettered(port: number): Promise<number> {
  return (await queued(port, 'clicks-dlq')) + (await queued(port, 'bulk-dlq'));
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Polls `check` until it holds; else fails with `Expected <what> within <timeout> s`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string | (() => string), everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`Expected ${typeof what === 'function' ? what() : what} within ${timeoutMs / 1000} s`);
}
