/**
 * The local runtime as a library: emulators, bootstrap, gateway and queue pollers, each
 * in its own child process. Used by start.ts (npm start), the vitest global setup and
 * benchmarks.
 *
 * It is also their supervisor: a child that exits on its own once the runtime is up is
 * started again on the same ports and arguments, after a backoff (RESTART_DELAYS_MS), saying
 * so on the console; one that keeps exiting, or that cannot be started again, stops the whole
 * runtime with the reason (`onFatal`). Never a runtime that looks up and answers 500s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeExit, startChild, type ChildExit, type ManagedChild, type StartChildOptions } from './child-process.js';
import { javaProblem } from './check-java.js';
import { busyPorts, defaultPort, HOST, portsFrom, type Ports } from './ports.js';
import { consumerSpecs, emulatorSpecs } from './children.js';
import { keptSecretOf, removePidFile, runningRuntimePid } from './data-dir.js';
import { dataPaths, handlersDir as defaultHandlersDir, resolveDataDir, webDistDir } from './paths.js';
import { cleanParentEnv, handlerEnv, urlOf } from './handler-env.js';
import { createClients, destroyClients } from './bootstrap/aws-clients.js';
import { ensureTable } from './bootstrap/create-table.js';
import { ensureBuckets } from './bootstrap/create-buckets.js';
import { ensureQueues, QUEUES } from './bootstrap/create-queues.js';
import { ensureUserPool } from './bootstrap/create-user-pool.js';
import { parseTrustedProxies } from './gateway/trusted-proxies.js';
import { releaseInFlight, type WorkQueue } from './release-in-flight.js';

export interface StartRuntimeOptions {
  port?: number;
  dataDir?: string;
  /**
   * Gateway and poller output goes to `<dataDir>/logs/<name>.log` always; unless quiet, it is
   * shown in the terminal too (npm start). Quiet for tests and benchmarks.
   */
  quiet?: boolean;
  /** Overrides for tests: where handler modules and the SPA build live. */
  handlersDir?: string;
  webDist?: string;
  /**
   * 'paused': the queue pollers start but receive nothing until `resumePollers()`; messages
   * wait in the queue meanwhile. For benchmarks only (bench:redirect measures the redirect
   * without the click worker on the same cores — in AWS it runs on its own Lambda capacity —
   * then resumes it to drain and count). Default 'running'.
   */
  pollers?: 'running' | 'paused';
  /**
   * Reverse proxies in front of the gateway whose X-Forwarded-For names the visitor: IP
   * addresses or CIDR ranges, comma-separated (gateway/trusted-proxies.ts). Default: the
   * TRUSTED_PROXIES environment variable; empty trusts none.
   */
  trustedProxies?: string;
  /**
   * Called once when the supervisor gives up on a child (it kept exiting, or it could not be
   * started again), after every process of the runtime has been stopped. Default: exit this
   * process with code 1 (the reason is on the console already), as npm start does.
   */
  onFatal?: (failure: RuntimeFailure) => void;
}

export interface Runtime {
  appUrl: string;
  outboxUrl: string;
  sesUrl: string;
  env: Record<string, string>;
  dataDir: string;
  ports: Ports;
  /** Every process the runtime runs now (for orphan checks); a restarted child's new pids. */
  pids(): number[];
  /** The runtime's processes by name, each with the pids it owns (benchmarks read their CPU time). */
  processes(): { name: string; pids: number[] }[];
  /** Starts paused pollers (see StartRuntimeOptions.pollers); a no-op when they run already. */
  resumePollers(): void;
  stop(): Promise<void>;
}

/** A start-up failure whose message is meant for the user as is (one line, with the fix). */
export class RuntimeStartError extends Error {}

/** The supervisor gave up on a child: the runtime is stopped; the message says why. */
export class RuntimeFailure extends Error {}

/**
 * The wait before each restart of a child that exited on its own: the first exit within
 * RESTART_WINDOW_MS is restarted after 0.5 s, the next after 1 s, …; one exit more than there
 * are delays within the window stops the runtime.
 */
export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;
export const RESTART_WINDOW_MS = 5 * 60_000;
/**
 * After DynamoDB or S3 is back: how long the workers get to finish (or fail) what they were
 * doing during the outage before the messages they failed are handed out again.
 */
const RELEASE_AFTER_MS = 2_000;

export async function startRuntime(opts: StartRuntimeOptions = {}): Promise<Runtime> {
  const port = opts.port ?? defaultPort();
  const ports = portsFrom(port);
  const dataDir = resolveDataDir(opts.dataDir);
  const paths = dataPaths(dataDir);

  const trustedProxies = opts.trustedProxies ?? process.env.TRUSTED_PROXIES ?? '';
  try {
    parseTrustedProxies(trustedProxies);
  } catch (err) {
    throw new RuntimeStartError((err as Error).message);
  }

  const java = javaProblem();
  if (java) throw new RuntimeStartError(java);
  const runningPid = runningRuntimePid(dataDir);
  if (runningPid !== undefined) {
    throw new RuntimeStartError(`Kisa is already running on this data dir (pid ${runningPid}); stop it first.`);
  }
  const busy = await busyPorts(port);
  if (busy.length > 0) {
    throw new RuntimeStartError(
      `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} ${busy.length > 1 ? 'are' : 'is'} in use; stop what uses ${busy.length > 1 ? 'them' : 'it'} or start with another PORT (e.g. PORT=4000 npm start).`,
    );
  }

  for (const dir of [dataDir, paths.dynamodb, paths.s3, paths.sqs, paths.cognitoCwd, paths.logs, paths.analytics]) mkdirSync(dir, { recursive: true });
  writeFileSync(paths.pidFile, String(process.pid));

  const log = (name: string) => join(paths.logs, `${name}.log`);
  const sqsEndpoint = urlOf(ports.sqs);
  let workQueues: WorkQueue[] = [];

  /*
   * Supervision. `specs` holds how each child was started (its name, script, args, env, log),
   * `running` the process that runs it now; a child that exits while the runtime is up is
   * started again from its spec.
   */
  let phase: 'starting' | 'up' | 'stopping' = 'starting';
  const specs: StartChildOptions[] = [];
  const running = new Map<string, ManagedChild>();
  const exitTimes = new Map<string, number[]>();
  const timers = new Set<NodeJS.Timeout>();
  const inProgress = new Set<Promise<unknown>>();
  const exitedDuringStartUp: string[] = [];
  const track = <T>(work: Promise<T>): Promise<T> => {
    inProgress.add(work);
    void work.finally(() => inProgress.delete(work)).catch(() => undefined);
    return work;
  };
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const launch = async (spec: StartChildOptions): Promise<ManagedChild> => {
    const child = await startChild(spec);
    running.set(spec.name, child);
    void child.exited.then((exit) => onExit(spec, child, exit));
    return child;
  };
  const start = async (spec: StartChildOptions): Promise<ManagedChild> => {
    specs.push(spec);
    return launch(spec);
  };

  const onExit = (spec: StartChildOptions, child: ManagedChild, exit: ChildExit): void => {
    if (running.get(spec.name) !== child) return;
    running.delete(spec.name);
    if (phase === 'stopping') return;
    const where = `see ${log(spec.name)}`;
    if (phase === 'starting') {
      const what = `${spec.name} exited during start-up (${describeExit(exit)}); ${where}`;
      console.error(`Kisa: ${what}`);
      exitedDuringStartUp.push(what);
      return;
    }
    const now = Date.now();
    const recent = [...(exitTimes.get(spec.name) ?? []).filter((t) => now - t < RESTART_WINDOW_MS), now];
    exitTimes.set(spec.name, recent);
    const delay = RESTART_DELAYS_MS[recent.length - 1];
    if (delay === undefined) {
      void fail(
        `${spec.name} exited unexpectedly ${recent.length} times within ${RESTART_WINDOW_MS / 60_000} minutes (the last: ${describeExit(exit)}); ${where}`,
      );
      return;
    }
    console.error(`Kisa: ${spec.name} exited unexpectedly (${describeExit(exit)}); restarting in ${delay / 1000} s (${where})`);
    later(delay, () => void track(restart(spec, now)));
  };

  const restart = async (spec: StartChildOptions, exitedAt: number): Promise<void> => {
    if (phase !== 'up') return;
    try {
      // The dead pollers' messages would otherwise wait out the visibility timeout.
      if (spec.name === 'pollers') await release(Date.now(), 'the pollers held when they died');
      await launch(spec);
    } catch (err) {
      if (phase === 'up') void fail(`${spec.name} could not be started again: ${(err as Error).message}`);
      return;
    }
    if (phase !== 'up') return;
    console.error(`Kisa: ${spec.name} is back (down ${((Date.now() - exitedAt) / 1000).toFixed(1)} s)`);
    // The workers failed what they worked on while their store was down; retry it now, not in minutes.
    if (spec.name === 'dynamodb' || spec.name === 's3') {
      const back = Date.now();
      later(RELEASE_AFTER_MS, () => void track(release(back, `the workers took while ${spec.name} was down`)));
    }
  };

  const release = async (receivedBefore: number, which: string): Promise<void> => {
    try {
      const released = await releaseInFlight(sqsEndpoint, workQueues, receivedBefore);
      if (released > 0) console.error(`Kisa: ${released} queue message${released === 1 ? '' : 's'} ${which} handed out again`);
    } catch (err) {
      // SQS down as well: its own restart makes every in-flight message visible (emulators/run-sqs.ts).
      if (phase === 'up')
        console.error(`Kisa: could not hand unfinished queue messages out again (${(err as Error).message}); they return after their visibility timeout`);
    }
  };

  const isConsumer = (name: string) => name === 'gateway' || name === 'pollers';
  const stopAll = async () => {
    phase = 'stopping';
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    // A restart under way finishes (or fails) first, so its child is stopped too.
    await Promise.allSettled([...inProgress]);
    const children = [...running.values()];
    // Consumers first, so nothing talks to an emulator that is already gone.
    await Promise.all(children.filter((c) => isConsumer(c.name)).map((c) => c.stop()));
    await Promise.all(children.filter((c) => !isConsumer(c.name)).map((c) => c.stop()));
  };
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await stopAll();
      rmSync(paths.runtimeJson, { force: true });
      removePidFile(paths.pidFile);
    })());

  let failed = false;
  const onFatal =
    opts.onFatal ??
    (() => {
      process.exit(1);
    });
  const fail = async (reason: string): Promise<void> => {
    if (failed || phase === 'stopping') return;
    failed = true;
    console.error(`Kisa: ${reason}. Giving up: stopping every process of the runtime.`);
    await stop();
    onFatal(new RuntimeFailure(reason));
  };

  const parentEnv = cleanParentEnv();

  try {
    const emulators = await Promise.allSettled(emulatorSpecs(ports, paths, parentEnv, log).map(start));
    const failedEmulator = emulators.find((r) => r.status === 'rejected');
    if (failedEmulator) throw failedEmulator.reason;

    const appUrl = `http://localhost:${port}`;
    const clients = createClients({
      dynamodb: urlOf(ports.dynamodb),
      s3: urlOf(ports.s3),
      sqs: sqsEndpoint,
      cognito: urlOf(ports.cognito),
    });
    let env: Record<string, string>;
    try {
      const [, , queues, pool] = await Promise.all([
        ensureTable(clients.dynamodb),
        ensureBuckets(clients.s3, [appUrl, `http://${HOST}:${port}`]),
        ensureQueues(clients.sqs, sqsEndpoint),
        ensureUserPool(clients.cognito),
      ]);
      workQueues = QUEUES.map((q) => ({ name: q.name, url: queues[q.name]!.url, visibilityTimeoutSeconds: q.visibilityTimeoutSeconds }));
      env = handlerEnv({
        ports,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        clickQueueUrl: queues.clicks!.url,
        bulkQueueUrl: queues.bulk!.url,
        webhookQueueUrl: queues.webhooks!.url,
        importQueueUrl: queues.imports!.url,
        domainCheckQueueUrl: queues.domainChecks!.url,
        healthCheckQueueUrl: queues.healthChecks!.url,
        alertQueueUrl: queues.alerts!.url,
        compactionQueueUrl: queues.compaction!.url,
        analyticsDbPath: paths.analyticsDb,
        clickTokenSecret: keptSecretOf(paths.clickTokenSecret),
        authKeySecret: keptSecretOf(paths.authKeySecret),
        reportQueueUrl: queues.reports!.url,
      });
      writeFileSync(paths.resourcesJson, JSON.stringify({ userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, queues }, null, 2));
    } finally {
      destroyClients(clients);
    }
    // For `npm run make-admin` and other scripts that talk to a running runtime.
    writeFileSync(paths.runtimeJson, JSON.stringify(env, null, 2));

    const processEnv = { ...parentEnv, ...env };
    const consumerOptions = {
      port,
      webDist: opts.webDist ?? webDistDir,
      handlersDir: opts.handlersDir ?? defaultHandlersDir,
      trustedProxies,
      paused: opts.pollers === 'paused',
      quiet: opts.quiet,
    };
    const consumers = await Promise.allSettled(consumerSpecs(consumerOptions, processEnv, paths, log).map(start));
    const consumerFailed = consumers.find((r) => r.status === 'rejected');
    if (consumerFailed) throw consumerFailed.reason;
    if (exitedDuringStartUp.length > 0) throw new Error(exitedDuringStartUp.join('\n'));
    phase = 'up';

    const pollersSpec = specs.find((s) => s.name === 'pollers')!;
    return {
      appUrl,
      outboxUrl: `${urlOf(ports.ses)}/`,
      sesUrl: urlOf(ports.ses),
      env,
      dataDir,
      ports,
      pids: () => [...running.values()].flatMap((c) => [c.pid, ...c.extraPids]),
      // In start order; a child between its death and its restart is missing.
      processes: () =>
        specs.flatMap((s) => {
          const c = running.get(s.name);
          return c ? [{ name: c.name, pids: [c.pid, ...c.extraPids] }] : [];
        }),
      resumePollers: () => {
        // Once resumed, a restarted pollers process starts polling at once.
        pollersSpec.args = pollersSpec.args?.filter((a) => a !== '--paused');
        running.get('pollers')?.send({ type: 'resume' });
      },
      stop,
    };
  } catch (err) {
    await stopAll();
    removePidFile(paths.pidFile);
    throw err;
  }
}
