import { fork, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync, writeSync, createWriteStream, fstatSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';

/** How a child ended: its exit code, or the signal that killed it. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `code 1`, `signal SIGKILL`: for messages. */
export const describeExit = (exit: ChildExit): string => (exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`);

/** A process the runtime started: it answers `stop()` and nothing outlives the runtime. */
export interface ManagedChild {
  name: string;
  pid: number;
  /** Ids the child reports for grandchildren it owns (DynamoDB Local's java). */
  extraPids: number[];
  /**
   * Settles once the child has exited and whatever it left behind in its process group
   * (an orphaned java) has been killed: its ports are free again.
   */
  readonly exited: Promise<ChildExit>;
  /** An IPC message to the child (e.g. `{ type: 'resume' }` for paused pollers). */
  send(message: object): void;
  /** IPC messages from the child after its `ready` (e.g. a test runtime answering a question); answers an unsubscribe. */
  onMessage(listener: (message: unknown) => void): () => void;
  stop(): Promise<void>;
}

export interface StartChildOptions {
  name: string;
  /** Module path relative to infra/local. */
  script: string;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Log file for stdout+stderr (appended to; each start writes a line first); 'inherit' shows them in the terminal only. */
  output: string | 'inherit';
  /** With a log file: show the output in the terminal too (through this process). */
  echo?: boolean;
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
  const toFile = opts.output !== 'inherit';
  const logFd = toFile ? openSync(opts.output, 'a') : undefined;
  // Which run of which process the lines below come from (a log outlives restarts and runs).
  const logFrom = logFd === undefined ? 0 : fstatSync(logFd).size;
  if (logFd !== undefined) writeSync(logFd, `[kisa] ${new Date().toISOString()} starting ${opts.name} (infra/local/${opts.script})\n`);
  const tail = () => logTail(opts.output, logFrom);
  const echo = logFd !== undefined && opts.echo === true;
  const child = fork(join(localDir, opts.script), opts.args ?? [], {
    cwd: opts.cwd ?? repoRoot,
    env: opts.env,
    // Own process group: Ctrl-C in the terminal reaches only the supervisor, which then
    // stops consumers before emulators. It also lets a crashed child's leftovers be found.
    detached: true,
    execArgv: ['--import', tsxLoader, '--openssl-legacy-provider', ...extraFlags(opts.name)],
    stdio: logFd === undefined ? ['ignore', 'inherit', 'inherit', 'ipc'] : echo ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', logFd, logFd, 'ipc'],
  });
  if (echo) teeOutput(child, logFd);
  else if (logFd !== undefined) closeSync(logFd); // the child holds its own copy

  const extraPids: number[] = [];
  const exited = new Promise<ChildExit>((resolve) =>
    child.once('exit', (code, signal) => {
      void killLeftovers(child.pid, extraPids).then(() => resolve({ code, signal }));
    }),
  );
  const listeners = new Set<(message: unknown) => void>();
  let isReady = false;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${opts.name} did not start within ${(opts.timeoutMs ?? 60_000) / 1000}s${tail()}`)),
      opts.timeoutMs ?? 60_000,
    );
    child.on('message', (msg: { type?: string; pids?: number[] }) => {
      if (isReady) {
        for (const listener of listeners) listener(msg);
        return;
      }
      if (msg?.type !== 'ready') return;
      isReady = true;
      extraPids.push(...(msg.pids ?? []));
      clearTimeout(timer);
      resolve();
    });
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`${opts.name} exited (${describeExit(exit)}) before it was ready${tail()}`));
    });
  });

  const managed: ManagedChild = {
    name: opts.name,
    pid: child.pid ?? -1,
    extraPids,
    exited,
    send: (message) => {
      if (child.connected) child.send(message, undefined, {}, () => {});
    },
    onMessage: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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

/** The child's output to its log file and to this process's terminal. */
function teeOutput(child: ChildProcess, logFd: number): void {
  const file = createWriteStream('', { fd: logFd, flags: 'a' });
  file.on('error', () => undefined); // a full disk must not take the supervisor down
  child.stdout!.on('data', (chunk: Buffer) => {
    file.write(chunk);
    process.stdout.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    file.write(chunk);
    process.stderr.write(chunk);
  });
  child.once('close', () => file.end());
}

/**
 * A child that died (crash, kill -9) may leave processes of its own behind: DynamoDB Local's
 * java keeps the port and the database. They share the child's process group (the child is its
 * leader): SIGKILL the group, then wait until the reported grandchildren are gone (a zombie
 * holds no port) so a restart finds its port free. After a clean stop the group is empty.
 */
async function killLeftovers(pid: number | undefined, extraPids: number[]): Promise<void> {
  if (pid === undefined) return;
  for (const target of [-pid, ...extraPids]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // nothing left there
    }
  }
  const deadline = Date.now() + 5_000;
  while (extraPids.some(isRunning) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Running, not a zombie (an orphan's zombie may linger where PID 1 does not reap). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): it exists, so count it
  }
}

/** SIGTERM, then SIGKILL if the child has not exited after a grace period. */
async function stopChild(child: ChildProcess, exited: Promise<ChildExit>, graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    await exited;
    return;
  }
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The last lines this start of the child wrote (from `from`, where its start line is). */
function logTail(output: string, from: number): string {
  if (output === 'inherit') return '';
  let text: string;
  try {
    text = readFileSync(output).subarray(from).toString('utf8');
  } catch {
    return '';
  }
  const lines = text.trimEnd().split('\n').slice(-15).join('\n');
  return lines ? `; last lines of ${output}:\n${lines}` : '';
}
