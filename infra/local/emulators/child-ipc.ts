/**
 * The child side of child-process.ts: announce readiness, and shut down cleanly on
 * SIGTERM/SIGINT or when the supervisor goes away (IPC channel closed), whenever that
 * happens, even while the child is still starting.
 */
let cleanup: (() => Promise<void> | void) | undefined;
let stopping = false;

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await cleanup?.();
  } catch (err) {
    console.error(err);
  }
  process.exit(0);
}

// Registered as soon as this module loads: a supervisor that dies mid-start-up still takes us with it.
const supervised = typeof process.send === 'function';
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

export function onShutdown(fn: () => Promise<void> | void): void {
  cleanup = fn;
  if (supervised && !process.connected) void stop();
}

export function signalReady(pids: number[] = []): void {
  // The callback swallows EPIPE if the supervisor died meanwhile ('disconnect' handles that).
  if (process.connected) process.send?.({ type: 'ready', pids }, undefined, {}, () => {});
}

/** Ports and paths come from argv as `--name=value` so env stays the handlers' own. */
export function arg(name: string): string {
  const prefix = `--${name}=`;
  const found = process.argv.find((a) => a.startsWith(prefix));
  if (found === undefined) throw new Error(`missing ${prefix}`);
  return found.slice(prefix.length);
}
