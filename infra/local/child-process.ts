import { fork, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';

/** A process the runtime started: it answers `stop()` and nothing outlives the runtime. */
export interface ManagedChild {
  name: string;
  pid: number;
  /** Ids the child reports for grandchildren it owns (DynamoDB Local's java). */
  extraPids: number[];
  readonly exited: Promise<number | null>;
  /** An IPC message to the child (e.g. `{ type: 'resume' }` for paused pollers). */
  send(message: object): void;
  stop(): Promise<void>;
}

export interface StartChildOptions {
  name: string;
  /** Module path relative to infra/local. */
  script: string;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Log file for stdout+stderr; 'inherit' shows them in the terminal. */
  output: string | 'inherit';
  /** How long to wait for the child's `ready` message. */
  timeoutMs?: number;
  args?: string[];
}

const localDir = join(repoRoot, 'infra', 'local');
// Absolute, because some children run with cwd under the data dir where `tsx` is not resolvable.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Diagnostics: extra node flags for one child, e.g.
 * `KISA_NODE_FLAGS_GATEWAY="--cpu-prof --cpu-prof-dir=/tmp/prof"` (node refuses --cpu-prof
 * in NODE_OPTIONS). The variable name is the child's name, upper-cased.
 */
const extraFlags = (name: string): string[] => process.env[`KISA_NODE_FLAGS_${name.toUpperCase()}`]?.split(/\s+/).filter(Boolean) ?? [];

/**
 * Forks a TypeScript entry (through tsx) and waits for it to send `{ type: 'ready' }`.
 * The IPC channel doubles as a lifeline: children exit when it closes, so even a killed
 * supervisor leaves no emulator behind.
 */
export async function startChild(opts: StartChildOptions): Promise<ManagedChild> {
  const logFd = opts.output === 'inherit' ? undefined : openSync(opts.output, 'a');
  const child = fork(join(localDir, opts.script), opts.args ?? [], {
    cwd: opts.cwd ?? repoRoot,
    env: opts.env,
    // Own process group: Ctrl-C in the terminal reaches only the supervisor, which then
    // stops consumers before emulators.
    detached: true,
    execArgv: ['--import', tsxLoader, '--openssl-legacy-provider', ...extraFlags(opts.name)],
    stdio: logFd === undefined ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', logFd, logFd, 'ipc'],
  });
  if (logFd !== undefined) closeSync(logFd); // the child holds its own copy

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const extraPids: number[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${opts.name} did not start within ${(opts.timeoutMs ?? 60_000) / 1000}s${logTail(opts.output)}`)),
      opts.timeoutMs ?? 60_000,
    );
    child.on('message', (msg: { type?: string; pids?: number[] }) => {
      if (msg?.type !== 'ready') return;
      extraPids.push(...(msg.pids ?? []));
      clearTimeout(timer);
      resolve();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${opts.name} exited (code ${code}) before it was ready${logTail(opts.output)}`));
    });
  });

  const managed: ManagedChild = {
    name: opts.name,
    pid: child.pid ?? -1,
    extraPids,
    exited,
    send: (message) => {
      if (child.connected) child.send(message);
    },
    stop: () => stopChild(child, exited),
  };
  try {
    await ready;
  } catch (err) {
    await managed.stop();
    throw err;
  }
  return managed;
}

/** SIGTERM, then SIGKILL if the child has not exited after a grace period. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>, graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function logTail(output: string): string {
  if (output === 'inherit' || !existsSync(output)) return '';
  const lines = readFileSync(output, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
  return lines ? `; last lines of ${output}:\n${lines}` : '';
}
