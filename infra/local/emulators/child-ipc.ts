/**
 * The child side of child-process.ts: announce readiness, and shut down cleanly on
 * SIGTERM/SIGINT or when the supervisor goes away (IPC channel closed).
 */
export function signalReady(pids: number[] = []): void {
  process.send?.({ type: 'ready', pids });
}

export function onShutdown(cleanup: () => Promise<void> | void): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await cleanup();
    } catch (err) {
      console.error(err);
    }
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

/** Ports and paths come from argv as `--name=value` so env stays the handlers' own. */
export function arg(name: string): string {
  const prefix = `--${name}=`;
  const found = process.argv.find((a) => a.startsWith(prefix));
  if (found === undefined) throw new Error(`missing ${prefix}`);
  return found.slice(prefix.length);
}
