/**
 * The local runtime as a library: emulators, bootstrap, gateway and queue pollers, each
 * in its own child process. Used by start.ts (npm start), the vitest global setup and
 * benchmarks.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startChild, type ManagedChild } from './child-process.js';
import { javaProblem } from './check-java.js';
import { busyPorts, defaultPort, HOST, portsFrom, type Ports } from './ports.js';
import { dataPaths, handlersDir as defaultHandlersDir, resolveDataDir, webDistDir } from './paths.js';
import { cleanParentEnv, handlerEnv, urlOf } from './handler-env.js';
import { createClients, destroyClients, localClientBase } from './bootstrap/aws-clients.js';
import { ensureTable } from './bootstrap/create-table.js';
import { ensureBuckets } from './bootstrap/create-buckets.js';
import { ensureQueues } from './bootstrap/create-queues.js';
import { ensureUserPool } from './bootstrap/create-user-pool.js';
import { parseTrustedProxies } from './gateway/trusted-proxies.js';

export interface StartRuntimeOptions {
  port?: number;
  dataDir?: string;
  /** Send gateway/poller output to log files instead of the terminal (tests). */
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
}

export interface Runtime {
  appUrl: string;
  outboxUrl: string;
  sesUrl: string;
  env: Record<string, string>;
  dataDir: string;
  ports: Ports;
  /** Every process the runtime started (for orphan checks). */
  pids(): number[];
  /** The runtime's processes by name, each with the pids it owns (benchmarks read their CPU time). */
  processes(): { name: string; pids: number[] }[];
  /** Starts paused pollers (see StartRuntimeOptions.pollers); a no-op when they run already. */
  resumePollers(): void;
  stop(): Promise<void>;
}

/** A start-up failure whose message is meant for the user as is (one line, with the fix). */
export class RuntimeStartError extends Error {}

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

  const children: ManagedChild[] = [];
  const isConsumer = (c: ManagedChild) => c.name === 'gateway' || c.name === 'pollers';
  const stopAll = async () => {
    stopping = true;
    // Consumers first, so nothing talks to an emulator that is already gone.
    await Promise.all(children.filter(isConsumer).map((c) => c.stop()));
    await Promise.all(children.filter((c) => !isConsumer(c)).map((c) => c.stop()));
  };
  const log = (name: string) => join(paths.logs, `${name}.log`);
  let stopping = false;
  const start = async (...args: Parameters<typeof startChild>) => {
    const child = await startChild(...args);
    children.push(child);
    // A crash after start-up must not go unnoticed (the gateway would just stop answering).
    void child.exited.then((code) => {
      if (!stopping) console.error(`Kisa: ${child.name} exited unexpectedly (code ${code}); see ${log(child.name)} or the output above.`);
    });
    return child;
  };
  const parentEnv = cleanParentEnv();

  try {
    const emulators = await Promise.allSettled([
      start({
        name: 'dynamodb',
        script: 'emulators/run-dynamodb.ts',
        args: [`--port=${ports.dynamodb}`, `--db-path=${paths.dynamodb}`],
        env: parentEnv,
        output: log('dynamodb'),
      }),
      start({
        name: 's3',
        script: 'emulators/run-s3.ts',
        args: [`--port=${ports.s3}`, `--host=${HOST}`, `--directory=${paths.s3}`],
        env: parentEnv,
        output: log('s3'),
      }),
      start({
        name: 'sqs',
        script: 'emulators/run-sqs.ts',
        args: [`--port=${ports.sqs}`, `--host=${HOST}`, `--data-dir=${paths.sqs}`],
        env: parentEnv,
        output: log('sqs'),
      }),
      start({
        name: 'cognito',
        script: 'emulators/run-cognito.ts',
        // cognito-local reads these at import time and stores data in <cwd>/.cognito.
        env: { ...parentEnv, PORT: String(ports.cognito), HOST },
        cwd: paths.cognitoCwd,
        output: log('cognito'),
      }),
      start({
        name: 'ses',
        script: 'emulators/run-ses.ts',
        args: [`--port=${ports.ses}`, `--host=${HOST}`],
        env: parentEnv,
        output: log('ses'),
      }),
    ]);
    const failed = emulators.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;

    const appUrl = `http://localhost:${port}`;
    const clients = createClients({
      dynamodb: urlOf(ports.dynamodb),
      s3: urlOf(ports.s3),
      sqs: urlOf(ports.sqs),
      cognito: urlOf(ports.cognito),
    });
    let env: Record<string, string>;
    try {
      const [, , queues, pool] = await Promise.all([
        ensureTable(clients.dynamodb),
        ensureBuckets(clients.s3, [appUrl, `http://${HOST}:${port}`]),
        ensureQueues(clients.sqs, urlOf(ports.sqs)),
        ensureUserPool(clients.cognito),
      ]);
      env = handlerEnv({
        ports,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        clickQueueUrl: queues.clicks!.url,
        bulkQueueUrl: queues.bulk!.url,
        analyticsDbPath: paths.analyticsDb,
      });
      writeFileSync(paths.resourcesJson, JSON.stringify({ userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, queues }, null, 2));
    } finally {
      destroyClients(clients);
    }
    // For `npm run make-admin` and other scripts that talk to a running runtime.
    writeFileSync(paths.runtimeJson, JSON.stringify(env, null, 2));

    const processEnv = { ...parentEnv, ...env };
    const handlersArg = `--handlers-dir=${opts.handlersDir ?? defaultHandlersDir}`;
    const consumers = await Promise.allSettled([
      start({
        name: 'gateway',
        script: 'gateway/run-gateway.ts',
        args: [`--port=${port}`, `--host=${HOST}`, `--web-dist=${opts.webDist ?? webDistDir}`, handlersArg, `--trusted-proxies=${trustedProxies}`],
        env: processEnv,
        output: opts.quiet ? log('gateway') : 'inherit',
      }),
      start({
        name: 'pollers',
        script: 'pollers/run-pollers.ts',
        args: [handlersArg, ...(opts.pollers === 'paused' ? ['--paused'] : [])],
        env: processEnv,
        output: opts.quiet ? log('pollers') : 'inherit',
      }),
    ]);
    const consumerFailed = consumers.find((r) => r.status === 'rejected');
    if (consumerFailed) throw consumerFailed.reason;

    let stopped: Promise<void> | undefined;
    return {
      appUrl,
      outboxUrl: `${urlOf(ports.ses)}/`,
      sesUrl: urlOf(ports.ses),
      env,
      dataDir,
      ports,
      pids: () => children.flatMap((c) => [c.pid, ...c.extraPids]),
      processes: () => children.map((c) => ({ name: c.name, pids: [c.pid, ...c.extraPids] })),
      resumePollers: () => children.find((c) => c.name === 'pollers')?.send({ type: 'resume' }),
      stop: () =>
        (stopped ??= (async () => {
          await stopAll();
          rmSync(paths.runtimeJson, { force: true });
          removePidFile(paths.pidFile);
        })()),
    };
  } catch (err) {
    await stopAll();
    removePidFile(paths.pidFile);
    throw err;
  }
}

/** The pid in the data dir's pid file if that process is still alive. */
export function runningRuntimePid(dataDir: string): number | undefined {
  const { pidFile } = dataPaths(dataDir);
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive but someone else's; ESRCH: a stale file from a crash.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

function removePidFile(pidFile: string): void {
  try {
    if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile);
  } catch {
    // already gone
  }
}
